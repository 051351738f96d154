import { describe, expect, it } from "vitest";
import { componentText } from "~/content/ta/chrome";

// The components as written: each fixed text they pass to useText()'s `text(...)`.
const sources = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "!/app/**/*.test.{ts,tsx}"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const textCalls = Object.entries(sources).flatMap(([file, source]) =>
  [...source.matchAll(/\btext\(\s*"((?:[^"\\]|\\.)*)"/gu)].map((match) => ({
    file,
    english: JSON.parse(`"${match[1]}"`) as string,
  })),
);

describe("a component's fixed texts", () => {
  it("are found in the components", () => {
    expect(textCalls.length).toBeGreaterThan(80);
  });

  it("each have their Tamil, so a Tamil page shows no English label", () => {
    const untranslated = textCalls.filter(({ english }) => !(english in componentText));
    expect(untranslated).toEqual([]);
  });

  it("keep the values they name in braces in their Tamil", () => {
    for (const { english } of textCalls) {
      const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]).sort();
      expect(slots(componentText[english] ?? english), english).toEqual(slots(english));
    }
  });
});
