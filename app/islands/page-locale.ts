import type { PageLocale } from "~/lib/page-head";
import { englishPageLocale, type PageFacts } from "~/lib/page-language";

/** The element of a Tamil page that carries its layout words for islands (PageLocaleData in app/components/layout/PageBody.tsx). */
export const PAGE_LOCALE_ID = "page-locale";

/** The page's language for an island: what a Tamil page wrote into its HTML, else English. */
export function readPageLocale(): PageLocale {
  const json = document.getElementById(PAGE_LOCALE_ID)?.textContent;
  if (!json) return englishPageLocale;
  try {
    return JSON.parse(json) as PageLocale;
  } catch {
    return englishPageLocale;
  }
}

/** The page an island is drawn in, as the browser knows it. */
export function readPageFacts(): PageFacts {
  return { path: window.location.pathname, title: document.title || null, locale: readPageLocale() };
}
