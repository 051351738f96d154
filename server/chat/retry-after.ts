const FALLBACK_SECONDS = 30;
const MAX_SECONDS = 86_400;

/** A Retry-After header (seconds or an HTTP date) as seconds from now; 30 when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? "";
  if (/^\d+$/.test(value)) return Math.min(Number(value), MAX_SECONDS);
  // Dates always name a weekday or month; this keeps Date.parse's lenient guesses out.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return FALLBACK_SECONDS;
  return Math.min(Math.max(0, Math.ceil((date - now) / 1000)), MAX_SECONDS);
}
