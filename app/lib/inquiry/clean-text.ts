/**
 * What is done to a visitor's text before it is checked and stored, shared by the browser and
 * the server so that what is checked is what is stored. The visitor's words are kept as
 * written, markup-looking text ("stock<threshold", "Ravi <Sales>") and joiners included: every
 * output escapes them instead (React on pages, escapeHtml in mails, JSON, CSV, forTerminal).
 * Removed are only characters that cannot be stored or that would deceive a reader. The email
 * is not cleaned here: see cleanEmail in ./email.
 */

/** A single line (name, company, phone, service), or text whose line breaks are kept (the message). */
export type TextShape = "line" | "lines";

/**
 * Lone halves of a surrogate pair, which UTF-8 (PostgreSQL, mail) cannot encode. They become
 * U+FFFD, as String.prototype.toWellFormed does; TypeScript's ES2023 lib does not type that.
 */
const loneSurrogates = /\p{Cs}/gu;
/**
 * Control characters (C0, DEL, C1) other than the line feed and the tab: NUL, which PostgreSQL
 * refuses, and escapes that would colour, move or link a terminal.
 */
const controlsButBreaks = /[^\P{Cc}\n\t]/gu;
/**
 * Bidi embeddings and overrides (LRE, RLE, PDF, LRO, RLO), which reverse the letters after them
 * ("Priya \u202Emoc.evil@nimda" shows as "Priya admin@live.com"). Isolates and marks stay:
 * Arabic and Hebrew text needs them, and outputs keep their effect in bounds.
 */
const bidiOverrides = /[\u202A-\u202E]/g;

/** A single-line field holds no break (its input never makes one); the message keeps its own. */
function normaliseBreaks(text: string, shape: TextShape): string {
  if (shape === "line") return text.replace(/\r\n?|[\n\t\u2028\u2029]/g, " ");
  return text.replace(/\r\n?/g, "\n");
}

/** A visitor's text as it is checked, stored and delivered: well-formed, without controls or overrides, trimmed. */
export function cleanVisitorText(text: string, shape: TextShape): string {
  return normaliseBreaks(text.replace(loneSurrogates, "\uFFFD"), shape)
    .replace(controlsButBreaks, "")
    .replace(bidiOverrides, "")
    .trim();
}
