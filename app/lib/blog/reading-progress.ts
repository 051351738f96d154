/**
 * How far through the page the reader is: scroll position over
 * scrollable height, times 100, kept within 0 to 100. A page that cannot scroll reads as 0.
 */
export function readingProgress(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}
