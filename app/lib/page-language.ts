import { createContext, useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { tamilHref, tamilPath } from "~/content/page-entry";
import type { PageLocale, TamilChrome } from "./page-head";

export { languageTags } from "./language-tags";

/**
 * An English page without a Tamil version, and any page without a loader of its own (an article,
 * a case study, the 404 page): its switch leads to the Tamil home page.
 */
export const englishPageLocale: PageLocale = { lang: "en", switch: { to: tamilPath("/") } };

/** The page's language for an island, which React renders on its own, outside the router. */
export const IslandLocaleContext = createContext<PageLocale | null>(null);

/**
 * The language of the page on screen: an island's (IslandLocaleContext), else from the page's
 * loader (pageLoader); English where no page matched, and outside a data router (components
 * rendered on their own in tests). Read from the router's state context because useMatches
 * throws outside a data router.
 */
export function usePageLocale(): PageLocale {
  const island = useContext(IslandLocaleContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (island) return island;
  const match = state?.matches.at(-1);
  const data = (match && state?.loaderData[match.route.id]) as { locale?: PageLocale } | undefined;
  return data?.locale ?? englishPageLocale;
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
