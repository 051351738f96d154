import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticPageHead } from "~/lib/page-head";
import { sitemapXml } from "~/lib/sitemap";
import { sitemapEntries, sitePages } from "~/site-paths";
import { familyFolders, familyModules } from "./family-modules";
import { buildMainNavigation, isNavGroup, navigationPaths } from "./navigation";
import { navigationLinksWithoutPage, pagesMissingFromNavigation } from "./navigation-check";
import { buildPageRegistry, pageRegistry } from "./pages";

// The fixture folder mirrors the family folders: __fixtures__/industry-pages/x.ts is added as
// if it were industry-pages/x.ts.
const fixtureModules = Object.fromEntries(
  Object.entries(import.meta.glob("./__fixtures__/*-pages/*.ts", { eager: true, import: "page" })).map(
    ([file, page]) => [file.replace("./__fixtures__/", "./"), page],
  ),
);
const registry = buildPageRegistry({ ...familyModules, ...fixtureModules });
const fixturePath = "/industries/fixture-trade";
const fixture = registry.find((entry) => entry.path === fixturePath);

describe("a family page added as one content module", () => {
  it("is registered in its family, with its head and its copy", () => {
    expect(fixture).toMatchObject({ family: "industry", lang: "en", head: { heading: "Fixture Trade" } });
    expect(fixture?.copy).toMatchObject({ path: fixturePath, card: expect.any(Object) });
    expect(pageRegistry.some((entry) => entry.path === fixturePath)).toBe(false);
  });

  it("is built as a page rendered by its family's template", () => {
    expect(sitePages(registry)).toContainEqual({ path: fixturePath, module: "routes/industry.tsx" });
  });

  it("gets its head from its own copy", () => {
    const head = staticPageHead(fixturePath, fixture!.head);
    expect(head).toContainEqual({ title: "AI for Fixture Traders | Cleverobotics" });
    expect(head).toContainEqual({ name: "description", content: fixture!.head.description });
  });

  it("is listed in the sitemap", () => {
    const entries = sitemapEntries(registry);
    expect(entries).toContainEqual({ path: fixturePath });
    expect(sitemapXml("https://example.in", entries)).toContain(`<loc>https://example.in${fixturePath}</loc>`);
  });

  it("is linked where it places itself in the header menu, after the pages of its family before it", () => {
    const industries = buildMainNavigation(registry).find((menu) => menu.label === "Industries");
    const more = industries?.items.find((entry) => entry.label === "More industries");
    expect(more && isNavGroup(more) ? more.items.map((link) => link.label) : []).toEqual([
      "Education",
      "Real Estate",
      "Fixture Trade",
    ]);
    expect(pagesMissingFromNavigation(registry)).toEqual([]);
    expect(navigationLinksWithoutPage(registry)).toEqual([]);
  });

  it("is left out of the menu, and named by the navigation check, when it declares no place there", () => {
    const unplaced = registry.map((entry) => (entry.path === fixturePath ? { ...entry, nav: undefined } : entry));
    expect(navigationPaths(buildMainNavigation(unplaced))).not.toContain(fixturePath);
    expect(pagesMissingFromNavigation(unplaced)).toEqual([fixturePath]);
  });

  it("stops the build when it names a menu group the header does not have", () => {
    const misplaced = registry.map((entry) =>
      entry.path === fixturePath
        ? { ...entry, nav: { menu: "Industries", group: "Other trades", label: "Fixture" } }
        : entry,
    );
    expect(() => buildMainNavigation(misplaced)).toThrow(`${fixturePath} (Industries › Other trades)`);
  });
});

describe("the page registry", () => {
  it("holds every module of the family folders", () => {
    const folder = (name: string) => path.join(import.meta.dirname, name);
    const modules = familyFolders.flatMap(({ folder: name }) =>
      readdirSync(folder(name)).filter((file) => !["index.ts", "types.ts"].includes(file)),
    );
    const members = pageRegistry.filter(
      (entry) => entry.lang === "en" && familyFolders.some(({ family }) => family === entry.family),
    );
    expect(members).toHaveLength(modules.length);
  });

  it("has one entry per path and language", () => {
    const keys = pageRegistry.map((entry) => `${entry.lang} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("finds the same pages when read by plain Node (the server and the scripts), in the same order", () => {
    const script =
      'import("./app/content/pages.ts").then(({ pageRegistry }) => console.log(JSON.stringify(pageRegistry.map((entry) => entry.path))))';
    const output = execFileSync("npx", ["tsx", "--eval", script], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      encoding: "utf8",
    });
    expect(JSON.parse(output)).toEqual(pageRegistry.map((entry) => entry.path));
  });
});
