import { type PageLang, tamilPath } from "~/content/page-entry";

/** The first crumb of a page's trail: the home page in the page's language. */
export function homeCrumb(lang: PageLang): { name: string; path: string } {
  return lang === "ta" ? { name: "முகப்பு", path: tamilPath("/") } : { name: "Home", path: "/" };
}
