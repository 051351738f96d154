/**
 * The email check of the contact form, the chat handoff and the newsletter box. A module of
 * its own so a page with only a newsletter box does not load the contact form's rules.
 */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email);
}
