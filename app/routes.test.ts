import { describe, expect, it } from "vitest";
import { navigationLinksWithoutPage, pagesMissingFromNavigation } from "./content/navigation-check";
import { pageRegistry } from "./content/pages";
import routes from "./routes";

const routePaths = routes.map((route) => route.path ?? "/");
const staticPaths = routePaths.filter((path) => !path.includes(":") && path !== "*");

describe("route table", () => {
  it("gives every route its own id, equal to its path", () => {
    expect(routes.map((route) => route.id)).toEqual(routePaths);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it("has a route for every registered page, and no static route without a page", () => {
    expect([...staticPaths].sort()).toEqual(pageRegistry.map((entry) => entry.path).sort());
  });

  it("has the catch-all 404 route and the article and case-study slug routes", () => {
    expect(routePaths).toEqual(expect.arrayContaining(["*", "/blog/:slug", "/case-studies/:slug"]));
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
