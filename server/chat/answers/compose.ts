import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { tamilPath } from "../../../app/lib/language-paths";
import { metricLabel } from "../../../app/lib/metric-label";
import { formatRupees, plansFittingOf } from "../../../app/lib/plan-figures";
import { siteData } from "../../site-data";
import { contactAddress, fillLegal } from "../knowledge";
import type { Slots } from "../reader/corpus";
import { link, type Speaker } from "./language";
import { planFeatures, planLine, planPrice, planRecommendation, plansList, pricingQuestions } from "./plans";

const {
  articles,
  caseStudies,
  faqPage,
  integrationCategories,
  integrationsPage,
  privacyPolicy,
  termsOfService,
  pages,
  plans,
  smartAiWhatsapp,
  site,
  solutionPages,
} = siteData;
const {
  caseStudyCards,
  metricLabels,
  legalNote,
  faqPage: tamilFaqPage,
  home: tamilHome,
  pageLines: tamilPageLines,
  planCopy,
  smartAiWhatsapp: tamilSmartAiWhatsapp,
  legalSectionTitles,
  termsInTamil,
} = siteData.ta;

/**
 * Each intent's answer, composed from app/content in the visitor's language: the FAQ's answers
 * (the Tamil FAQ holds the same questions in the same places), the plans, the pages' own
 * descriptions and the terms. intent-sources.json says which content answers which intent.
 */
export type Outcome = "answer" | "not_sure" | "small_talk";
export interface Composed {
  text: string;
  outcome: Outcome;
}

