/**
 * The questions of one message: "premium la website bot varuma? dedicated manager kidaikuma?"
 * is two. A message is cut after a question mark, a full stop or a line break; a piece of one
 * word is kept with the one before it ("pro plan? price?" stays one).
 */
const MIN_WORDS = 2;
const MAX_PARTS = 6;

export function messageParts(message: string): string[] {
  const pieces = message
    .split(/(?<=[?？!])\s*|(?<=\.)\s+|\n+/u)
    .map((piece) => piece.trim())
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece));
  const parts: string[] = [];
  for (const piece of pieces) {
    const words = piece.split(/\s+/).length;
    if (parts.length && words < MIN_WORDS) parts[parts.length - 1] += ` ${piece}`;
    else parts.push(piece);
  }
  return parts.slice(0, MAX_PARTS);
}
