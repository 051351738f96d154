import { readingProgress } from "~/lib/blog/reading-progress";

/** The reading-progress bar of an article (components/blog/ReadingProgress.tsx), updated at most once a frame. */
export function bind(root: HTMLElement): void {
  const bar = root.firstElementChild as HTMLElement | null;
  let frame = 0;
  const update = () => {
    frame = 0;
    const progress = readingProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
    root.setAttribute("aria-valuenow", String(Math.round(progress)));
    if (bar) bar.style.transform = `scaleX(${progress / 100})`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
}
