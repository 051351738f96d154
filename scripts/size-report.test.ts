import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { IslandsManifest } from "./islands-build";
import { budgets, formatReport, measurePages, needsReact, type PageWeight } from "./size-report";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
let weights: PageWeight[];

beforeAll(async () => {
  weights = await measurePages(clientDir);
  console.log(formatReport(weights.slice(0, 5)));
});

describe("size budgets (after gzip)", () => {
  it("measures every built page", () => {
    expect(weights.length).toBeGreaterThan(60);
    expect(weights.every((page) => page.jsBytes > 0 && page.cssBytes > 0)).toBe(true);
  });

  it("counts the shell script, which every page loads after its first paint, on every page", async () => {
    const { shell } = JSON.parse(await readFile(path.join(clientDir, "../islands.json"), "utf8")) as IslandsManifest;
    const shellBytes = gzipSync(await readFile(path.join(clientDir, shell)), { level: 9 }).length;
    expect(weights.filter((page) => page.jsBytes < shellBytes)).toEqual([]);
  });

  it(`keeps the JavaScript every page loads before any interaction within ${budgets.initialJs / 1024} KB`, () => {
    expect(weights.filter((page) => page.jsBytes > budgets.initialJs)).toEqual([]);
    // The pages whose forms and filters are React islands load it only on the first touch.
    expect(weights.filter((page) => page.react).map((page) => page.path)).toEqual(
      expect.arrayContaining(["/contact", "/integrations", "/blog", "/ai-agents"]),
    );
  });

  it(`keeps what a React island fetches on the first touch within ${budgets.firstTouchJs / 1024} KB`, () => {
    const react = weights.filter((page) => page.react);
    // React itself is in it: an island that fetched only its own module would be far lighter.
    expect(react.filter((page) => page.firstTouchJsBytes < 40 * 1024)).toEqual([]);
    expect(react.filter((page) => page.firstTouchJsBytes > budgets.firstTouchJs)).toEqual([]);
  });

  it(`keeps the CSS of every page within ${budgets.css / 1024} KB`, () => {
    expect(weights.filter((page) => page.cssBytes > budgets.css)).toEqual([]);
  });
});

describe("pages that load React", () => {
  it("tells a page with an island that needs React apart from one whose islands the shell binds", () => {
    expect(
      needsReact('<astro-island uid="1" component-url="/_astro/contact-form.js"><form></form></astro-island>'),
    ).toBe(true);
    expect(needsReact('<div data-island="tabs"></div><nav data-island="table-of-contents"></nav>')).toBe(false);
    expect(needsReact("<p>&lt;astro-island&gt;</p>")).toBe(false);
  });
});
