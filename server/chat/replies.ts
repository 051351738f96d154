import { channelList, formatRupees } from "../../app/lib/plan-figures";
import { siteData } from "../site-data";
import { contactAddress, link, whatsappLink } from "./knowledge";

const { contactPage, plans, site } = siteData;

/**
 * What the site assistant says when it is not restating a page: greetings, thanks, a person
 * asked for, off-topic and abusive messages, attempts to reprogram it, and its honest "I don't
 * know" with a person to turn to. Facts come from app/content, so these replies cannot drift from the pages.
 */
const { hours } = contactPage.details;
const whatsapp = (label = "chat with us on WhatsApp") => link(label, whatsappLink());
const planLine = () =>
  plans
    .map((plan) => `${plan.name} ${formatRupees(plan.monthlyPrice)} a month (${channelList(plan.botIntegrations)})`)
    .join(", ");

export const replies = {
  greeting:
    "Hello, vanakkam! I can tell you about our WhatsApp bots, AI agents, apps, plans and prices, and how to reach the team. What does your business sell, and where do your customers message you?",
  thanks: `You're welcome! When you'd like to see it working for your business, ${link(
    "book a free 30-minute consultation",
    "/contact?topic=demo",
  )} or ${whatsapp()}.`,
  goodbye: `Thanks for stopping by. We're here ${hours}; ${whatsapp("WhatsApp us")} any time and we'll reply within 24 hours on working days.`,
  handoff: () =>
    `Happy to put you in touch with a person. ${whatsapp("Chat with us on WhatsApp")}, where our Chennai team answers in ${contactPage.details.languages}, or tap **Talk to a person** below and leave your phone number or email: we reply within 24 hours on working days (${hours}). You can also call ${site.phone}.`,
  offTopic:
    "That's outside what I can help with: I only answer questions about Cleverobotics, such as our WhatsApp bots, AI agents, apps, plans and prices. Try asking “What does the Pro plan include?” or “Can a bot take orders on WhatsApp?”",
  abuse: `I'm sorry this has been frustrating. I'm the website's assistant and can answer questions about our services, products and prices. If you'd rather talk to a person, ${whatsapp()}, call ${site.phone} or ${link("send us a message", "/contact")}.`,
  injection: () =>
    `I can only share what our website says: I can't change prices, offer discounts or reveal how I'm set up. Our plans are ${planLine()}. For a quote for your business, ${link(
      "talk to sales",
      "/contact?topic=pricing",
    )}.`,
  injectionShort: "I'll stick to what our website says.",
  /** The honest "not sure": the nearest pages, if any, and a person to ask. */
  notSure: (demoUrl: string, links: readonly string[] = []) =>
    `I'm not sure about that, and I'd rather not guess.${
      links.length ? ` These pages may help: ${links.join(", ")}.` : ""
    } A person on our team can answer it: ${whatsapp()}, ${link("send us a message", "/contact")}, ${link(
      "book a demo",
      demoUrl,
    )}, or tap **Talk to a person** below and leave your number.`,
  /** Another company's price is theirs to state: declined, with ours on the pricing page and a person. */
  competitorPrice: (demoUrl: string) =>
    `I can't speak for other companies' prices, and I'd rather not compare with figures I can't check. Our own plans and prices are on ${link(
      "Pricing",
      "/pricing",
    )}, and a person on our team can go through what fits your business: ${whatsapp()}, ${link(
      "book a demo",
      demoUrl,
    )}, or tap **Talk to a person** below.`,
  /** A question of a long message that the site does not answer: said so, for a person to take up. */
  partUnanswered: (question: string) =>
    `“${question.length > 90 ? `${question.slice(0, 88).trimEnd()}…` : question}”: the website doesn't say, so a person will answer this one.`,
  longIntro: "Thanks for the detail. Here is what I can answer straight away:",
  longClose: (demoUrl: string) =>
    `For the rest, a conversation is quicker: ${whatsapp()} or ${link(
      "book a free 30-minute consultation",
      demoUrl,
    )}, and we'll go through your questions with you.`,
  longNothing: (demoUrl: string) =>
    `Thanks for the detail. Your questions deserve a proper answer from a person rather than a guess from me: ${whatsapp()} or ${link(
      "book a free 30-minute consultation",
      demoUrl,
    )}. You can also tap **Talk to a person** below and leave your number.`,
  related: (links: string) => `Related: ${links}`,
} as const;

export { contactAddress };
