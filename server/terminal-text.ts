/**
 * Text from the database made safe to print on an operator's terminal. Stored values are kept
 * as typed; only their printing changes. Shared by `npm run staff` and `npm run leads`.
 *
 * Shown as escapes: every control character (C0 including tab and newline, DEL, C1 such as
 * U+009B CSI), line and paragraph separators (U+2028, U+2029), invisible format characters
 * (bidi embeddings, overrides, isolates and marks, zero-width characters, tag characters) and
 * lone surrogates. The backslash itself is doubled, so a typed "\n" cannot pass for an escape.
 */
const unsafe = /[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

const named: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeOne(char: string): string {
  const known = named[char];
  if (known) return known;
  const code = char.codePointAt(0)!;
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\u{${code.toString(16)}}`;
}

/** One field for a terminal: printable text as it is, everything else as a visible escape. */
export function forTerminal(text: string): string {
  return text.replace(unsafe, escapeOne);
}

/**
 * A visitor's words for a terminal: as forTerminal, except that zero-width joiners and
 * non-joiners stay, since they shape letters and emoji (क्‌ष, می‌خواهم, 👨‍👩‍👧) and move no cursor.
 */
export function wordsForTerminal(text: string): string {
  return text.replace(unsafe, (char) => (char === "\u200C" || char === "\u200D" ? char : escapeOne(char)));
}

/** JSON.stringify leaves these raw: DEL, C1, separators, format characters. */
const unsafeInJson = /[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]/gu;

const jsonEscape = (char: string) =>
  Array.from({ length: char.length }, (_, index) => `\\u${char.charCodeAt(index).toString(16).padStart(4, "0")}`).join(
    "",
  );

/**
 * A value as JSON (one line unless indented) that a terminal shows inertly: JSON.stringify escapes C0 controls
 * and lone surrogates; the characters it leaves raw are written as \u escapes too. JSON.parse
 * gives back exactly the value.
 */
export function jsonForTerminal(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(unsafeInJson, jsonEscape);
}
