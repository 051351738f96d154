import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const chatDir = import.meta.dirname;
const sources = readdirSync(chatDir, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file),
);

describe("where the chat reads the site's content", () => {
  it("from the build's site data (server/site-data.ts), never by importing the pages' modules", () => {
    const importsOfContent = sources.flatMap((file) => {
      const text = readFileSync(path.join(chatDir, file), "utf8");
      return [...text.matchAll(/^import (?!type )[^;]*?from "(?:\.\.\/)+app\/content\/[^"]+";/gms)].map(
        (match) => `${file}: ${match[0].replace(/\s+/g, " ")}`,
      );
    });
    expect(sources.length).toBeGreaterThan(20);
    expect(importsOfContent).toEqual([]);
  });
});
