import { compile, lexiconData } from "./assistant-data";

/**
 * The words shop owners type that the site's English copy does not use (Tanglish and Hinglish,
 * WhatsApp spellings, short forms), read from knowledge-data/lexicon.json. Each maps to the
 * words the content uses ("" drops it). Retrieval handles ordinary typos by itself.
 */
export const lexicon: Readonly<Record<string, string>> = lexiconData.words;

/** English words that carry no topic. */
export const stopWords: ReadonlySet<string> = new Set(lexiconData.stopWords);

/** Phrases that mean one thing whatever their words: "how much" asks a price. */
export const phrases: readonly [RegExp, string][] = lexiconData.phrases.map(({ pattern, meaning }) => [
  new RegExp(pattern, "gu"),
  ` ${meaning} `,
]);

/** Words that mark a short message as a follow-up to the last answer ("does that include…"). */
export const followUpPattern: RegExp = compile([`\\b(${lexiconData.followUpWords.join("|")})\\b`])[0] as RegExp;

/** Words that make a short question of a longer message go on from the one before ("what were the results?"). */
export const partReferencePattern: RegExp = compile(
  [`\\b(${lexiconData.partReferenceWords.join("|")})\\b`],
  "iu",
)[0] as RegExp;

/** Where one message goes on to another question: "hours and email pls, also do you work saturdays". */
export const clauseBreaks: RegExp = new RegExp(
  lexiconData.clauseBreaks.map((source) => `(?:${source})`).join("|"),
  "iu",
);
