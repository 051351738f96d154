import type { BotChannel, PricingPlan } from "../../../app/content/pricing";
import { channelList, formatRupees } from "../../../app/lib/plan-figures";
import { siteData } from "../../site-data";
import type { Slots } from "../reader/corpus";
import type { Speaker } from "./language";

const { plans, pricingPage } = siteData;
const { planCopy, pricingPage: tamilPricingPage } = siteData.ta;

/**
 * The answers about the plans, composed from app/content/pricing.ts and the Tamil plan copy:
 * the list, a plan's price and features, and which plan a catalogue on some channels needs,
 * with the reason the smaller plan does not do.
 */
const tamilChannels: Record<BotChannel, string> = { whatsapp: "WhatsApp", instagram: "Instagram", website: "இணையதளம்" };

const channelsIn = (speaker: Speaker, channels: readonly BotChannel[]) =>
  speaker.language === "ta" ? channels.map((channel) => tamilChannels[channel]).join(", ") : channelList(channels);

const features = (speaker: Speaker, plan: PricingPlan) =>
  speaker.language === "ta" ? planCopy[plan.name].features : plan.features;

/** The most items a plan's catalogue holds, read from its feature line ("Catalogue of up to 10 items"). */
export function catalogueLimit(plan: PricingPlan): number {
  const line = plan.features.find((feature) => /catalog/i.test(feature)) ?? "";
  return /unlimited/i.test(line) ? Number.POSITIVE_INFINITY : Number(/up to (\d+)/i.exec(line)?.[1] ?? 0);
}

const catalogueLine = (speaker: Speaker, plan: PricingPlan) => {
  const index = plan.features.findIndex((feature) => /catalog/i.test(feature));
  return features(speaker, plan)[index] ?? "";
};

const planNamed = (name: Slots["plan"]) => plans.find((plan) => plan.name === name);

export function plansList(speaker: Speaker): string {
  const lines = plans.map((plan) =>
    speaker.say("planSummary", {
      plan: plan.name,
      price: formatRupees(plan.monthlyPrice),
      yearly: formatRupees(plan.yearlyPrice),
      channels: channelsIn(speaker, plan.botIntegrations),
      catalogue: catalogueLine(speaker, plan),
    }),
  );
  return [speaker.say("plansIntro"), ...lines, speaker.say("plansClose")].join("\n");
}

export const planLine = (speaker: Speaker) =>
  plans
    .map((plan) =>
      speaker.say("planLine", {
        plan: plan.name,
        price: formatRupees(plan.monthlyPrice),
        channels: channelsIn(speaker, plan.botIntegrations),
      }),
    )
    .join(speaker.language === "ta" ? "; " : ", ");

export function planPrice(speaker: Speaker, slots: Slots): string {
  const plan = planNamed(slots.plan);
  if (!plan) {
    const list = (price: (plan: PricingPlan) => number) =>
      plans.map((each) => `${each.name} ${formatRupees(price(each))}`).join(", ");
    return speaker.say("priceAll", {
      monthly: list((each) => each.monthlyPrice),
      yearly: list((each) => each.yearlyPrice),
    });
  }
  const values = { plan: plan.name, monthly: formatRupees(plan.monthlyPrice), yearly: formatRupees(plan.yearlyPrice) };
  return speaker.say(slots.period === "yearly" ? "priceOneYearly" : "priceOne", values);
}

