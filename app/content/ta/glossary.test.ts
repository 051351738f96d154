import { describe, expect, it } from "vitest";
import { keptInLatin, tamilGlossary, writtenInTamilScript } from "./glossary";
import { visibleTexts } from "./script-share";

const copyModules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts", "!./glossary.ts", "!./script-share.ts", "!./translation.ts"],
  { eager: true },
);
// Every source file of the site that holds Tamil, read as written (components and letters too).
const sources = import.meta.glob<string>(
  ["/app/**/*.{ts,tsx}", "!/app/**/*.test.{ts,tsx}", "!/app/content/ta/glossary.ts"],
  {
    eager: true,
    query: "?raw",
    import: "default",
  },
);

const tamilScript = /[\u0B80-\u0BFF]/u;

/** A visitor's own words in a sample chat, or quoted in a sentence, are theirs: not checked. */
function withoutVisitorWords(copy: unknown): unknown {
  if (Array.isArray(copy)) return copy.map(withoutVisitorWords);
  if (copy && typeof copy === "object") {
    if ((copy as { from?: unknown }).from === "customer") return undefined;
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, withoutVisitorWords(value)]));
  }
  return typeof copy === "string" ? copy.replace(/“[^”]*”/gu, "") : copy;
}

const tamilStrings = Object.entries(copyModules).flatMap(([file, exports]) =>
  visibleTexts(withoutVisitorWords(exports))
    .filter((text) => tamilScript.test(text))
    .map((text) => ({ file, text })),
);

// The products' names are brands, written as the brand is.
const brandNames = ["Smart AI WhatsApp Chatbot", "WhatsApp Sales Management"];
const latinWord = new RegExp(`(?<![A-Za-z])(${writtenInTamilScript.join("|")})(?![A-Za-z])`, "giu");

describe("the Tamil glossary", () => {
  it("reads the Tamil copy", () => {
    expect(tamilStrings.length).toBeGreaterThan(2000);
  });

  it("names one Tamil word for each thing, and none of the words it forbids", () => {
    const names = tamilGlossary.map((entry) => entry.en);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of tamilGlossary) {
      for (const avoided of entry.avoid ?? []) expect(entry.ta).not.toContain(avoided);
    }
  });

  it.each(tamilGlossary.filter((entry) => entry.avoid).map((entry) => [entry.en, entry] as const))(
    "%s: no Tamil text uses a forbidden variant",
    (_en, entry) => {
      const found = Object.entries(sources).flatMap(([file, source]) =>
        tamilScript.test(source)
          ? (entry.avoid ?? []).filter((avoided) => source.includes(avoided)).map((avoided) => `${file}: ${avoided}`)
          : [],
      );
      expect(found, `write “${entry.ta}”`).toEqual([]);
    },
  );

  it("writes borrowed words in Tamil script, keeping Latin letters for names and acronyms", () => {
    const found = tamilStrings.flatMap(({ file, text }) => {
      const unbranded = brandNames.reduce((rest, name) => rest.replaceAll(name, ""), text);
      return [...unbranded.matchAll(latinWord)].map((match) => `${file}: ${match[0]} in “${text.slice(0, 60)}…”`);
    });
    expect(found).toEqual([]);
  });

  it("keeps no word in Latin letters that it also tells to write in Tamil script", () => {
    const latin = new Set<string>(keptInLatin.map((word) => word.toLowerCase()));
    expect(writtenInTamilScript.filter((word) => latin.has(word.toLowerCase()))).toEqual([]);
  });
});
