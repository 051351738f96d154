import type { NavGroup } from "~/content/navigation";
import { type PageLang, pageLang, tamilHref } from "~/content/page-entry";
import { mainNavigation, type PageInfo, pageInfo, pageRegistry, pageVersions } from "~/content/pages";
import * as tamilChrome from "~/content/ta/chrome";
import { englishPageLocale as english } from "./page-language";
import type { LoaderArgs } from "./route-module";
import { type PageHead, pageHead } from "./seo";
import { translateMenus } from "./translate-menus";

/** The copy of a page from the page registry; missing copy fails the build. */
export function requirePageInfo(path: string): PageInfo {
  const page = pageInfo(path);
  if (!page) throw new Error(`No page in the page registry (app/content/pages.ts) for route "${path}"`);
  return page;
}

/** The head of a page from its registry entry. */
export function staticPageHead(path: string, page: PageInfo, jsonLd?: PageHead["jsonLd"]) {
  return pageHead({
    path,
    lang: pageLang(path),
    versions: pageVersions(path),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    noindex: page.noindex,
    jsonLd,
  });
}

/**
 * What the layout around a page needs to know of it: its language, where the header's language
 * switch leads and, on a Tamil page, the Tamil words and menus of the header, footer, form and
 * chat. Worked out here, at build time, so the English pages' bundle carries none of it.
 */
export interface PageLocale {
  lang: PageLang;
  /** The page in the other language, and what the switch says of it to a screen reader. */
  switch: { to: string; note?: string };
  tamil?: {
    chrome: TamilChrome;
    /** The English pages that have a Tamil version: a Tamil page's links go to that version. */
    translated: readonly string[];
    menus: readonly NavGroup[];
  };
}

/** The Tamil words of the layout that a Tamil page's browser needs (the menus and the switch come worked out). */
export type TamilChrome = Omit<typeof tamilChrome, "navLabels" | "languageSwitch">;

export function pageLocale(path: string): PageLocale {
  const lang = pageLang(path);
  const versions = pageVersions(path);
  if (lang === "en") {
    // An English-only page's switch leads to the Tamil home page and says only "தமிழ்", as on the
    // pages without a loader of their own (app/lib/page-language.ts).
    return versions.ta ? { lang, switch: { to: versions.ta, note: tamilChrome.languageSwitch.toTamil } } : english;
  }
  const translated = pageRegistry.flatMap((entry) =>
    entry.lang === "ta" && entry.translationOf ? [entry.translationOf] : [],
  );
  const { navLabels, languageSwitch, ...chrome } = tamilChrome;
  return {
    lang,
    switch: { to: versions.en ?? "/", note: languageSwitch.toEnglish },
    tamil: {
      chrome,
      translated,
      menus: translateMenus(mainNavigation, navLabels, (href) => tamilHref(href, translated)),
    },
  };
}

/** What a page's loader adds to its head copy: its data, and the structured data of its head. */
type PageData = { jsonLd?: PageHead["jsonLd"] } & Record<string, unknown>;

/**
 * The loader of a registered page: it finds the page by its path, and returns what `build` makes
 * of it together with the head and the page's language.
 */
export function pageLoader<Data extends PageData>(build: (path: string, page: PageInfo, lang: PageLang) => Data) {
  return ({ path }: LoaderArgs) => {
    const page = requirePageInfo(path);
    const { jsonLd, ...data } = build(path, page, pageLang(path));
    return { ...(data as Omit<Data, "jsonLd">), head: staticPageHead(path, page, jsonLd), locale: pageLocale(path) };
  };
}
