import { useId } from "react";
import { type BotChannel, formatRupees, type PricingPlan } from "~/content/pricing";
import { useText } from "~/lib/page-language";
import { Icon, type IconName } from "../icons/Icon";
import { ActionLink } from "../ui/Action";

const periods = ["monthly", "yearly"] as const;

/** Shown while the monthly choice is checked, and while the yearly one is (a CSS :has rule, no script). */
const whilePeriod = {
  monthly: "group-has-[[data-period=yearly]:checked]/pricing:hidden",
  yearly: "hidden group-has-[[data-period=yearly]:checked]/pricing:block",
} as const;

const channelIcons: Record<BotChannel, { icon: IconName; label: string }> = {
  whatsapp: { icon: "message-circle", label: "WhatsApp" },
  instagram: { icon: "instagram", label: "Instagram" },
  website: { icon: "globe", label: "Website" },
};

/**
 * The plan cards with a monthly/yearly switch; each card shows both prices, the chosen one first.
 * The switch is a pair of native radio buttons and CSS shows the chosen period's prices, so it
 * works from the first paint, without any script.
 */
export function PricingPlans({ plans }: { plans: readonly PricingPlan[] }) {
  const id = useId();
  const text = useText();
  return (
    <div className="group/pricing">
      <div className="flex justify-center">
        <fieldset className="inline-flex rounded-full border border-line bg-surface p-1">
          <legend className="sr-only">{text("Billing period")}</legend>
          {periods.map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-full px-5 py-2 font-medium text-sm has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2"
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={option}
                data-period={option}
                defaultChecked={option === "monthly"}
                className="sr-only"
              />
              {text(option === "monthly" ? "Monthly" : "Yearly")}
            </label>
          ))}
        </fieldset>
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
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
              {periods.map((period) => {
                const [main, other] =
                  period === "monthly" ? [plan.monthlyPrice, plan.yearlyPrice] : [plan.yearlyPrice, plan.monthlyPrice];
                return (
                  <div key={period} className={whilePeriod[period]}>
                    <p className="mt-6">
                      <span className="font-bold text-4xl tracking-tight">{formatRupees(main)}</span>
                      <span className="text-ink-muted"> {text(period === "monthly" ? "/month" : "/year")}</span>
                    </p>
                    <p className="mt-1 text-ink-muted text-sm">
                      {text(period === "monthly" ? "or {price} billed yearly" : "or {price} billed monthly", {
                        price: formatRupees(other),
                      })}
                    </p>
                  </div>
                );
              })}
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
