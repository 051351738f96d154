import { describe, expect, it } from "vitest";
import { pageRegistry } from "./pages";
import { plans } from "./pricing";
import { visibleTexts } from "./ta/script-share";

/** Every text a visitor reads on a registered page, in either language, with where it is. */
const pageTexts = pageRegistry.flatMap((entry) =>
  visibleTexts([entry.head, entry.copy]).map((text) => ({ path: entry.path, text })),
);
// The English copy as written, articles included (their words are not in the page registry).
const englishSources = import.meta.glob<string>(
  ["./**/*.{ts,md}", "!./ta/**", "!./**/*.test.ts", "!./__fixtures__/**"],
  {
    eager: true,
    query: "?raw",
    import: "default",
  },
);

/** The headline figures ({ value, label }) anywhere in a copy. */
function figures(copy: unknown): { value: string; label: string }[] {
  if (Array.isArray(copy)) return copy.flatMap(figures);
  if (!copy || typeof copy !== "object") return [];
  const { value, label } = copy as { value?: unknown; label?: unknown };
  const own = typeof value === "string" && typeof label === "string" ? [{ value, label }] : [];
  return [...own, ...Object.values(copy).flatMap(figures)];
}

/** The sample conversations (`chat: [...]`) anywhere in a copy. */
function chats(copy: unknown): unknown[] {
  if (Array.isArray(copy)) return copy.flatMap(chats);
  if (!copy || typeof copy !== "object") return [];
  return Object.entries(copy).flatMap(([key, value]) => (key === "chat" ? [value] : chats(value)));
}

describe("the copy agrees with itself, in both languages", () => {
  it("reads the pages of both languages", () => {
    const paths = new Set(pageTexts.map((entry) => entry.path));
    expect(paths).toContain("/pricing");
    expect(paths).toContain("/ta/pricing");
    expect(pageTexts.length).toBeGreaterThan(3000);
  });

  it("prices a year at ten months, and promises no other yearly discount", () => {
    for (const plan of plans) expect(plan.yearlyPrice, plan.name).toBe(plan.monthlyPrice * 10);
    const discounts = pageTexts.filter(({ text }) =>
      /discounts? (?:of )?up to \d+\s?%|\d+\s?% வரை தள்ளுபடி|up to \d+\s?% (?:off|discount)/iu.test(text),
    );
    expect(discounts).toEqual([]);
    const yearlyAnswers = pageTexts.filter(({ text }) => /billed yearly|வருடக் கட்டணம்/u.test(text));
    expect(yearlyAnswers.length).toBeGreaterThan(0);
  });

  it("counts the 500+ as automated processes everywhere, never as businesses", () => {
    const labels = pageRegistry.flatMap((entry) =>
      figures(entry.copy)
        .filter((figure) => figure.value === "500+")
        .map((figure) => ({ path: entry.path, label: figure.label })),
    );
    expect(labels.length).toBeGreaterThanOrEqual(4);
    for (const { path, label } of labels) {
      expect(label, path).toMatch(/process|வேலை முறை/iu);
      expect(label, path).not.toMatch(/business|வியாபார/iu);
    }
  });

  it("marks a dollar figure as US$, and shows Tamil visitors no dollars in an example shop's chat", () => {
    const bareDollars = pageTexts.filter(({ text }) => /(?<!US)\$\s?\d/u.test(text));
    expect(bareDollars).toEqual([]);
    const tamilChats = pageRegistry
      .filter((entry) => entry.lang === "ta")
      .flatMap((entry) => visibleTexts(chats(entry.copy)))
      .filter((text) => text.includes("$"));
    expect(tamilChats).toEqual([]);
  });

  it("spells catalogue one way, in Indian English", () => {
    const american = Object.entries(englishSources).flatMap(([file, source]) =>
      [...source.matchAll(/\bcatalogs?\b/giu)].map((match) => `${file}: ${match[0]}`),
    );
    expect(american).toEqual([]);
  });
});
