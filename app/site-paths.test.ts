import { describe, expect, it } from "vitest";
import { navigationLinksWithoutPage, pagesMissingFromNavigation } from "./content/navigation-check";
import { pageRegistry } from "./content/pages";
import { contentPaths, NOT_FOUND_PATH, sitePages } from "./site-paths";

describe("the pages the site builds", () => {
  const pages = sitePages();

  it("builds each page once", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds every registered page in its family's module, every article and case study, and the 404 page", () => {
    expect(pages.filter((page) => !page.slug && page.path !== NOT_FOUND_PATH).map((page) => page.path)).toEqual(
      pageRegistry.map((entry) => entry.path),
    );
    expect(pages.filter((page) => page.slug).map((page) => page.path)).toEqual(
      contentPaths().map((entry) => entry.path),
    );
    expect(pages).toContainEqual({ path: NOT_FOUND_PATH, module: "routes/not-found.tsx" });
    expect(pages).toContainEqual(
      expect.objectContaining({ module: "routes/article.tsx", path: expect.stringMatching(/^\/blog\/[\w-]+$/) }),
    );
    expect(pages).toContainEqual(
      expect.objectContaining({
        module: "routes/case-study.tsx",
        path: expect.stringMatching(/^\/case-studies\/[\w-]+$/),
      }),
    );
  });

  it("gives an article or case study its slug", () => {
    for (const page of pages.filter((entry) => entry.slug)) expect(page.path.endsWith(`/${page.slug}`)).toBe(true);
  });
});

describe("navigation", () => {
  it("reaches every section of the site from the header menu", () => {
    expect(pagesMissingFromNavigation(pageRegistry)).toEqual([]);
  });

  it("links only to registered pages", () => {
    expect(navigationLinksWithoutPage(pageRegistry)).toEqual([]);
  });
});
