import { channelList, formatRupees, plans } from "../../app/content/pricing";
import { link, listed, planAnswer } from "./knowledge";
import { questionTerms } from "./terms";

/**
 * Questions the plans answer by reasoning rather than by a passage: which plan has a channel,
 * a follow-up about the plan just discussed, and which plan a catalogue of N items needs.
 * Everything is read from app/content/pricing.ts, so a new plan or limit needs no change here.
 */
export const planNames = new Map(plans.map((plan) => [plan.name.toLowerCase(), plan]));

const channelTerms: Record<string, "whatsapp" | "instagram" | "website"> = {
  whatsapp: "whatsapp",
  instagram: "instagram",
  website: "website",
  web: "website",
};

/** `isKnown`: whether the site uses a (question) term at all. */
export function planAnswers(isKnown: (term: string) => boolean) {
  /** "Does Pro include Instagram?", or "that" after talking about a plan: answered from the plans. */
  const planChannelAnswer = (terms: string[], plan: string | undefined): string | null => {
    const channel = terms.map((term) => channelTerms[term]).find(Boolean);
    if (!channel) return null;
    const withChannel = plans.filter((candidate) => candidate.botIntegrations.includes(channel));
    const offer = listed(
      withChannel.map((candidate) => `${candidate.name} (${formatRupees(candidate.monthlyPrice)} a month)`),
    );
    const name = channelList([channel]);
    const asked = plan ? planNames.get(plan) : undefined;
    if (!asked) {
      // "Which plan has Instagram?": a plan asked for by what it covers, and little else.
      if (!terms.includes("plan") || terms.filter((term) => isKnown(term)).length > 4) return null;
      return `${name} bots come with ${offer}. See ${link("Pricing", "/pricing")}.`;
    }
    return asked.botIntegrations.includes(channel)
      ? `Yes. The ${asked.name} plan includes ${name}: it covers ${channelList(asked.botIntegrations)}, for ${formatRupees(asked.monthlyPrice)} a month. See ${link("Pricing", "/pricing")}.`
      : `No. The ${asked.name} plan covers ${channelList(asked.botIntegrations)} only. ${name} comes with ${offer}. See ${link("Pricing", "/pricing")}.`;
  };

  /** A follow-up about the plan just discussed ("and yearly?", "how many items?"): that plan's facts. */
  const planFollowUp = (terms: string[], plan: string | undefined): string | null => {
    const asked = plan ? planNames.get(plan) : undefined;
    if (!asked) return null;
    const own = new Set(questionTerms(`${planAnswer(asked)} year yearly annual month monthly cost price`));
    const about = terms.filter((term) => isKnown(term));
    const hits = about.filter((term) => [...own].some((word) => word === term || word.startsWith(term)));
    return hits.length && hits.length >= about.length / 3 ? planAnswer(asked) : null;
  };

  /** "I have 200 items, which plan?": the smallest plan whose catalogue holds them. */
  const catalogPlanAnswer = (question: string, terms: string[]): { text: string; plan: string } | null => {
    const count = /\b(\d[\d,]*)\s*(?:items?|products?|designs?|skus?|varieties|models|pieces)\b/i.exec(question)?.[1];
    if (!count || !terms.some((term) => term === "plan" || term === "price")) return null;
    const wanted = Number(count.replace(/,/g, ""));
    const limitOf = (plan: (typeof plans)[number]) => {
      const feature = plan.features.find((line) => /catalog/i.test(line)) ?? "";
      if (/unlimited/i.test(feature)) return { limit: Number.POSITIVE_INFINITY, feature };
      return { limit: Number(/up to (\d+)/i.exec(feature)?.[1] ?? 0), feature };
    };
    const fit = plans.find((plan) => limitOf(plan).limit >= wanted);
    if (!fit) return null;
    return {
      text: `For ${wanted.toLocaleString("en-IN")} items, the ${fit.name} plan fits (${limitOf(fit).feature.toLowerCase()}). ${planAnswer(fit)}`,
      plan: fit.name.toLowerCase(),
    };
  };

  return { planChannelAnswer, planFollowUp, catalogPlanAnswer };
}
