import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARTICLES_DIR } from "./articles.server";
import { formatRupees, plans } from "./pricing";

// Copy in TypeScript reads plan prices from pricing.ts; Markdown articles type them. Either way,
// a figure written next to a plan's name must be that plan's current monthly or yearly price.

const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const names = plans.map((plan) => plan.name).join("|");
const figure = "₹[\\d,]+";
/** "Pro at ₹39,999", "the Starter plan is ₹15,999", "₹15,999 a month on Starter". */
const quotes = [
  new RegExp(`\\b(?<name>${names})\\b(?: plan)?(?: is| at)? (?<figure>${figure})`, "g"),
  new RegExp(`(?<figure>${figure})(?: a month| a year)? (?:on|for) (?:the )?(?<name>${names})\\b`, "g"),
];

function quotedPrices(text: string): { name: string; figure: string }[] {
  return quotes.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      name: match.groups?.name ?? "",
      figure: match.groups?.figure ?? "",
    })),
  );
}

function expectCurrent(source: string, text: string) {
  for (const { name, figure } of quotedPrices(text)) {
    const plan = plans.find((candidate) => candidate.name === name);
    const current = plan ? [formatRupees(plan.monthlyPrice), formatRupees(plan.yearlyPrice)] : [];
    expect(current, `${source} quotes ${name} at ${figure}`).toContain(figure.replace(/,$/, ""));
  }
}

describe("plan prices quoted in copy", () => {
  it("are found next to a plan's name, before or after it", () => {
    expect(quotedPrices("Pro at ₹1 and the Starter plan is ₹2; ₹3 a month on Premium, ₹4 for the Pro.")).toEqual([
      { name: "Pro", figure: "₹1" },
      { name: "Starter", figure: "₹2" },
      { name: "Premium", figure: "₹3" },
      { name: "Pro", figure: "₹4" },
    ]);
  });

  it.each(Object.entries(contentModules))("in %s are the plans' current prices", (file, exports) => {
    for (const text of strings(exports)) expectCurrent(file, text);
  });

  it.each(readdirSync(ARTICLES_DIR).filter((name) => name.endsWith(".md")))(
    "in the article %s are the plans' current prices",
    (name) => expectCurrent(name, readFileSync(path.join(ARTICLES_DIR, name), "utf8")),
  );
});