const sourcesSchema = z.object({
  faq: z.record(z.string(), z.array(z.string().min(1))),
  terms: z.record(z.string(), z.string().min(1)),
  chatbotFaq: z.record(z.string(), z.array(z.string().min(1))),
  caseStudies: z.record(z.string(), z.array(z.string().min(1))),
  pages: z.record(z.string(), z.string().startsWith("/")),
  families: z.record(z.string(), z.string().startsWith("/")),
  legal: z.record(z.string(), z.string().regex(/^(terms|privacy)#[a-z-]+$/)),
});
const sources = sourcesSchema.parse(
  JSON.parse(readFileSync(path.join(import.meta.dirname, "intent-sources.json"), "utf8")),
);

const faqAnswer = (question: string, language: Speaker["language"]): string => {
  for (const [c, category] of faqPage.categories.entries()) {
    const index = category.items.findIndex((item) => item.question === question);
    if (index >= 0)
      return (language === "ta" ? tamilFaqPage.categories[c]?.items[index] : category.items[index])?.answer ?? "";
  }
  throw new Error(`The FAQ has no question "${question}" (app/content/faq.ts)`);
};

const termsClause = (start: string, language: Speaker["language"]): string => {
  for (const section of termsOfService.sections) {
    for (const clause of [...section.paragraphs, ...(section.list ?? [])]) {
      if (!clause.startsWith(start)) continue;
      const tamil = termsInTamil[clause];
      if (language === "ta" && !tamil)
        throw new Error(`No Tamil for the clause "${start}" (app/content/ta/terms-summary.ts)`);
      return language === "ta" ? (tamil as string) : clause;
    }
  }
  throw new Error(`The terms have no clause starting "${start}" (app/content/legal.ts)`);
};

/** An answer of the Smart AI WhatsApp Chatbot's questions, named as that product's (the Tamil page has them in the same places). */
function chatbotAnswer(speaker: Speaker, question: string): string {
  const index = smartAiWhatsapp.faq.findIndex((item) => item.question === question);
  const item = (speaker.language === "ta" ? tamilSmartAiWhatsapp.faq : smartAiWhatsapp.faq)[index];
  if (!item) throw new Error(`The Smart AI WhatsApp Chatbot has no question "${question}" (app/content/products.ts)`);
  return speaker.say("chatbotAnswer", { product: speaker.page("/products/smart-ai-whatsapp"), answer: item.answer });
}

/** The Tamil home page's sections introduce the lists of services, products, industries and case studies. */
const tamilListIntros: Readonly<Record<string, string>> = {
  "/services": tamilHome.services.intro,
  "/products": tamilHome.products.intro,
  "/industries": tamilHome.industries.intro,
  "/case-studies": tamilHome.caseStudies.intro,
};

/** The Tamil of what a page offers: its Tamil page, the Tamil home page's card for it, or its Tamil line. */
function tamilLine(path: string): string | undefined {
  const tamilPage = pages[tamilPath(path)];
  if (tamilPage) return tamilPage.description;
  if (tamilListIntros[path]) return tamilListIntros[path];
  const cards = [...tamilHome.services.items, ...tamilHome.products.items].map((item) => [
    item.link.to,
    item.description,
  ]);
  const industries = tamilHome.industries.items.map((item) => [item.link, item.description]);
  const card = [...cards, ...industries].find(([to]) => to === path);
  return card?.[1] ?? tamilPageLines[path];
}

/** A page family's members, as links: the services for /services. */
const members = (speaker: Speaker, path: string) =>
  Object.keys(pages)
    .filter((other) => other.startsWith(`${path}/`) && !other.startsWith("/ta/"))
    .map((other) => speaker.page(other))
    .join(", ");

/** A case study's title, summary, results and build time, in the language. */
function caseStudyFacts(speaker: Speaker, slug: string) {
  const study = caseStudies.find((each) => each.slug === slug);
  if (!study) throw new Error(`No case study "${slug}" (app/content/case-studies)`);
  const tamil = speaker.language === "ta" ? caseStudyCards[slug] : undefined;
  if (speaker.language === "ta" && !tamil)
    throw new Error(`No Tamil card for the case study "${slug}" (app/content/ta/case-studies.ts)`);
  const label = (name: string) => (tamil ? (metricLabels[name] ?? metricLabel(name)) : metricLabel(name).toLowerCase());
  const results = Object.entries(study.results)
    .map(([name, value]) => `${label(name)} ${value}`)
    .join(", ");
  const weeks = /^(\d+) weeks$/.exec(study.duration)?.[1];
  const title = tamil?.title ?? study.title;
  return {
    title,
    summary: tamil?.description ?? study.description,
    results: speaker.say("caseResults", { results }),
    built: weeks ? speaker.say("caseWeeks", { weeks }) : "",
    page: link(title, `/case-studies/${slug}`),
  };
}

const caseStudyAnswer = (speaker: Speaker, slug: string) => speaker.say("caseStudy", caseStudyFacts(speaker, slug));

/** The case studies that show the work an intent asks about, a line each; all of them for the list. */
const caseExamples = (speaker: Speaker, intent: string) =>
  (intent === "case-studies.list" ? caseStudies.map((study) => study.slug) : (sources.caseStudies[intent] ?? [])).map(
    (slug) => speaker.say("caseExample", caseStudyFacts(speaker, slug)),
  );

const legalDocuments = {
  terms: { document: termsOfService, path: "/legal/terms" },
  privacy: { document: privacyPolicy, path: "/legal/privacy" },
};

/** A section of the terms or the privacy policy: its words in English; in Tamil, its name and where it is, since the documents are in English only. */
function legalAnswer(speaker: Speaker, where: string): string {
  const [key, id] = where.split("#") as ["terms" | "privacy", string];
  const { document, path } = legalDocuments[key];
  const section = document.sections.find((each) => each.id === id);
  if (!section) throw new Error(`No section "${id}" in the ${document.title} (app/content/legal.ts)`);
  const page = speaker.page(path).replace(/\)$/, `#${id})`);
  if (speaker.language === "ta") {
    const title = legalSectionTitles[id];
    if (!title) throw new Error(`No Tamil title for the section "${id}" (app/content/ta/terms-summary.ts)`);
    return speaker.say("legalSection", { page, title, note: legalNote });
  }
  const text = [...section.paragraphs, ...(section.list ?? []).map((item) => `- ${item}`)].map(fillLegal).join("\n\n");
  return speaker.say("legalSection", { text, page });
}

function articleAnswer(speaker: Speaker, slug: string): string {
  const article = articles.find((each) => each.slug === slug);
  if (!article) throw new Error(`No article "${slug}" (app/content/articles)`);
  const path = `/blog/${slug}`;
  const summary = speaker.language === "ta" ? tamilPageLines[path] : article.excerpt;
  if (!summary) throw new Error(`No Tamil line for ${path} (app/content/ta/page-lines.ts)`);
  return speaker.say("article", { title: article.title, summary, page: link(article.title, path) });
}

/** What each plan's support line says ("Basic support within 1-2 business days"), in the language. */
function supportByPlan(speaker: Speaker): string {
  const lines = plans.flatMap((plan) => {
    const index = plan.features.findIndex((feature) => /support/i.test(feature));
    const line = speaker.language === "ta" ? planCopy[plan.name].features[index] : plan.features[index];
    return line ? [`${plan.name}: ${line}`] : [];
  });
  return speaker.say("supportByPlan", { lines: lines.join("; ") });
}

/** How a solution relates to the plans: the plans that include it, or why it is quoted per project. */
function solutionPlans(speaker: Speaker, path: string): string {
  const solution = solutionPages.find((page) => page.path === path);
  if (!solution) return "";
  const { fit } = solution.plans;
  if (fit.kind === "quote") return speaker.say("solutionQuote", { note: fit.note });
  const included = plansFittingOf(plans, fit)
    .filter((plan) => plan.included)
    .map((plan) => `${plan.name} (${formatRupees(plan.monthlyPrice)} ${speaker.say("month")})`);
  return speaker.say("solutionPlans", { plans: included.join(speaker.language === "ta" ? ", " : " and ") });
}

function pageAnswer(speaker: Speaker, path: string): string {
  const english = pages[path];
  if (!english) throw new Error(`No page at ${path} (app/content/pages.ts)`);
  const text = speaker.language === "ta" ? tamilLine(path) : english.description;
  if (!text) throw new Error(`No Tamil line for ${path} (app/content/ta/page-lines.ts)`);
  const list = members(speaker, path);
  return `${text}${list ? `\n${list}.` : ""} ${speaker.say("pageMore", { page: speaker.page(path) })}`;
}

const integrations = integrationCategories.flatMap((category) => category.items);
/** The start of a name that a visitor types alone: "Tally" of "TallyPrime", "Zoho" of "Zoho CRM". */
const nameStart = (name: string) => (/^[A-Z]?[a-z]+/.exec(name)?.[0] ?? name).toLowerCase();
const MIN_NAME_START = 4;

const namedByStart = new Map<string, number>();
for (const item of integrations)
  namedByStart.set(nameStart(item.name), (namedByStart.get(nameStart(item.name)) ?? 0) + 1);

/**
 * The integrations a message names: by the whole name, or by the start of the name up to its
 * second capital, when that starts no other name ("tally" for TallyPrime; "zoho" names three,
 * so it names none; "sales" is not "Salesforce").
 */
function integrationsNamed(message: string) {
  // A word may hold a dot ("monday.com"), but not end with one ("is in tally.").
  const words = new Set(
    (message.toLowerCase().match(/[\p{L}\p{N}.]+/gu) ?? []).map((word) => word.replace(/\.+$/, "")),
  );
  const lower = message.toLowerCase();
  return integrations.filter((item) => {
    if (lower.includes(item.name.toLowerCase())) return true;
    const start = nameStart(item.name);
    return start.length >= MIN_NAME_START && words.has(start) && namedByStart.get(start) === 1;
  });
}

function integrationLines(speaker: Speaker, message: string): string[] {
  return integrationsNamed(message).map((item) =>
    speaker.say("integration", { name: item.name, description: item.description }),
  );
}

/** A category's word, as a visitor types it: "crm", "ecommerce", "accounting". */
const categoryWords = (title: string) =>
  title
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/-/g, ""));

