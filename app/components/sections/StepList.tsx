import type { ProcessStep } from "~/content/types";
import { cardColumns } from "~/lib/card-columns";
import { useText } from "~/lib/page-language";

export function StepList({ steps }: { steps: readonly ProcessStep[] }) {
  const text = useText();
  return (
    // Five steps read as one row on a wide screen (xl); below it, rows without a lone step.
    <ol className={`grid gap-6 ${cardColumns(steps.length, 4)} ${steps.length === 5 ? "xl:grid-cols-5" : ""}`}>
      {steps.map((step) => (
        <li key={step.step} className="rounded-2xl border border-line bg-surface p-6">
          <p aria-hidden="true" className="font-bold text-3xl text-brand-600 dark:text-brand-300">
            {String(step.step).padStart(2, "0")}
          </p>
          <h3 className="mt-2 font-semibold text-lg">
            <span className="sr-only">{text("Step {step}: ", { step: step.step })}</span>
            {step.label}
          </h3>
          <p className="mt-2 text-ink-muted text-sm">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
