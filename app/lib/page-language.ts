import { createContext, useContext } from "react";
import { tamilHref, tamilPath } from "~/content/page-entry";
import type { PageLocale, TamilChrome } from "./page-head";

export { languageTags } from "./language-tags";

/**
 * An English page without a Tamil version, and any page without a loader of its own (an article,
 * a case study, the 404 page): its switch leads to the Tamil home page.
 */
export const englishPageLocale: PageLocale = { lang: "en", switch: { to: tamilPath("/") } };

/**
 * What a component knows of the page it is drawn in: its path, its title (the WhatsApp greeting
 * names it) and its language. Every React root of a page is given it: the layout from the page's
 * loader data (PageRoot), an island from the page around it at build time and from what the page
 * wrote for it in the browser (app/islands/).
 */
export interface PageFacts {
  path: string;
  title: string | null;
  locale: PageLocale;
}

export const PageContext = createContext<PageFacts | null>(null);

/** English, on no page in particular: components rendered on their own (tests, illustrations). */
const noPage: PageFacts = { path: "/", title: null, locale: englishPageLocale };

export function usePage(): PageFacts {
  return useContext(PageContext) ?? noPage;
}

/** The language of the page on screen. */
export function usePageLocale(): PageLocale {
  return usePage().locale;
}

/** The Tamil words of the layout on a Tamil page; undefined on an English one, which keeps its bundled copy. */
export function useTamil(): TamilChrome | undefined {
  return usePageLocale().tamil?.chrome;
}

/**
 * A fixed text of a component in the page's language: its Tamil on a Tamil page (componentText
 * in app/content/ta/chrome.ts, keyed by the English), else the English it is given. A text built
 * from values names them in braces ("Step {step}: "), filled in from `values` in either language.
 */
export function useText(): (english: string, values?: Readonly<Record<string, string | number>>) => string {
  const tamil = useTamil();
  return (english, values) => {
    const text = tamil?.componentText[english] ?? english;
    return values ? text.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot)) : text;
  };
}

/** Internal links in the page's language: on a Tamil page, to the Tamil version of a page where there is one. */
export function useLocalHref(): (href: string) => string {
  const tamil = usePageLocale().tamil;
  return (href) => (tamil ? tamilHref(href, tamil.translated) : href);
}