/** The categories a message names ("which CRM ..."), each with the tools in it. */
function categoryLines(speaker: Speaker, message: string): string[] {
  const words = new Set((message.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []).map((word) => word.replace(/-/g, "")));
  return integrationCategories
    .filter((category) => categoryWords(category.title).some((word) => words.has(word)))
    .map((category) =>
      speaker.say("integrationCategory", {
        title: category.title,
        names: category.items.map((item) => item.name).join(", "),
      }),
    );
}

/** The tools a message names, or the tools of the kind it names, or how we connect a tool we do not list. */
function integrationsAnswer(speaker: Speaker, message: string): string[] {
  const tools = integrationLines(speaker, message);
  const named = tools.length ? tools : categoryLines(speaker, message);
  const others = named.length === 0 && speaker.language === "en" ? [integrationsPage.closing.text] : [];
  const count = speaker.say("integrationCount", { count: integrations.length, page: speaker.page("/integrations") });
  return [...named, ...others, count];
}

/** The plan an answer says a feature is on ("On the Premium plan, yes"), when it names one plan and not its price. */
function onlyPlanNamed(text: string) {
  const named = plans.filter((plan) => new RegExp(`\\b${plan.name}\\b`).test(text));
  const [plan] = named;
  return named.length === 1 && plan && !text.includes(formatRupees(plan.monthlyPrice)) ? [plan.name] : [];
}

