/**
 * Text measured as a reader counts it: one letter per grapheme cluster, so கொ, க், é and 👨‍👩‍👧
 * are one each, however many code points they take. The form's limits and the inbox's excerpts
 * count this way; a browser without Intl.Segmenter counts code points.
 */
const graphemes =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

function* lettersOf(text: string): Generator<string> {
  if (graphemes) for (const { segment } of graphemes.segment(text)) yield segment;
  else yield* text;
}

export function letterCount(text: string): number {
  let count = 0;
  for (const _ of lettersOf(text)) count++;
  return count;
}

/** The first `count` letters of a text, never cutting one in two. */
export function firstLetters(text: string, count: number): string {
  let kept = "";
  let taken = 0;
  for (const letter of lettersOf(text)) {
    if (taken++ === count) break;
    kept += letter;
  }
  return kept;
}
