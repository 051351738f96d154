import type { BotChannel, PlanFit, PricingPlan } from "../content/pricing";

/**
 * How copy quotes the plans' figures: the pages build them from app/content/pricing.ts, the
 * server from the build's copy of the same plans.
 */
const channelNames: Record<BotChannel, string> = { whatsapp: "WhatsApp", instagram: "Instagram", website: "website" };

/** ₹15,999 — Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}

export function channelList(channels: readonly BotChannel[]): string {
  const names = channels.map((channel) => channelNames[channel]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/** Every plan with its monthly price and whether it includes what `fit` names. */
export function plansFittingOf(
  plans: readonly PricingPlan[],
  fit: PlanFit,
): { name: PricingPlan["name"]; monthlyPrice: number; included: boolean }[] {
  if (fit.kind === "feature" && !plans.some((plan) => plan.features.includes(fit.feature))) {
    throw new Error(`No plan lists the feature "${fit.feature}" (app/content/pricing.ts)`);
  }
  const first = fit.kind === "feature" ? plans.findIndex((plan) => plan.features.includes(fit.feature)) : -1;
  return plans.map((plan, index) => ({
    name: plan.name,
    monthlyPrice: plan.monthlyPrice,
    included:
      fit.kind === "channel" ? plan.botIntegrations.includes(fit.channel) : fit.kind === "feature" && index >= first,
  }));
}
