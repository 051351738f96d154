import { useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";
import { ActionLink } from "../ui/Action";

export interface PlanFitItem {
  name: string;
  /** "₹39,999 a month". */
  price: string;
  included: boolean;
}

/** Which plans include a solution, or, when none does, why it is quoted per project. */
export function PlanFitList({ plans, quote }: { plans: readonly PlanFitItem[]; quote?: string }) {
  const text = useText();
  return (
    <>
      {quote ? (
        <p className="max-w-3xl rounded-2xl border border-line bg-surface p-6 text-ink-muted">{quote}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={`rounded-2xl border p-6 ${plan.included ? "border-brand-600 bg-surface dark:border-brand-400" : "border-line bg-surface-muted"}`}
            >
              <h3 className="font-semibold text-lg">{plan.name}</h3>
              <p className="mt-1 text-ink-muted text-sm">{plan.price}</p>
              <p
                className={`mt-4 flex items-center gap-2 font-semibold text-sm ${plan.included ? "text-brand-700 dark:text-brand-300" : "text-ink-muted"}`}
              >
                {plan.included && <Icon name="check" className="size-4" />}
                {text(plan.included ? "Included" : "Not in this plan")}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <ActionLink
          action={{ label: text("Compare plans"), to: "/pricing", context: text("prices and features") }}
          variant="secondary"
        />
        <ActionLink action={{ label: text("Ask for a quote"), to: "/contact?topic=pricing" }} variant="secondary" />
      </div>
    </>
  );
}
