/**
 * The AI bot plans, in Indian rupees. Yearly is ten times monthly; no setup fee.
 * The pricing page and the site assistant read them from here.
 */
import { formatRupees, plansFittingOf } from "../lib/plan-figures";

export { channelList, formatRupees } from "../lib/plan-figures";

export type BotChannel = "whatsapp" | "instagram" | "website";

export interface PricingPlan {
  name: "Starter" | "Pro" | "Premium";
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  popular: boolean;
  botIntegrations: readonly BotChannel[];
  features: readonly string[];
}

export const plans: readonly PricingPlan[] = [
  {
    name: "Starter",
    description: "One WhatsApp bot that takes orders and confirms them, for shops starting to automate.",
    monthlyPrice: 15999,
    yearlyPrice: 159990,
    popular: false,
    botIntegrations: ["whatsapp"],
    features: [
      "1 basic flow: order intake and confirmation",
      "Catalogue of up to 10 items",
      "Responses in English and Tamil",
      "Basic support within 1-2 business days",
      "Basic CRM",
    ],
  },
  {
    name: "Pro",
    description: "WhatsApp and Instagram bots that track orders, chase payments and collect reviews.",
    monthlyPrice: 39999,
    yearlyPrice: 399990,
    popular: true,
    botIntegrations: ["whatsapp", "instagram"],
    features: [
      "Everything in Starter",
      "Catalogue of up to 25 items",
      "Automated order tracking and delivery status",
      "Payment reminders via UPI or payment link",
      "Feedback and review collection",
      "Priority support within 1 business day",
      "Advanced CRM",
    ],
  },
  {
    name: "Premium",
    description: "Bots on WhatsApp, Instagram and your website, with campaigns, reorders and analytics.",
    monthlyPrice: 79999,
    yearlyPrice: 799990,
    popular: false,
    botIntegrations: ["whatsapp", "instagram", "website"],
    features: [
      "Everything in Pro",
      "Unlimited catalogue",
      "Order optimization",
      "Automated reorders and subscriptions",
      "Intelligent FAQ and recommendations",
      "Dedicated account manager with a guaranteed SLA",
      "Targeted campaigns",
      "Smart reminders",
      "Premium CRM with analytics",
    ],
  },
];

export const pricingNotes = {
  setupFee: "No setup fee.",
  infrastructure: "Infrastructure costs are extra and vary with usage.",
} as const;

/** The monthly price of the plan called `name`, as copy quotes it ("₹15,999"). */
export function monthlyPrice(name: PricingPlan["name"]): string {
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`No plan is called "${name}" (app/content/pricing.ts)`);
  return formatRupees(plan.monthlyPrice);
}

/**
 * How a solution relates to the plans, read from the plans themselves:
 * - channel: the plans whose bot integrations include this channel;
 * - feature: the plans that list this feature, and every plan after them ("Everything in ...");
 * - quote: in no plan; priced per project, for the reason given.
 */
export type PlanFit =
  | { kind: "channel"; channel: BotChannel }
  | { kind: "feature"; feature: string }
  | { kind: "quote"; note: string };

/** Every plan with its monthly price and whether it includes what `fit` names. */
export const plansFitting = (fit: PlanFit) => plansFittingOf(plans, fit);