export function planFeatures(speaker: Speaker, slots: Slots): string {
  const plan = planNamed(slots.plan);
  if (!plan) return plansList(speaker);
  const asked = slots.channels?.[0];
  if (asked) {
    if (plan.botIntegrations.includes(asked)) {
      return `${speaker.say("channelIncluded", { plan: plan.name, channel: channelsIn(speaker, [asked]) })} ${speaker.say("faqMore", { page: speaker.page("/pricing") })}`;
    }
    const fitting = plans
      .filter((each) => each.botIntegrations.includes(asked))
      .map((each) => speaker.say("fittingPlan", { plan: each.name, price: formatRupees(each.monthlyPrice) }));
    return `${speaker.say("channelMissing", {
      plan: plan.name,
      channels: channelsIn(speaker, plan.botIntegrations),
      channel: channelsIn(speaker, [asked]),
      fitting: fitting.join(speaker.language === "ta" ? ", " : " and "),
    })} ${speaker.say("faqMore", { page: speaker.page("/pricing") })}`;
  }
  return speaker.say("featuresOne", {
    plan: plan.name,
    monthly: formatRupees(plan.monthlyPrice),
    channels: channelsIn(speaker, plan.botIntegrations),
    features: features(speaker, plan)
      .map((line) => `- ${line}`)
      .join("\n"),
  });
}

/** The channels the visitor sells on: those named, less those excluded; WhatsApp when none is named. */
function channelsWanted(slots: Slots): BotChannel[] {
  const named = (slots.channels ?? []).filter((channel) => !slots.excluded?.includes(channel));
  return named.length ? named : ["whatsapp"];
}

/** The smallest plan whose catalogue holds the items and whose bots cover the channels the visitor sells on. */
export function planFitting(slots: Slots): PricingPlan | undefined {
  if (slots.items === undefined && !slots.channels?.length) return undefined;
  const channels = channelsWanted(slots);
  return plans.find(
    (plan) =>
      catalogueLimit(plan) >= (slots.items ?? 0) && channels.every((channel) => plan.botIntegrations.includes(channel)),
  );
}

export function planRecommendation(speaker: Speaker, slots: Slots): string {
  if (slots.items === undefined && !slots.channels?.length) {
    const limit = (name: PricingPlan["name"]) => catalogueLimit(planNamed(name) as PricingPlan);
    return speaker.say("recommendAsk", { starterLimit: limit("Starter"), proLimit: limit("Pro") });
  }
  const channels = channelsWanted(slots);
  const items = slots.items ?? 0;
  const needParts = [
    ...(slots.items !== undefined
      ? [speaker.say("recommendNeed", { items: slots.items.toLocaleString("en-IN") })]
      : []),
    speaker.say(slots.items !== undefined ? "recommendOn" : "recommendChannels", {
      channels: channelsIn(speaker, channels),
    }),
  ];
  const need = needParts.join(" ");
  const fits = (plan: PricingPlan) =>
    catalogueLimit(plan) >= items && channels.every((channel) => plan.botIntegrations.includes(channel));
  const plan = plans.find(fits);
  if (!plan) return speaker.say("noPlanFits", { need });
  const named = planNamed(slots.plan);
  const why = plans
    .slice(0, plans.indexOf(plan))
    .slice(-1)
    .map((smaller) => {
      const missing = channels.find((channel) => !smaller.botIntegrations.includes(channel));
      return catalogueLimit(smaller) < items
        ? speaker.say("whyCatalogue", { smaller: smaller.name, limit: catalogueLimit(smaller) })
        : speaker.say("whyChannel", { smaller: smaller.name, channel: channelsIn(speaker, [missing as BotChannel]) });
    })
    .join("");
  const fit = speaker.say("recommendFit", {
    need,
    plan: plan.name,
    price: formatRupees(plan.monthlyPrice),
    yearly: formatRupees(plan.yearlyPrice),
    catalogue: catalogueLine(speaker, plan),
    why,
  });
  if (!named || named === plan) {
    return named
      ? `${speaker.say("planEnough", { plan: plan.name, need, catalogue: catalogueLine(speaker, plan) })} ${fit}`
      : fit;
  }
  return fits(named)
    ? `${speaker.say("planEnough", { plan: named.name, need, catalogue: catalogueLine(speaker, named) })} ${fit}`
    : `${speaker.say("planNotEnough", { plan: named.name, need })} ${fit}`;
}

/** The pricing page's questions (setup fee, running costs, yearly billing, changing plan, paying), by index. */
export const pricingQuestions = {
  en: pricingPage.faq,
  ta: tamilPricingPage.faq,
} as const;
