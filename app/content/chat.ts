/**
 * Every text of the chat panel (app/components/chat), apart from the launcher button. The
 * opening "Hi!" and the two error texts are fixed wording, used exactly as written.
 */
export const chatCopy = {
  title: "Cleverobotics assistant",
  subtitle: "Ask about services, plans, prices or hours",
  greeting: "Hi!",
  inputLabel: "Your message",
  inputPlaceholder: "Type your question…",
  send: "Send message",
  close: "Close chat",
  logLabel: "Chat messages",
  waiting: "Cogitating…",
  visitorPrefix: "You: ",
  assistantPrefix: "Assistant: ",
  retry: "Try again",
  clearConversation: "Clear conversation",
  talkToPerson: "Talk to a person",
  suggestionsLabel: "Suggested questions",
} as const;

/** Shown as buttons while the conversation is only the greeting; "handoff" opens the contact card. */
export const chatSuggestions: readonly { label: string; action: "send" | "handoff" }[] = [
  { label: "What are your prices?", action: "send" },
  { label: "A WhatsApp bot for my shop", action: "send" },
  { label: "Book a demo", action: "send" },
  { label: chatCopy.talkToPerson, action: "handoff" },
];

export const chatErrors = {
  /** The call fails or answers with a non-OK status. */
  connection: "Sorry, I'm having trouble connecting right now. Please try again in a moment.",
  /** Anything unexpected while sending, and an answer with nothing in it. */
  unexpected: "Sorry, I encountered an error. Please try again.",
  /** The last question has no reply: the page changed while it was coming, or it failed. */
  unanswered: "Your last question did not get its reply, perhaps because the page changed. Send it again?",
  /** A message longer than the chat takes: shown under the box, which keeps every word typed. */
  tooLong: (length: number, max: number) =>
    `This message is ${length} characters long; the chat takes up to ${max}. Shorten it, or send the rest as a second message.`,
  rateLimited: (seconds: number | null) =>
    `You're sending messages faster than I can answer. Please try again in ${
      seconds === null ? "a minute" : seconds === 1 ? "1 second" : `${seconds} seconds`
    }.`,
} as const;

export const chatPrivacy = {
  notice: (days: number) => `Chats are kept on this device for ${days} days.`,
  linkLabel: "Privacy policy",
  href: "/legal/privacy",
} as const;

export const chatHandoff = {
  heading: "Talk to a person",
  whatsappLabel: "Chat on WhatsApp",
  /** The first WhatsApp message: where the visitor was and what they asked. */
  whatsappSummary: (brand: string, path: string, questions: string) =>
    `Hi ${brand}, I was chatting with the assistant on your website (${path}). My questions: ${questions}`,
  formIntro: "Or leave your details and we'll get back to you",
  nameLabel: "Name",
  phoneLabel: "Phone",
  emailLabel: "Email",
  submit: "Send my details",
  sending: "Sending…",
  dismiss: "Close this card",
  failed: "We couldn't send your details. Please try again, or chat with us on WhatsApp.",
  /** {name} is the name the visitor gave. */
  thanks:
    "Thanks, {name}. We have your details and will get back to you within 24 hours on working days (Monday to Friday, 9:00 AM to 6:00 PM IST).",
  transcriptHeading: (path: string, isoDate: string) => `Chat on ${path} (${isoDate})`,
  visitorLine: "Visitor",
  assistantLine: "Assistant",
} as const;
