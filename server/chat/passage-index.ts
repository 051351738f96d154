import type { SearchOptions } from "minisearch";
import { indexTerm, words } from "./terms";

/**
 * How the site's passages are indexed and searched, the same for the built-in assistant and
 * the search tool (retrieval.ts): words read as terms.ts reads them, BM25 over title, keywords
 * and text, with typo tolerance and prefixes for longer words.
 */
export const passageIndexFields = {
  fields: ["title", "keywords", "text"],
  tokenize: words,
  processTerm: indexTerm,
};

export const passageSearchOptions: SearchOptions = {
  boost: { title: 1.5, keywords: 1.5 },
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  prefix: (term) => term.length >= 4,
  weights: { fuzzy: 0.4, prefix: 0.3 },
  combineWith: "OR",
  // Questions arrive as terms already read by questionTerms.
  tokenize: (query) => query.split(" "),
  processTerm: (term) => term,
};
