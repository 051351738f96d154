import { stemmer as porterStem } from "stemmer";
import { lexicon, phrases, stopWords } from "./lexicon";

/**
 * How the site assistant reads text, the same way for the content it indexes and the
 * questions it is asked: words in any script, lower case, the lexicon applied, stop words
 * dropped and English words stemmed, so "orders", "ordering" and "order" meet.
 */
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?/gu;

export function words(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().match(wordPattern) ?? [];
}

/** Porter stems for English words; other scripts and numbers as they are. */
export function stem(word: string): string {
  // Three-letter words too, so "pay" and "pays" meet.
  return /^[a-z]+$/.test(word) && word.length >= 3 ? porterStem(word) : word;
}

/** One word as the index sees it, or null when it carries no topic. */
export function indexTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (stopWords.has(lower) || (lower.length < 2 && !/\d/.test(lower))) return null;
  return stem(lower.replace(/['’]s$/, ""));
}

/** True when one edit (insert, delete, replace, swap) turns a into b. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const lexiconKeys = Object.keys(lexicon).filter((key) => key.length >= 6);

/** A word as the lexicon reads it, typos of its longer entries included ("timngs" is "timings"). */
function translate(word: string): string[] {
  const bare = word.replace(/['’].*$/, "");
  const key =
    bare in lexicon ? bare : bare.length >= 6 ? lexiconKeys.find((entry) => oneEditApart(bare, entry)) : undefined;
  const mapped = key === undefined ? undefined : lexicon[key];
  return mapped === undefined ? [word] : mapped.split(" ").filter(Boolean);
}

/** The topic words of a question: the lexicon's translations, then as the index sees them. */
export function questionTerms(text: string): string[] {
  const plain = phrases.reduce((current, [pattern, meaning]) => current.replace(pattern, meaning), text.toLowerCase());
  const expanded = words(plain).flatMap(translate);
  return [...new Set(expanded.flatMap((word) => indexTerm(word) ?? []))];
}

export const hasTamilScript = (text: string) => /[\u0B80-\u0BFF]/.test(text);
