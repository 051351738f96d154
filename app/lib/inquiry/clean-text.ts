/**
 * The cleaning of a visitor's text, shared by the browser and the server, so what is checked
 * is what is stored and mailed. The email is not cleaned here: see cleanEmail in ./email.
 */

/** A single line (name, company, phone, service), or text whose line breaks are kept (the message). */
export type TextShape = "line" | "lines";

/**
 * Lone halves of a surrogate pair, which UTF-8 (PostgreSQL, mail) cannot encode. They become
 * U+FFFD, as String.prototype.toWellFormed does; TypeScript's ES2023 lib does not type that.
 */
const loneSurrogates = /\p{Cs}/gu;
/** Control characters (C0, DEL, C1) other than the line feed, which only a message still holds here. */
const controlsButLineFeed = /[^\P{Cc}\n]/gu;
/**
 * Characters that change how text reads without being seen: bidi embeddings, overrides,
 * isolates and marks ("Priya \u202Emoc.evil@nimda" shows as "Priya admin@live.com" in a
 * subject line), and zero-width characters that hide inside a word.
 */
const invisibles = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * Removes markup from a visitor's text: whole script/style elements, comments and tags. A
 * lone "<" that does not open a tag ("orders < 500 a day") is kept.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, "")
    .replace(/<!--[\s\S]*?(-->|$)/g, "")
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, "")
    .replace(/<(?=[a-z!?/])/gi, "");
}

function normaliseBreaks(text: string, shape: TextShape): string {
  if (shape === "line") return text.replace(/\r\n?|[\n\t\u2028\u2029]/g, " ");
  return text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(/\t/g, " ");
}

/**
 * A visitor's text as it may be checked, stored and mailed: well-formed, without control or
 * invisible characters, composed (NFC), without markup and trimmed. Invisible characters go
 * before markup is stripped, so "<\u200Bscript>" cannot slip through as a tag.
 */
export function cleanVisitorText(text: string, shape: TextShape): string {
  const visible = normaliseBreaks(text.replace(loneSurrogates, "\uFFFD"), shape)
    .replace(controlsButLineFeed, "")
    .replace(invisibles, "");
  return stripMarkup(visible.normalize("NFC")).trim();
}