const answer = (text: string): Composed => ({ text, outcome: "answer" });
const talk = (text: string): Composed => ({ text, outcome: "small_talk" });

/** The intents answered by a sentence of wording.json alone. */
const smallTalkWording: Readonly<Record<string, string>> = {
  "smalltalk.greeting": "greeting",
  "smalltalk.thanks": "thanks",
  "smalltalk.goodbye": "goodbye",
  "handoff.request": "handoff",
  "off-topic": "offTopic",
  abuse: "abuse",
};

/**
 * The answer to one question of a known intent, or null when the intent is not one the site
 * answers: the intent's own answer, then what the message asks beyond it (the tools it names,
 * the chatbot's answer to the same question, the work that shows it).
 */
export function compose(intent: string, slots: Slots, speaker: Speaker, message: string): Composed | null {
  const core = intentAnswer(intent, slots, speaker, message);
  if (core?.outcome !== "answer") return core;
  const more = [
    ...(sources.chatbotFaq[intent] ?? []).map((question) => chatbotAnswer(speaker, question)),
    ...onlyPlanNamed(core.text).map((plan) => planPrice(speaker, { plan })),
    ...(intent === "integrations" ? [] : integrationLines(speaker, message)),
    ...(intent === "terms:service-levels" ? [supportByPlan(speaker)] : []),
    ...caseExamples(speaker, intent),
  ].filter((line) => !core.text.includes(line));
  return more.length ? answer([core.text, ...more].join("\n\n")) : core;
}

function intentAnswer(intent: string, slots: Slots, speaker: Speaker, message: string): Composed | null {
  const { say, language } = speaker;
  const smallTalk = smallTalkWording[intent];
  if (smallTalk) return talk(say(smallTalk));
  switch (intent) {
    case "injection":
      return talk(say("injection", { planLine: planLine(speaker) }));
    case "unanswerable":
      return null;
    case "plans.list":
      return answer(plansList(speaker));
    case "plan.price":
      return answer(planPrice(speaker, slots));
    case "plan.features":
      return answer(planFeatures(speaker, slots));
    case "plan.recommend":
      return answer(planRecommendation(speaker, slots));
    case "contact.details":
      return answer(
        say("contactDetails", { email: site.email, address: contactAddress, page: speaker.page("/contact") }),
      );
    case "pricing.trial":
      return answer(chatbotAnswer(speaker, "How much does it cost to start?"));
  }
  const parts: string[] = [];
  const faq = sources.faq[intent];
  if (faq) parts.push(...faq.map((question) => faqAnswer(question, language)));
  if (intent === "pricing.yearly") parts.push(planPrice(speaker, { period: "yearly" }));
  if (intent === "pricing.extras") parts.push(pricingQuestions[language][0]?.answer ?? "");
  const terms = sources.terms[intent];
  if (terms) parts.push(`${termsClause(terms, language)} ${say("legalMore", { page: speaker.page("/legal/terms") })}`);
  if (intent === "support.after-launch") parts.push(supportByPlan(speaker));
  if (intent === "project.getting-started") parts.push(say("demoOffer"));
  if (intent === "integrations") parts.push(...integrationsAnswer(speaker, message));
  if (faq && !parts.some((part) => part.includes("](/"))) parts.push(say("faqMore", { page: speaker.page("/faq") }));
  if (parts.length) return answer(parts.join("\n\n"));
  const legal = sources.legal[intent];
  if (legal) return answer(legalAnswer(speaker, legal));
  const listed = sources.pages[intent];
  if (listed) return answer(pageAnswer(speaker, listed));
  for (const [prefix, folder] of Object.entries(sources.families)) {
    if (!intent.startsWith(prefix)) continue;
    const slug = intent.slice(prefix.length);
    if (prefix === "case-study:") return answer(caseStudyAnswer(speaker, slug));
    if (prefix === "article:") return answer(articleAnswer(speaker, slug));
    const path = `${folder}${slug}`;
    return answer([pageAnswer(speaker, path), solutionPlans(speaker, path)].filter(Boolean).join(" "));
  }
  throw new Error(`No answer for the intent "${intent}" (server/chat/answers/intent-sources.json)`);
}
