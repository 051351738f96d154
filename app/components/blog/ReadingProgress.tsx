import { useEffect, useState } from "react";
import { readingProgress } from "~/lib/blog/reading-progress";

/** A thin bar fixed at the top of the window showing how far the reader has scrolled (0 to 100). */
export function ReadingProgress({ label = "Reading progress" }: { label?: string }) {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setProgress(readingProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight));
    };
    // At most one update per frame, however often the browser reports scrolling.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  return (
    <div
      data-island="reading-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className="h-full origin-left bg-brand-600 dark:bg-brand-400"
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}
