import type { PageLang } from "~/content/page-entry";
import type { PageVersions } from "~/content/pages";
import { languageTags } from "./language-tags";

/**
 * The hreflang alternates of a translated page, the same on every version of it: one per
 * language, and x-default, the English page. A page without a translation has none.
 */
export function hreflangAlternates(versions: PageVersions): { hreflang: string; path: string }[] {
  const entries = Object.entries(versions) as [PageLang, string][];
  if (entries.length < 2 || !versions.en) return [];
  return [
    ...entries.map(([lang, path]) => ({ hreflang: languageTags[lang].hreflang, path })),
    { hreflang: "x-default", path: versions.en },
  ];
}
