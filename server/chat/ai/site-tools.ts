import { tool } from "ai";
import { z } from "zod";
import type { PricingPlan } from "../../../app/content/pricing";
import { channelList, formatRupees } from "../../../app/lib/plan-figures";
import { siteData } from "../../site-data";
import type { Retrieval } from "../retrieval";

const { contactPage, plans, pricingNotes, site } = siteData;

/**
 * The tools that give the model the site's facts: search over the passages the site assistant
 * indexes, and the two kinds of fact that must be exact, plans with their prices and the ways
 * to reach the team. Each result names the page it comes from, for the answer's link.
 */
const SEARCH_RESULTS = 4;
const planNames = plans.map((plan) => plan.name) as [PricingPlan["name"], ...PricingPlan["name"][]];
const MAX_QUERY_CHARS = 300;

export function plansFact(only?: PricingPlan["name"]) {
  return {
    plans: plans
      .filter((plan) => !only || plan.name === only)
      .map((plan) => ({
        name: plan.name,
        description: plan.description,
        monthly: `${formatRupees(plan.monthlyPrice)} a month`,
        yearly: `${formatRupees(plan.yearlyPrice)} a year`,
        channels: channelList(plan.botIntegrations),
        features: plan.features,
        popular: plan.popular,
      })),
    notes: Object.values(pricingNotes),
    page: { title: "Pricing", url: "/pricing" },
    quote: { title: "Talk to sales", url: "/contact?topic=pricing" },
  };
}

export function contactFact(whatsappLink: string, { withQuestions = false } = {}) {
  const { details, expectations, freeNote, faq } = contactPage;
  const { address } = site;
  return {
    email: details.email,
    phone: details.phone,
    whatsapp: whatsappLink,
    address: `${address.streetAddress}, ${address.addressLocality} ${address.postalCode}, ${address.addressRegion}, India`,
    hours: details.hours,
    languages: details.languages,
    whatToExpect: expectations.items.map((item) => `${item.title}: ${item.text}`),
    consultation: `${freeNote.title}: ${freeNote.text}`,
    ...(withQuestions && { questions: faq.map((entry) => ({ question: entry.question, answer: entry.answer })) }),
    page: { title: "Contact", url: "/contact" },
    bookDemo: { title: "Book a free consultation", url: "/contact?topic=demo" },
  };
}

export function siteTools({ retrieval, whatsappLink }: { retrieval: Retrieval; whatsappLink: string }) {
  return {
    search_site: tool({
      description:
        "Search the website's own pages (services, products, industries, case studies, FAQ, articles, terms, integrations) for passages that answer the visitor's question. Each result has the page's title and url, for the link.",
      inputSchema: z.object({
        query: z
          .string()
          .min(1)
          .max(MAX_QUERY_CHARS)
          .describe("the question or its key words, in English where possible"),
      }),
      execute: async ({ query }) => {
        const results = retrieval.search(query, SEARCH_RESULTS);
        return results.length ? { results } : { results, note: "Nothing on the site matches this." };
      },
    }),
    get_plans: tool({
      description:
        "The AI bot plans (Starter, Pro, Premium) exactly as the pricing page states them: prices in rupees, channels, features, notes.",
      // Gemini refuses a tool whose parameters have no properties.
      inputSchema: z.object({
        plan: z.enum(planNames).optional().describe("one plan only; leave out for all three"),
      }),
      execute: async ({ plan }) => plansFact(plan),
    }),
    get_contact: tool({
      description:
        "How to reach the team: email, phone, WhatsApp link, office address, working hours, reply time, the free consultation.",
      inputSchema: z.object({
        questions: z
          .boolean()
          .optional()
          .describe("also the contact page's questions: reply time, the free consultation, working outside India"),
      }),
      execute: async ({ questions }) => contactFact(whatsappLink, { withQuestions: questions }),
    }),
  };
}
