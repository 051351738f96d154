import type { Figure } from "~/content/types";

/** Headline numbers as a definition list: the number large, its meaning below. */
export function FigureList({ figures, onBrand = false }: { figures: readonly Figure[]; onBrand?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse">
          <dt className={`mt-1 text-sm ${onBrand ? "text-brand-100" : "text-ink-muted"}`}>{figure.label}</dt>
          <dd
            className={`font-bold text-3xl tracking-tight ${onBrand ? "text-white" : "text-brand-700 dark:text-brand-300"}`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
