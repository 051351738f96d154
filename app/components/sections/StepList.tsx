import type { ProcessStep } from "~/content/types";

const columns: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" };

export function StepList({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${columns[steps.length] ?? "lg:grid-cols-4"}`}>
      {steps.map((step) => (
        <li key={step.step} className="rounded-2xl border border-line bg-surface p-6">
          <p aria-hidden="true" className="font-bold text-3xl text-brand-600 dark:text-brand-300">
            {String(step.step).padStart(2, "0")}
          </p>
          <h3 className="mt-2 font-semibold text-lg">
            <span className="sr-only">Step {step.step}: </span>
            {step.label}
          </h3>
          <p className="mt-2 text-ink-muted text-sm">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
