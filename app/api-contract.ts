/**
 * What the pages and the server agree on: the endpoints the forms and the chat post to, where
 * a form post without JavaScript lands once sent, and the rules both sides check. Imported by
 * the browser and the server, so it stays free of anything that needs either.
 */
export const INQUIRIES_API_PATH = "/api/inquiries";
export const NEWSLETTER_API_PATH = "/api/newsletter";
export const CHAT_API_PATH = "/api/chat";

/** Where a contact form posted without JavaScript is redirected once the inquiry is taken. */
export const INQUIRY_SENT_PATH = "/contact/sent";
/** Where a form post without JavaScript lands when it did not go through (the server fills in why). */
export const FORM_PROBLEM_PATH = "/contact/problem";

/** A contact-form field real visitors never see or fill; bots that fill every input do. */
export const HONEYPOT_FIELD = "website";

/** Longest chat message, in characters (code points), after trimming. */
export const MAX_CHAT_INPUT = 2000;
