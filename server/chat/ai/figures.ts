/**
 * The figures in a text, read the way a visitor reads them: prices, percentages, durations,
 * clock times and plain counts, each with its value whatever the digit grouping (₹1,59,990 and
 * 159,990 are the same price). Links are left out: their numbers are addresses, not claims.
 */
export type FigureKind = "money" | "percent" | "duration" | "time" | "count";

export interface Figure {
  kind: FigureKind;
  /** The number (a clock time as "9:00"). */
  value: string;
  /** For a duration: minute, hour, day, week, month or year; for money: the currency. */
  unit?: string;
  /** As written, for the log. */
  text: string;
}

const currencyBefore = /(₹|\brs\.?|\binr|\$|\busd|€|\beur|£|\bgbp)\s*$/i;
const currencies: Record<string, string> = {
  "₹": "INR",
  rs: "INR",
  "rs.": "INR",
  inr: "INR",
  rupee: "INR",
  rupees: "INR",
  "/-": "INR",
  $: "USD",
  usd: "USD",
  "€": "EUR",
  eur: "EUR",
  "£": "GBP",
  gbp: "GBP",
};
const multipliers: Record<string, number> = {
  k: 1000,
  thousand: 1000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  cr: 10_000_000,
};
const durationUnits: Record<string, string> = {
  min: "minute",
  mins: "minute",
  minute: "minute",
  minutes: "minute",
  h: "hour",
  hr: "hour",
  hrs: "hour",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  wk: "week",
  wks: "week",
  month: "month",
  months: "month",
  mo: "month",
  year: "year",
  years: "year",
  yr: "year",
  yrs: "year",
};

/** Digits of other scripts (Tamil, Devanagari) as ASCII digits; NFKC takes care of full-width ones. */
function asciiDigits(text: string): string {
  return text.normalize("NFKC").replace(/[\u0BE6-\u0BEF\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x0be6 ? 0x0be6 : 0x0966));
  });
}

/** The text without link targets and bare URLs. */
function withoutLinks(text: string): string {
  return text.replace(/\]\([^)]*\)/g, "]").replace(/\b(?:https?:\/\/|www\.|wa\.me\/)\S+/gi, " ");
}

/** A number: Indian (1,59,990) or Western (159,990) grouping or none, with an optional decimal part. */
const numberPattern = /(?<![\p{L}\p{N}])(\d{1,2}:\d{2}\b|\d{1,3}(?:,\d{2,3})*,\d{3}(?![\d,]\d)|\d+)(\.\d+)?/gu;
const multiplierAfter = /^\s*(k|thousand|lakhs?|lacs?|crores?|cr)\b/i;
const percentAfter = /^\s*(%|percent\b|per cent\b)/i;
const moneyAfter = /^\s*(rupees?\b|rs\b\.?|inr\b|\/-|usd\b|eur\b|gbp\b)/i;
const durationAfter = /^(?:\s*|-)(?:(?:business|working|calendar)\s+)?([a-z]+)\b/i;

/** A whole number written without trailing zeros after the point ("1.50" → "1.5"). */
const canonical = (value: number) => String(Math.round(value * 1000) / 1000);

export function figuresIn(text: string): Figure[] {
  const source = withoutLinks(asciiDigits(text));
  const figures: Figure[] = [];
  for (const match of source.matchAll(numberPattern)) {
    const [written, whole = "", fraction = ""] = match;
    const start = match.index ?? 0;
    const before = source.slice(Math.max(0, start - 6), start);
    let after = source.slice(start + written.length, start + written.length + 24);

    if (whole.includes(":")) {
      figures.push({
        kind: "time",
        value: String(Number(whole.split(":")[0])) + whole.slice(whole.indexOf(":")),
        text: written,
      });
      continue;
    }
    let value = Number(whole.replace(/,/g, "") + fraction);
    const multiplier = multiplierAfter.exec(after);
    if (multiplier) {
      value *= multipliers[multiplier[1]!.toLowerCase()] ?? 1;
      after = after.slice(multiplier[0].length);
    }
    const currency = currencyBefore.exec(before)?.[1] ?? moneyAfter.exec(after)?.[1];
    if (currency) {
      const unit = currencies[currency.toLowerCase()] ?? currency.toUpperCase();
      figures.push({ kind: "money", value: canonical(value), unit, text: written });
      continue;
    }
    if (percentAfter.test(after)) {
      figures.push({ kind: "percent", value: canonical(value), text: written });
      continue;
    }
    const unit = durationUnits[durationAfter.exec(after)?.[1]?.toLowerCase() ?? ""];
    if (unit) figures.push({ kind: "duration", value: canonical(value), unit, text: written });
    else figures.push({ kind: "count", value: canonical(value), text: written });
  }
  return figures;
}
