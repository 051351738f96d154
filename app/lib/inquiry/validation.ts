import { isInquiryTopic } from "~/content/inquiry-topics";
import { cleanVisitorText } from "./clean-text";
import { cleanEmail, emailMessages, isValidEmail } from "./email";
import { letterCount } from "./letters";

export { isValidEmail };

/**
 * The contact-form rules (required fields, minimum lengths, a valid email), shared by the browser and the server: the same cleaning,
 * the same checks and the same messages on both sides.
 */
export const inquiryFields = ["name", "email", "company", "phone", "service", "message"] as const;
export type InquiryField = (typeof inquiryFields)[number];
export type InquiryInput = Record<InquiryField, string>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

/**
 * Longest accepted value of each field, in letters as a reader counts them (./letters): a
 * Tamil message may hold 5,000 letters, not 5,000 code points. The minimums below count code
 * points, so a one-syllable Tamil name (மா) is never refused as too short.
 */
export const inquiryLimits = {
  name: 100,
  email: 254,
  company: 200,
  phone: 40,
  service: 40,
  message: 5000,
} as const satisfies Record<InquiryField, number>;

export const inquiryMessages = {
  nameRequired: "Name is required",
  nameTooShort: "Name must be at least 2 characters",
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 10 characters",
  serviceUnknown: "Please choose a service from the list",
  /** {limit} is the field's limit. */
  tooLong: "Please keep this under {limit} characters",
} as const;

/** The form's messages in one language: the English above, or the Tamil of app/content/ta/chrome.ts. */
export type InquiryMessages = { readonly [K in keyof typeof inquiryMessages]: string };

/** A "too long" message with the field's limit in it, in the Indian digit grouping. */
export function tooLongMessage(messages: InquiryMessages, limit: number): string {
  return messages.tooLong.replace("{limit}", limit.toLocaleString("en-IN"));
}

/** Picks the known fields from anything a client sent, as clean, trimmed strings. */
export function cleanInquiry(raw: unknown): InquiryInput {
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const clean = {} as InquiryInput;
  for (const field of inquiryFields) {
    const value = source[field];
    clean[field] = typeof value === "string" ? cleanField(field, value) : "";
  }
  return clean;
}

function cleanField(field: InquiryField, value: string): string {
  if (field === "email") return cleanEmail(value);
  return cleanVisitorText(value, field === "message" ? "lines" : "line");
}

/** Every rule at once; an empty object means the inquiry may be sent. */
export function validateInquiry(input: InquiryInput, messages: InquiryMessages = inquiryMessages): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!input.name) errors.name = messages.nameRequired;
  else if ([...input.name].length < 2) errors.name = messages.nameTooShort;

  if (!input.email) errors.email = messages.emailRequired;
  else if (input.email.length <= inquiryLimits.email && !isValidEmail(input.email)) {
    errors.email = messages.emailInvalid;
  }

  if (!input.message) errors.message = messages.messageRequired;
  else if ([...input.message].length < 10) errors.message = messages.messageTooShort;

  if (input.service && !isInquiryTopic(input.service)) errors.service = messages.serviceUnknown;

  for (const field of inquiryFields) {
    if (!errors[field] && letterCount(input[field]) > inquiryLimits[field]) {
      errors[field] = tooLongMessage(messages, inquiryLimits[field]);
    }
  }
  return errors;
}

export function hasErrors(errors: InquiryErrors): boolean {
  return Object.keys(errors).length > 0;
}
