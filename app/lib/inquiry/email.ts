/**
 * The email check of the contact form, the chat handoff and the newsletter box. A module of
 * its own so a page with only a newsletter box does not load the contact form's rules.
 */
// No control (Cc), format (Cf: bidi, zero-width) or lone surrogate (Cs) characters: an address
// holding one is refused, never quietly cleaned into a different, valid one.
const emailPattern =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}\p{Cs}]+@[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}\p{Cs}]+\.[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}\p{Cs}]{2,}$/u;
/** Whitespace around the address, except U+FEFF, which String.prototype.trim would hide. */
const surroundingSpace = /^[^\S\uFEFF]+|[^\S\uFEFF]+$/g;

export const emailMessages = {
  required: "Email is required",
  invalid: "Please enter a valid email",
} as const;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email);
}

/** The address as typed, composed (NFC) and without surrounding spaces; anything else is for isValidEmail to judge. */
export function cleanEmail(email: string): string {
  return email.normalize("NFC").replace(surroundingSpace, "");
}
