import { isInquiryTopic } from "~/content/inquiry-topics";
import { cleanVisitorText, stripMarkup } from "./clean-text";
import { cleanEmail, emailMessages, isValidEmail } from "./email";

export { isValidEmail, stripMarkup };

/**
 * The contact-form rules (required fields, minimum lengths, a valid email), shared by the browser and the server: the same cleaning,
 * the same checks and the same messages on both sides.
 */
export const inquiryFields = ["name", "email", "company", "phone", "service", "message"] as const;
export type InquiryField = (typeof inquiryFields)[number];
export type InquiryInput = Record<InquiryField, string>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

/** Longest accepted value of each field, in characters. */
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
  tooLong: (limit: number) => `Please keep this under ${limit.toLocaleString("en-IN")} characters`,
} as const;

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
export function validateInquiry(input: InquiryInput): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!input.name) errors.name = inquiryMessages.nameRequired;
  else if ([...input.name].length < 2) errors.name = inquiryMessages.nameTooShort;

  if (!input.email) errors.email = inquiryMessages.emailRequired;
  else if (input.email.length <= inquiryLimits.email && !isValidEmail(input.email)) {
    errors.email = inquiryMessages.emailInvalid;
  }

  if (!input.message) errors.message = inquiryMessages.messageRequired;
  else if ([...input.message].length < 10) errors.message = inquiryMessages.messageTooShort;

  if (input.service && !isInquiryTopic(input.service)) errors.service = inquiryMessages.serviceUnknown;

  for (const field of inquiryFields) {
    if (!errors[field] && [...input[field]].length > inquiryLimits[field]) {
      errors[field] = inquiryMessages.tooLong(inquiryLimits[field]);
    }
  }
  return errors;
}

export function hasErrors(errors: InquiryErrors): boolean {
  return Object.keys(errors).length > 0;
}
