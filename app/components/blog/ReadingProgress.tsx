/**
 * A thin bar fixed at the top of the window showing how far the reader has scrolled (0 to 100).
 * It starts at 0; the shell script moves it (app/shell/islands/reading-progress.ts).
 */
export function ReadingProgress({ label = "Reading progress" }: { label?: string }) {
  return (
    <div
      data-island="reading-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div className="h-full origin-left bg-brand-600 dark:bg-brand-400" style={{ transform: "scaleX(0)" }} />
    </div>
  );
}
