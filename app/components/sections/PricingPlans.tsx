import { useId, useState } from "react";
import { type BotChannel, formatRupees, type PricingPlan } from "~/content/pricing";
import { useText } from "~/lib/page-language";
import { Icon, type IconName } from "../icons/Icon";
import { ActionLink } from "../ui/Action";

type Period = "monthly" | "yearly";

const channelIcons: Record<BotChannel, { icon: IconName; label: string }> = {
  whatsapp: { icon: "message-circle", label: "WhatsApp" },
  instagram: { icon: "instagram", label: "Instagram" },
  website: { icon: "globe", label: "Website" },
};

/** The plan cards with a monthly/yearly switch; each card shows both prices, the chosen one first. */
export function PricingPlans({ plans }: { plans: readonly PricingPlan[] }) {
  const [period, setPeriod] = useState<Period>("monthly");
  const id = useId();
  const text = useText();
  return (
    <div>
      <div className="flex justify-center">
        <fieldset className="inline-flex rounded-full border border-line bg-surface p-1">
          <legend className="sr-only">{text("Billing period")}</legend>
          {(["monthly", "yearly"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={period === option}
              onClick={() => setPeriod(option)}
              className="rounded-full px-5 py-2 font-medium text-sm aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {text(option === "monthly" ? "Monthly" : "Yearly")}
            </button>
          ))}
        </fieldset>
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const main = period === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
          const other = period === "monthly" ? plan.yearlyPrice : plan.monthlyPrice;
          return (
            <li
              key={plan.name}
              aria-labelledby={`${id}-${plan.name}`}
              className={`relative flex flex-col rounded-2xl border bg-surface p-8 ${
                plan.popular ? "border-brand-600 shadow-xl ring-2 ring-brand-600" : "border-line shadow-sm"
              }`}
            >
              {plan.popular && (
                <p className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 font-semibold text-white text-xs">
                  {text("Most Popular")}
                </p>
              )}
              <h2 id={`${id}-${plan.name}`} className="font-bold text-2xl">
                {plan.name}
              </h2>
              <p className="mt-2 text-ink-muted">{plan.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={text("Bot integrations")}>
                {plan.botIntegrations.map((channel) => (
                  <li
                    key={channel}
                    className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-sm"
                  >
                    <Icon name={channelIcons[channel].icon} className="size-4" />
                    {text(channelIcons[channel].label)}
                  </li>
                ))}
              </ul>
              <p className="mt-6">
                <span className="font-bold text-4xl tracking-tight">{formatRupees(main)}</span>
                <span className="text-ink-muted"> {text(period === "monthly" ? "/month" : "/year")}</span>
              </p>
              <p className="mt-1 text-ink-muted text-sm">
                {text(period === "monthly" ? "or {price} billed yearly" : "or {price} billed monthly", {
                  price: formatRupees(other),
                })}
              </p>
              <div className="mt-6" data-event="pricing_plan_clicked" data-event-label={plan.name}>
                <ActionLink
                  action={{ label: text("Contact Sales"), to: "/contact" }}
                  variant={plan.popular ? "primary" : "secondary"}
                >
                  {text("Contact Sales")}
                  <span className="sr-only">{text(" about the {plan} plan", { plan: plan.name })}</span>
                </ActionLink>
              </div>
              <ul className="mt-8 space-y-2.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 text-brand-700 dark:text-brand-300" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
