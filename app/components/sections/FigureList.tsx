import type { Figure } from "~/content/types";

/** Headline numbers as a definition list: the number large, its meaning below. */
export function FigureList({ figures, onBrand = false }: { figures: readonly Figure[]; onBrand?: boolean }) {
  return (
    // Three figures stack on a phone and share a row from sm; four go two by two; wide screens take one row.
    <dl
      className={`grid gap-6 ${figures.length === 3 ? "sm:grid-cols-3" : "grid-cols-2"} ${figures.length > 4 && figures.length % 3 !== 1 ? "sm:grid-cols-3" : ""} lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none`}
    >
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
