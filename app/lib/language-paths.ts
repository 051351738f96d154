import type { PageLang } from "../content/page-entry";

/** The Tamil path of an English page: "/" → "/ta", "/pricing" → "/ta/pricing". */
export function tamilPath(englishPath: string): string {
  return englishPath === "/" ? "/ta" : `/ta${englishPath}`;
}

/** An internal address as a Tamil page links it: to the Tamil version of the page where there is one. */
export function tamilHref(href: string, translated: readonly string[]): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return translated.includes(path) ? `${tamilPath(path)}${end === -1 ? "" : href.slice(end)}` : href;
}

/** The language of a page, by its path. */
export function pageLang(path: string): PageLang {
  return path === "/ta" || path.startsWith("/ta/") ? "ta" : "en";
}
