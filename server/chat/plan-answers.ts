import type { BotChannel, PricingPlan } from "../../app/content/pricing";
import { channelList, formatRupees } from "../../app/lib/plan-figures";
import { siteData } from "../site-data";
import { plansData } from "./assistant-data";
import { link, listed, planAnswer } from "./knowledge";
import { indexTerm, questionTerms } from "./terms";

const { plans } = siteData;

/**
 * Questions the plans answer by reasoning rather than by a passage: which plan has a channel,
 * a follow-up about the plan just discussed, and which plan a catalogue of N items (on these
 * channels) needs, including "and if I add 5 more?". Every figure is read from
 * app/content/pricing.ts; the words are data (knowledge-data/plans.json).
 */
export const planNames = new Map(plans.map((plan) => [plan.name.toLowerCase(), plan]));

/** Channel words as questions are read ("website" is stemmed to "websit"). */
const channelTerms: Readonly<Record<string, BotChannel>> = Object.fromEntries(
  Object.entries(plansData.channelWords).flatMap(([word, channel]) => {
    const term = indexTerm(word);
    return term ? [[term, channel]] : [];
  }),
);
const nouns = plansData.catalogueWords.join("|");
const changes = [...plansData.addWords, ...plansData.removeWords].join("|");
/** "8 items", "1,200 products", "5 more items", "40 saree designs", "add 5". */
const countPattern = new RegExp(
  `\\b(\\d[\\d,]*)\\s*(?:(?:${changes})\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${nouns})\\b`,
  "iu",
);
const bareCountPattern = new RegExp(`\\b(?:${plansData.addWords.join("|")})\\s+(\\d[\\d,]*)\\b`, "i");
/** How far before a count a word that changes it ("add", "remove") may stand. */
const CHANGE_REACH = 12;
const wordsIn = (list: readonly string[], text: string) =>
  list.some((word) => new RegExp(`\\b${word}\\b`, "i").test(text));
/** The question terms of a list of words or phrases ("annual" is read as "yearli"). */
const termsOf = (list: readonly string[]) => new Set(list.flatMap((word) => questionTerms(word)));
const yearTerms = termsOf(plansData.yearWords);
const competitorPattern = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${plansData.competitors.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);
const priceTerms = termsOf(plansData.priceWords);
/** "Monthly price", "price a year": a question that asks for a figure. */
export const periodTerms = termsOf(["month", "monthly", "year", "yearly", "annual"]);

/** "WATI charges how much?": a question about another company's price, which is not ours to state. */
export const asksCompetitorPrice = (question: string, terms: readonly string[]) =>
  competitorPattern.test(question) && terms.some((term) => priceTerms.has(term));

/** Whether a question asks what something costs. */
export const asksPrice = (terms: readonly string[]) => terms.some((term) => priceTerms.has(term));

/** The most items a plan's catalogue holds, read from its feature line. */
export function catalogueLimit(plan: PricingPlan): { limit: number; feature: string } {
  const feature = plan.features.find((line) => /catalog/i.test(line)) ?? "";
  if (/unlimited/i.test(feature)) return { limit: Number.POSITIVE_INFINITY, feature };
  return { limit: Number(/up to (\d+)/i.exec(feature)?.[1] ?? 0), feature };
}

/** The channels a question names ("instagram", "website"). */
export const channelsIn = (terms: readonly string[]): BotChannel[] => [
  ...new Set(terms.flatMap((term) => channelTerms[term] ?? [])),
];

/** The smallest plan whose catalogue holds `items` and whose bots cover `channels`. */
export function planFitting(items: number, channels: readonly BotChannel[]): PricingPlan | undefined {
  return plans.find(
    (plan) =>
      catalogueLimit(plan).limit >= items && channels.every((channel) => plan.botIntegrations.includes(channel)),
  );
}

export interface CatalogueContext {
  items?: number;
  channels?: readonly BotChannel[];
}

