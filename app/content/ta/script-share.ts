/**
 * How much of a text is in Tamil script: the checks that a Tamil page is written in Tamil, used
 * by the tests of the copy and of the built pages.
 */
const tamilLetter = /[\u0B80-\u0BFF]/gu;
const latinLetter = /[A-Za-z]/g;

/** Tamil-script characters as a share of all Tamil and Latin letters (1 when there are none). */
export function tamilScriptShare(text: string): number {
  const tamil = text.match(tamilLetter)?.length ?? 0;
  const latin = text.match(latinLetter)?.length ?? 0;
  return tamil + latin === 0 ? 1 : tamil / (tamil + latin);
}

// Fields that hold data, not words a visitor reads: addresses, keys, names of files and tools.
const dataKeys = new Set([
  "to",
  "href",
  "src",
  "path",
  "slug",
  "slugs",
  "id",
  "icon",
  "kind",
  "names",
  "translationOf",
  "lang",
  "channel",
  "from",
  "trade",
  "fit",
  "caseStudy",
  "articles",
  "keywords",
  "tools",
  "streetAddress",
]);

/** Every string a visitor reads in a page's copy, leaving out its data fields. */
export function visibleTexts(copy: unknown, key = ""): string[] {
  if (typeof copy === "string") return dataKeys.has(key) ? [] : [copy];
  if (Array.isArray(copy)) return copy.flatMap((item) => visibleTexts(item, key));
  if (copy && typeof copy === "object") {
    return Object.entries(copy).flatMap(([name, value]) => (dataKeys.has(name) ? [] : visibleTexts(value, name)));
  }
  return [];
}

/** Texts of eight words or more that are mostly not Tamil: an English paragraph left behind. */
export function untranslatedParagraphs(texts: readonly string[]): string[] {
  return texts.filter((text) => text.split(/\s+/).length >= 8 && tamilScriptShare(text) < 0.3);
}
