import { useText } from "~/lib/page-language";

/** The bar of a goal tile is capped at 100% wide; the number is shown as it is (126% stays 126%). */
export function barWidth(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

export interface Goal {
  label: string;
  progress: number;
  current: string;
  target: string;
}

export function GoalTiles({ goals }: { goals: readonly Goal[] }) {
  const text = useText();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {goals.map((goal) => (
        <li key={goal.label} className="rounded-xl border border-line bg-surface p-4">
          <div className="flex items-baseline justify-between gap-2">
            <p className="font-medium text-sm">{goal.label}</p>
            <p className="font-bold text-brand-700 dark:text-brand-300">{goal.progress}%</p>
          </div>
          <div
            role="progressbar"
            aria-label={goal.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={barWidth(goal.progress)}
            aria-valuetext={text("{progress}% of goal", { progress: goal.progress })}
            className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${barWidth(goal.progress)}%` }} />
          </div>
          <p className="mt-2 text-ink-muted text-xs">
            {text("{current} of {target}", { current: goal.current, target: goal.target })}
          </p>
        </li>
      ))}
    </ul>
  );
}
