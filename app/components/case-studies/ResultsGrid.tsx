import { metricLabel } from "~/lib/metric-label";
import { useTamil } from "~/lib/page-language";

/** A case study's headline results in three columns: value, and the metric name as an uppercase label. */
export function ResultsGrid({
  results,
  size = "small",
}: {
  results: Readonly<Record<string, string>>;
  size?: "small" | "large";
}) {
  const large = size === "large";
  // Tamil has no capitals and no hyphenation dictionary: its labels are neither spaced nor cut.
  const tamilLabels = useTamil()?.metricLabels;
  return (
    <dl
      className={`grid ${tamilLabels ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-3"} ${large ? "gap-3 sm:gap-6" : "gap-3"}`}
    >
      {Object.entries(results).map(([name, value]) => (
        <div
          key={name}
          className={`flex min-w-0 flex-col-reverse rounded-xl bg-surface-muted text-center ${large ? "px-2 py-4 sm:p-6" : "px-2 py-3"}`}
        >
          <dt
            className={`mt-1 font-semibold text-ink-muted ${tamilLabels ? "" : "hyphens-auto break-words uppercase tracking-wide"} ${large ? "text-[0.6875rem] leading-tight sm:text-sm" : "text-[0.6875rem] leading-tight"}`}
          >
            {tamilLabels?.[name] ?? metricLabel(name)}
          </dt>
          <dd className={`font-bold text-brand-700 dark:text-brand-300 ${large ? "text-xl sm:text-4xl" : "text-xl"}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
