import { tamilPath } from "../../app/lib/language-paths";
import { channelList, formatRupees } from "../../app/lib/plan-figures";
import { siteData } from "../site-data";
import type { AssistantReply } from "./assistant";
import { compile, tamilData, type tamilIntents } from "./assistant-data";
import { contactAddress, link, whatsappLink } from "./knowledge";
import { catalogueLimit } from "./plan-answers";
import { questionTerms } from "./terms";

const { contactPage, pages, plans, smartAiWhatsapp, servicesOverview, site } = siteData;
const { smartAiWhatsapp: tamilSmartAiWhatsapp } = siteData.ta;

/**
 * Questions in Tamil script. The common ones (price, plans, a WhatsApp bot, contact, hours,
 * what we do, industries) are answered in Tamil from the same facts as the pages; anything else
 * gets the honest "not sure" in Tamil, with our Tamil-speaking team offered. The wording and
 * the words that mark each intent are data: knowledge-data/tamil.json.
 */
export type TamilIntent = (typeof tamilIntents)[number];

const intents = tamilData.intents.map(([intent, patterns]) => [intent, compile(patterns, "iu")] as const);
const { replies } = tamilData;

const tamilChannel = (channel: string) => (channel === "website" ? "website" : channelList([channel as "whatsapp"]));

/** A link to a Tamil page, named by its heading. */
const tamilPage = (path: string) => link(pages[path]?.heading ?? path, path);

/** A link to a page as a Tamil answer gives it: to its Tamil version where there is one. */
function inTamil(markdownLink: string): string {
  const path = /\]\((\/[^)#?]*)\)$/.exec(markdownLink)?.[1];
  return path && pages[tamilPath(path)] ? tamilPage(tamilPath(path)) : markdownLink;
}

/** The trial's terms, as the Tamil chatbot page's questions give them (the same question as the English one's). */
function trialTerms(): string {
  const index = smartAiWhatsapp.faq.findIndex((item) => item.answer.includes("free trial"));
  return tamilSmartAiWhatsapp.faq[index]?.answer ?? "";
}

/** The values the Tamil wording names, each read from app/content: the Tamil pages' copy, and links to them. */
function values(): Record<string, string> {
  return {
    plans: plans
      .map(
        (plan) =>
          `${plan.name} ${formatRupees(plan.monthlyPrice)} (${plan.botIntegrations.map(tamilChannel).join(", ")})`,
      )
      .join("; "),
    planDetails: plans
      .map(
        (plan) =>
          `- **${plan.name}** மாதம் ${formatRupees(plan.monthlyPrice)}: ${plan.botIntegrations.map(tamilChannel).join(", ")}; ${catalogueLimit(plan).feature}`,
      )
      .join("\n"),
    yearly: plans.map((plan) => `${plan.name} ${formatRupees(plan.yearlyPrice)}`).join("; "),
    trial: trialTerms(),
    trialPage: tamilPage("/ta/products/smart-ai-whatsapp"),
    starterPrice: formatRupees(plans[0]?.monthlyPrice ?? 0),
    pricing: tamilPage("/ta/pricing"),
    whatsappPage: tamilPage("/ta/ai-solutions/whatsapp"),
    email: site.email,
    phone: site.phone,
    address: contactAddress,
    contactForm: tamilPage("/ta/contact"),
    hours: contactPage.details.hours,
    services: servicesOverview.cards.map((card) => card.title).join(", "),
    servicesPage: link("Services", "/services"),
    industries: Object.entries(pages)
      .filter(([path]) => path.startsWith("/industries/"))
      .map(([, page]) => page.heading)
      .join(", "),
    industriesPage: link("Industries", "/industries"),
    whatsapp: link(replies.whatsappLabel, whatsappLink(replies.whatsappGreeting)),
  };
}

const fill = (template: string, named: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => named[name] ?? token);

const commonTerms = new Set(questionTerms(tamilData.commonWords.join(" ")));

/** Whether an intent's own words, or the words every Tamil answer may use, include an English word. */
const covers = (intent: TamilIntent, term: string): boolean =>
  commonTerms.has(term) || (intents.find(([name]) => name === intent)?.[1] ?? []).some((pattern) => pattern.test(term));

export const tamilIntent = (question: string): TamilIntent | undefined =>
  intents.find(([, patterns]) => patterns.some((pattern) => pattern.test(question)))?.[0];

/**
 * `nearest`: up to two pages nearest the question's words, for the honest fallback. `known`:
 * whether the site uses a word; an English name it never uses ("Wati", "Telegram") is a part of
 * the question the Tamil answers do not cover.
 */
export function tamilReply(
  question: string,
  nearest: (terms: string[]) => string[],
  known: (term: string) => boolean = () => true,
): AssistantReply {
  const named = values();
  const latin = questionTerms(question).filter((term) => /^[a-z]{3,}$/.test(term));
  const unknownName = latin.some((term) => !known(term));
  const intent = unknownName ? undefined : tamilIntent(question);
  // "Tally-ல பில் போடுறோம், bot-ஐ இணைக்க முடியுமா?": an English name the intent's words do not
  // cover is what the question is about, and the intent's answer would miss it.
  const uncovered = intent !== undefined && latin.some((term) => !covers(intent, term));
  if (!intent || uncovered) {
    const links = nearest(questionTerms(question)).map(inTamil);
    const pagesLine = links.length ? fill(replies.pages, { links: links.join(", ") }) : "";
    return { text: fill(replies.fallback, { ...named, pages: pagesLine }), outcome: "not_sure" };
  }
  if (intent === "greeting" || intent === "thanks") return { text: replies[intent], outcome: "small_talk" };
  return { text: `${fill(replies[intent], named)}\n\n${fill(replies.more, named)}`, outcome: "answer" };
}
