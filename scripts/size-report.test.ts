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

  it(`keeps the JavaScript every page loads without interaction within ${budgets.initialJs / 1024} KB`, () => {
    expect(weights.filter((page) => page.jsBytes > budgets.initialJs)).toEqual([]);
  });

  it(`keeps a page without islands to the shell script, within ${budgets.staticPageJs / 1024} KB`, () => {
    const withoutReact = weights.filter((page) => !page.react);
    expect(withoutReact.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/about", "/industries/retail"]),
    );
    expect(withoutReact.filter((page) => page.jsBytes > budgets.staticPageJs)).toEqual([]);
  });

  it(`keeps the CSS of every page within ${budgets.css / 1024} KB`, () => {
    expect(weights.filter((page) => page.cssBytes > budgets.css)).toEqual([]);
  });
});

describe("pages that load React", () => {
  it("tells a page with an island that needs React apart from one whose islands the shell binds", () => {
    expect(needsReact('<form data-island="contact-form"></form>')).toBe(true);
    expect(needsReact('<div data-island="tabs"></div><nav data-island="table-of-contents"></nav>')).toBe(false);
    expect(needsReact("<p>data-island=</p>")).toBe(false);
  });
});
