import type { DayMoment } from "~/content/industry-pages/types";
import { useText } from "~/lib/page-language";

function Timeline({ title, moments, after }: { title: string; moments: readonly DayMoment[]; after: boolean }) {
  return (
    <div
      className={`rounded-2xl border p-6 ${after ? "border-brand-600 bg-surface dark:border-brand-400" : "border-line bg-surface"}`}
    >
      <h3 className="font-semibold text-lg">{title}</h3>
      <ol className="mt-4 space-y-4">
        {moments.map((moment) => (
          <li key={moment.time} className="grid gap-1 sm:grid-cols-[5.5rem_1fr] sm:gap-3">
            <p className="font-semibold text-sm tabular-nums">{moment.time}</p>
            <p className="text-ink-muted text-sm">{moment.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The same working day without and with automation, side by side on wide screens. */
export function DayComparison({ before, after }: { before: readonly DayMoment[]; after: readonly DayMoment[] }) {
  const text = useText();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Timeline title={text("Before")} moments={before} after={false} />
      <Timeline title={text("After")} moments={after} after />
    </div>
  );
}
