import type { LeadStatus } from "../../db/schema";
import type { DeliveryState } from "../../delivery/delivery-state";
import type { LeadSource } from "../inbox";

/** The inbox's words, for the team (in English, as the team works). */
export const staffCopy = {
  brand: "Cleverobotics leads",
  loginTitle: "Sign in to the leads inbox",
  loginIntro: "For the Cleverobotics team. Accounts are made on the server with npm run staff.",
  email: "Email",
  password: "Password",
  signIn: "Sign in",
  loginFailed: "That email and password do not match an account.",
  loginThrottled: (minutes: number) =>
    `Too many failed sign-ins. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  signedOut: "You have signed out.",
  needsHttps:
    "This address is plain HTTP, and your browser will not keep the sign-in here. Open the inbox over HTTPS (or on localhost).",
  sessionEnded: "Your session has ended. Sign in again.",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  inboxTitle: "Leads",
  newCount: (count: number) => `${count} new`,
  problemCount: (count: number) => `${count} with a failed delivery`,
  search: "Search",
  searchHint: "Name, email, phone, company or message",
  status: "Status",
  source: "Source",
  anyStatus: "Any status",
  anySource: "Any source",
  onlyProblems: "Only failed deliveries",
  filter: "Show",
  clearFilter: "Clear",
  exportCsv: "Export these as CSV",
  noLeads: "No leads match.",
  older: "Older leads",
  newest: "Back to the newest",
  deliveryFailed: "Delivery failed",
  allLeads: "All leads",
  received: "Received",
  language: "Language",
  page: "Sent from",
  signupBox: "Signed up from",
  reply: "Reply",
  whatsapp: "WhatsApp",
  call: "Call",
  sendEmail: "Email",
  fields: "What they sent",
  transcript: "Chat transcript",
  deliveries: "Delivery to the team",
  noDeliveries: "No channel was configured: this inbox is where it arrived.",
  retryNow: "Retry now",
  followUp: "Follow-up",
  saveStatus: "Save status",
  note: "Internal note",
  noteHint: "Only the team sees notes.",
  addNote: "Add note",
  history: "History",
  noHistory: "No status change or note yet.",
  statusChanged: (status: string) => `Status set to ${status}`,
  saved: { status: "Status saved.", note: "Note added.", retry: "Back in the outbox: it is being sent now." },
  retryNotNeeded: "That delivery is not failed or waiting, so there was nothing to retry.",
  noteEmpty: "Write a note first.",
  notFoundTitle: "No such lead",
  refusedTitle: "Request refused",
  notFound: "There is no lead at this address.",
  /** Why a request was refused, by HTTP status; any other status gets the 500's words. */
  requestProblems: {
    400: "That request could not be read: the form or data it sent was malformed. Reload the page and try again.",
    403: "Refused: this form can only be sent from the inbox's own pages.",
    413: "That is more than a form here can send.",
    415: "That request was sent in a format the inbox does not take: send it as a form from the inbox's own pages.",
    500: "Something went wrong on our side. Try again in a moment.",
  } as Record<number, string>,
} as const;

export const fieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  service: "Interested in",
  message: "Message",
} as const;

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  "in progress": "In progress",
  answered: "Answered",
  closed: "Closed",
};

export const sourceLabels: Record<LeadSource, string> = {
  "contact form": "Contact form",
  chat: "Chat handoff",
  newsletter: "Newsletter",
};

export const languageLabels: Record<string, string> = { en: "English", ta: "Tamil" };

export const channelLabels: Record<DeliveryState["channel"], string> = {
  smtp: "Mail",
  emailjs: "EmailJS",
  webhook: "Webhook",
};

/** The first words of a reply, in the language of the page the lead wrote from. */
export const replyOpenings = {
  en: {
    greeting: (name: string) => `Vanakkam${name ? ` ${name}` : ""}, this is Cleverobotics. Thank you for your message.`,
    emailSubject: "Your message to Cleverobotics",
  },
  ta: {
    greeting: (name: string) =>
      `வணக்கம்${name ? ` ${name}` : ""}, Cleverobotics-இலிருந்து எழுதுகிறோம். உங்கள் மெசேஜ் கிடைத்தது, நன்றி.`,
    emailSubject: "Cleverobotics-க்கு நீங்கள் அனுப்பிய மெசேஜ்",
  },
} as const;
