/**
 * Cuts streamed text into sentences as they complete, so each can be checked before it is
 * shown. A sentence ends at . ! ? or the Devanagari danda followed by a space, or at a line
 * break; never inside a Markdown link, after a decimal point or after a short abbreviation
 * ("Rs. 15,999" stays one sentence). Each sentence keeps the whitespace after it, so the pieces
 * joined are the text as written.
 */
const abbreviations = new Set([
  "rs",
  "no",
  "nos",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "approx",
  "vs",
  "etc",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "inc",
  "ltd",
  "pvt",
  "sr",
  "jr",
]);

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

function endsWithAbbreviation(text: string, periodAt: number): boolean {
  const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, periodAt - 8), periodAt))?.[1] ?? "";
  return abbreviations.has(word.toLowerCase());
}

/** Where the first complete sentence of `text` ends (after its trailing whitespace), or -1. */
function firstSentenceEnd(text: string): number {
  let brackets = 0;
  let parentheses = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === "[") brackets++;
    else if (character === "]") brackets = Math.max(0, brackets - 1);
    else if (character === "(") parentheses++;
    else if (character === ")") parentheses = Math.max(0, parentheses - 1);
    const inLink = brackets > 0 || parentheses > 0;
    let end = -1;
    if (character === "\n") end = index;
    else if (!inLink && ".!?।".includes(character) && isSpace(text[index + 1])) {
      if (character !== "." || !endsWithAbbreviation(text, index)) end = index;
    }
    if (end === -1) continue;
    let after = end + 1;
    while (after < text.length && isSpace(text[after])) after++;
    // Whitespace may still be arriving; the sentence is complete once something follows it.
    if (after === text.length) return -1;
    if (text.slice(0, end + 1).trim()) return after;
  }
  return -1;
}

export function createSentenceSplitter() {
  let pending = "";
  return {
    /** Adds streamed text; returns the sentences it completed. */
    push(delta: string): string[] {
      pending += delta;
      const sentences: string[] = [];
      for (let end = firstSentenceEnd(pending); end !== -1; end = firstSentenceEnd(pending)) {
        sentences.push(pending.slice(0, end));
        pending = pending.slice(end);
      }
      return sentences;
    },
    /** The unfinished rest, once the text is complete. */
    rest(): string {
      const rest = pending;
      pending = "";
      return rest;
    },
  };
}