/** `isKnown`: whether the site uses a (question) term at all. */
export function planAnswers(isKnown: (term: string) => boolean) {
  /** "Does Pro include Instagram?", or "that" after talking about a plan: answered from the plans. */
  const planChannelAnswer = (terms: string[], plan: string | undefined): string | null => {
    const channel = channelsIn(terms)[0];
    if (!channel) return null;
    const withChannel = plans.filter((candidate) => candidate.botIntegrations.includes(channel));
    const offer = listed(
      withChannel.map((candidate) => `${candidate.name} (${formatRupees(candidate.monthlyPrice)} a month)`),
    );
    const name = channelList([channel]);
    const asked = plan ? planNames.get(plan) : undefined;
    if (!asked) {
      // "Which plan has Instagram?": a plan asked for by what it covers, and little else.
      // "What plan covers Instagram and how much a month?" still asks only that.
      const topics = terms.filter((term) => isKnown(term) && !priceTerms.has(term) && !periodTerms.has(term));
      if (!terms.includes("plan") || topics.length > 4) return null;
      return `${name} bots come with ${offer}. See ${link("Pricing", "/pricing")}.`;
    }
    return asked.botIntegrations.includes(channel)
      ? `Yes. The ${asked.name} plan includes ${name}: it covers ${channelList(asked.botIntegrations)}, for ${formatRupees(asked.monthlyPrice)} a month. See ${link("Pricing", "/pricing")}.`
      : `No. The ${asked.name} plan covers ${channelList(asked.botIntegrations)} only. ${name} comes with ${offer}. See ${link("Pricing", "/pricing")}.`;
  };

  /** Each plan's own features (not "Everything in …"), with the question terms that name them. */
  const ownFeatures = plans.flatMap((plan, index) =>
    plan.features
      .filter((feature) => !/^everything in/i.test(feature))
      .map((feature) => ({ feature, from: index, terms: questionTerms(feature).filter((term) => isKnown(term)) })),
  );

  /**
   * "Does Starter send payment reminders?": the feature line of the plans that the question
   * names (two of its words and at least `featureShare` of them), and whether the plan asked
   * about has it.
   */
  const planFeatureAnswer = (terms: string[], plan: string | undefined): string | null => {
    const asked = plan ? planNames.get(plan) : undefined;
    if (!asked) return null;
    const named = (term: string) => terms.some((word) => word === term || (word.length >= 4 && term.startsWith(word)));
    const scored = ownFeatures
      .map((entry) => ({ ...entry, hits: entry.terms.filter(named).length }))
      .filter(
        (entry) =>
          entry.hits >= Math.min(2, entry.terms.length) && entry.hits >= entry.terms.length * plansData.featureShare,
      )
      .sort((a, b) => b.hits - a.hits || b.hits / b.terms.length - a.hits / a.terms.length);
    const best = scored[0];
    if (!best || scored[1]?.hits === best.hits) return null;
    // "What uptime percentage is guaranteed in the SLA?" asks more than the feature line says.
    // A word the site never uses counts twice: no line of ours says it.
    const unsaid = terms
      .filter((term) => !/^\d+$/.test(term) && !planNames.has(term) && term !== "plan")
      .filter((term) => !best.terms.some((own) => named(own) && own.startsWith(term)))
      .reduce((sum, term) => sum + (isKnown(term) ? 1 : 2), 0);
    if (unsaid > best.hits) return null;
    const index = plans.indexOf(asked);
    const pricing = `See ${link("Pricing", "/pricing")}.`;
    if (index >= best.from) {
      return `Yes. The ${asked.name} plan (${formatRupees(asked.monthlyPrice)} a month) includes ${best.feature.toLowerCase()}. ${pricing}`;
    }
    const offer = listed(
      plans.slice(best.from).map((other) => `${other.name} (${formatRupees(other.monthlyPrice)} a month)`),
    );
    return `No. The ${asked.name} plan does not include ${best.feature.toLowerCase()}; it comes with ${offer}. ${pricing}`;
  };

  /** A follow-up about the plan just discussed ("and yearly?", "how many items?"): that plan's facts. */
  const planFollowUp = (terms: string[], plan: string | undefined): string | null => {
    const asked = plan ? planNames.get(plan) : undefined;
    if (!asked) return null;
    // The answer's words, not its link targets ("/contact?topic=pricing" is no answer to "contact").
    const said = planAnswer(asked).replace(/\]\([^)]*\)/g, "]");
    const own = new Set(questionTerms(`${said} year yearly annual month monthly cost price`));
    const about = terms.filter((term) => isKnown(term));
    const hits = about.filter((term) => [...own].some((word) => word === term || word.startsWith(term)));
    return hits.length && hits.length >= about.length / 3 ? planAnswer(asked) : null;
  };

  /**
   * "I have 200 items on WhatsApp and Instagram, which plan?": the smallest plan that holds the
   * catalogue on those channels. After such a question, "and if I add 5 more?" changes the count.
   */
  const catalogPlanAnswer = (
    question: string,
    terms: string[],
    previous: CatalogueContext = {},
  ): { text: string; plan: string; items: number; channels: BotChannel[] } | null => {
    const earlier = previous.items;
    const match = countPattern.exec(question) ?? (earlier !== undefined ? bareCountPattern.exec(question) : null);
    const named = channelsIn(terms);
    // "actually half my orders come on Instagram too": the same catalogue on one more channel.
    const newChannel = earlier !== undefined && named.some((channel) => !previous.channels?.includes(channel));
    if (!match?.[1] && !newChannel) return null;
    const count = match?.[1] ? Number(match[1].replace(/,/g, "")) : 0;
    // After a plan chosen by size, a new count ("and if it grows to 60 products?") replaces it.
    const isFollowUp = earlier !== undefined;
    // "5 more items", "add 20 products": a change says so beside the number; "adding more next
    // month, it will be around 20 products" gives a new total.
    const beside = match ? question.slice(Math.max(0, match.index - CHANGE_REACH), match.index) + match[0] : "";
    const removes = wordsIn(plansData.removeWords, beside);
    const isChange = isFollowUp && match?.[1] !== undefined && (wordsIn(plansData.addWords, beside) || removes);
    // "18 products, starter enough?": the count decides, whichever plan or channel is named.
    const plansNamed = [...new Set(terms.flatMap((term) => planNames.get(term) ?? []))];
    // One plan named is asked about ("is Starter enough?"); two are a choice between them.
    const namedPlan = plansNamed.length === 1 ? plansNamed[0] : undefined;
    if (!isFollowUp && !plansNamed.length && !terms.some((term) => term === "plan" || term === "price")) return null;
    const items = isChange
      ? Math.max(0, (earlier ?? 0) + (removes ? -count : count))
      : match?.[1]
        ? count
        : (earlier ?? 0);
    const channels = [...new Set([...(isFollowUp ? (previous.channels ?? []) : []), ...named])];
    const fit = planFitting(items, channels);
    if (!fit) return null;
    const change = isChange
      ? `With ${count} ${removes ? "fewer" : "more"}, that is ${items.toLocaleString("en-IN")} items. `
      : "";
    const on = channels.length ? ` on ${channelList(channels)}` : "";
    const verdict =
      namedPlan && !isChange
        ? namedPlan === fit
          ? `Yes, ${namedPlan.name} is enough. `
          : `${plans.indexOf(namedPlan) < plans.indexOf(fit) ? "No" : "Yes"}: ${namedPlan.name} has ${catalogueLimit(namedPlan).feature.toLowerCase()}. `
        : "";
    return {
      text: `${verdict}${change}For ${items.toLocaleString("en-IN")} items${on}, the ${fit.name} plan fits (${catalogueLimit(fit).feature.toLowerCase()}). ${planAnswer(fit)}`,
      plan: fit.name.toLowerCase(),
      items,
      channels,
    };
  };

  /** "Annual price for Premium, paid upfront?": the plan named, whose answer gives its yearly price. */
  const planYearAnswer = (terms: string[]): string | null => {
    const named = [...new Set(terms.filter((term) => planNames.has(term)))];
    const plan = named.length === 1 ? planNames.get(named[0] ?? "") : undefined;
    if (!plan || !terms.some((term) => yearTerms.has(term)) || !asksPrice(terms)) return null;
    // "Yearly Premium in EMI?" asks something no plan line says.
    if (terms.some((term) => !/^\d+$/.test(term) && !isKnown(term))) return null;
    return planAnswer(plan);
  };

  /** "Difference between Pro and Premium in number of products?": the catalogue sizes side by side. */
  const catalogueComparison = (question: string, terms: string[]): string | null => {
    if (countPattern.test(question) || !wordsIn(plansData.catalogueWords, question)) return null;
    const named = plans.filter((plan) => terms.includes(plan.name.toLowerCase()));
    const compared = named.length >= 2 ? named : named.length === 0 && terms.includes("plan") ? plans : [];
    if (compared.length < 2) return null;
    const sizes = compared.map((plan) => `**${plan.name}** ${catalogueLimit(plan).feature.toLowerCase()}`);
    return `${sizes.join("; ")}. See ${link("Pricing", "/pricing")}.`;
  };

  return { planChannelAnswer, planFeatureAnswer, planFollowUp, catalogPlanAnswer, planYearAnswer, catalogueComparison };
}
