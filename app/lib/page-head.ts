import { type PageLang, pageLang } from "~/content/page-entry";
import { type PageInfo, type PageVersions, pageInfo, pageRegistry, pageVersions } from "~/content/pages";
import * as tamilChrome from "~/content/ta/chrome";
import { requestPath } from "./canonical";
import { type PageHead, pageHead } from "./seo";

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
 * What the layout around a page needs to know of it: its language, its versions (the language
 * switch) and, on a Tamil page, the Tamil words of the header, footer, form and chat. English
 * pages carry no words here: the layout's English copy is in its bundle.
 */
export interface PageLocale {
  lang: PageLang;
  versions: PageVersions;
  /** On a Tamil page: the Tamil words of the layout, and the English pages that have a Tamil version (its links go there). */
  tamil?: { chrome: TamilChrome; translated: readonly string[] };
}

export type TamilChrome = typeof tamilChrome;

export function pageLocale(path: string): PageLocale {
  const lang = pageLang(path);
  const locale: PageLocale = { lang, versions: pageVersions(path) };
  if (lang === "en") return locale;
  const translated = pageRegistry.flatMap((entry) =>
    entry.lang === "ta" && entry.translationOf ? [entry.translationOf] : [],
  );
  return { ...locale, tamil: { chrome: tamilChrome, translated } };
}

/** What a page's loader adds to its head copy: its data, and the structured data of its head. */
type PageData = { jsonLd?: PageHead["jsonLd"] } & Record<string, unknown>;

/**
 * The loader of a registered page: it finds the page by the requested path, and returns what
 * `build` makes of it together with the head (`meta` reads it back through loaderHead).
 */
export function pageLoader<Data extends PageData>(build: (path: string, page: PageInfo, lang: PageLang) => Data) {
  return ({ request }: { request: Request }) => {
    const path = requestPath(request);
    const page = requirePageInfo(path);
    const { jsonLd, ...data } = build(path, page, pageLang(path));
    return { ...(data as Omit<Data, "jsonLd">), head: staticPageHead(path, page, jsonLd), locale: pageLocale(path) };
  };
}
