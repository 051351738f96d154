import { describe, expect, it } from "vitest";
import { footerColumns, legalLinks, navigationPaths } from "./content/navigation";
import { pages } from "./content/pages";
import routes from "./routes";

const routePaths = routes.map((route) => route.path ?? "/");
const staticPaths = routePaths.filter((path) => !path.includes(":") && path !== "*");

describe("route table", () => {
  it("gives every route its own id, equal to its path", () => {
    expect(routes.map((route) => route.id)).toEqual(routePaths);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it("has page copy for every static route, and no copy without a route", () => {
    expect([...staticPaths].sort()).toEqual(Object.keys(pages).sort());
  });

  it("has the catch-all 404 route and the article and case-study slug routes", () => {
    expect(routePaths).toEqual(expect.arrayContaining(["*", "/blog/:slug", "/case-studies/:slug"]));
  });
});

describe("navigation", () => {
  it("reaches every section of the site from the header menu", () => {
    const reachable = new Set(navigationPaths());
    const noindex = new Set(
      Object.entries(pages).flatMap(([path, page]) => ("noindex" in page && page.noindex ? [path] : [])),
    );
    const missing = staticPaths.filter((path) => path !== "/" && !noindex.has(path) && !reachable.has(path));
    expect(missing).toEqual([]);
  });

  it("links only to routes that exist", () => {
    const links = [
      ...navigationPaths(),
      ...footerColumns.flatMap((column) => column.links.map((link) => link.to)),
      ...legalLinks.map((link) => link.to),
    ];
    expect(links.filter((link) => !staticPaths.includes(link))).toEqual([]);
  });
});
