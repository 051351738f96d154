/**
 * The questions of one message: "premium la website bot varuma? dedicated manager kidaikuma?"
 * is two. A message is cut after a question mark, a full stop or a line break; a piece of one
 * word is kept with the one before it ("pro plan? price?" stays one).
 */
const MIN_WORDS = 2;
const MAX_PARTS = 6;
/** "price of premium and what are your hours": "and" or "also" before a question word may start another question. */
const nextQuestion =
  /(?:,\s*|\s+)(?:and\s+also|and|also|plus)\s+(?=(?:what|whats|what's|when|where|how|which|who|do|does|is|are|can|could|will|would)\b)/iu;

export interface MessagePart {
  text: string;
  /** Whether it asks (ends with a question mark), or states something around the questions. */
  asks: boolean;
}

export function messageParts(message: string): MessagePart[] {
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
  return parts.slice(0, MAX_PARTS).map((text) => ({ text, asks: /[?？]\s*$/u.test(text) }));
}

/** The questions a part may join with "and what", "also do" and the like; the reader decides whether they are two. */
export const joinedQuestions = (part: string): string[] =>
  part
    .split(nextQuestion)
    .map((piece) => piece.trim())
    .filter(Boolean);
