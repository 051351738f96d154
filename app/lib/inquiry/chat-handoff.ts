import { type InquiryErrors, type InquiryInput, type InquiryMessages, validateInquiry } from "./validation";

/**
 * A visitor who asks for a person in the chat leaves a name and a way to reach them. Its own
 * module, shared by the chat panel and the server, so the contact form's code does not carry it.
 */
export const chatHandoffMessages = {
  contactRequired: "Please give a phone number or an email",
  phoneInvalid: "Please enter a valid phone number",
} as const;

/**
 * A phone number we can call or message back: 8 to 15 digits, with the usual separators.
 * Invisible format characters that apps copy along with a number (marks, isolates, zero-width
 * spaces) are passed over here and kept in what is stored.
 */
export function isValidPhone(phone: string): boolean {
  const visible = phone.replace(/\p{Cf}/gu, "");
  const digits = visible.replace(/\D/g, "");
  return /^\+?[\d\s().-]+$/.test(visible) && digits.length >= 8 && digits.length <= 15;
}

/**
 * The rules for a visitor who asks, in the chat, for a person: the form's name and email
 * rules, a phone number or an email (either is enough), and the transcript as the message.
 */
export function validateChatHandoff(
  input: InquiryInput,
  messages?: { form: InquiryMessages; handoff: { readonly [K in keyof typeof chatHandoffMessages]: string } },
): InquiryErrors {
  const errors: InquiryErrors = {};
  const handoffMessages = messages?.handoff ?? chatHandoffMessages;
  const formErrors = validateInquiry({ ...input, email: input.email || "someone@example.com" }, messages?.form);
  if (formErrors.name) errors.name = formErrors.name;
  if (input.email && formErrors.email) errors.email = formErrors.email;
  if (input.phone && !isValidPhone(input.phone)) errors.phone = handoffMessages.phoneInvalid;
  if (!input.email && !input.phone) errors.phone = handoffMessages.contactRequired;
  for (const field of ["company", "service", "message"] as const)
    if (formErrors[field]) errors[field] = formErrors[field];
  return errors;
}
