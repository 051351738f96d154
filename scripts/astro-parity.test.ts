import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { INVENTORY_FILE, type Inventory, inventoryDifferences, inventoryPage, pageInventory } from "./page-inventory";
import { builtPages } from "./site-crawl";

// While the site moves to Astro (docs/astro-move/README.md), `npm run build:astro` builds it
// beside React Router's build; every page must come out the same.
const reactRouterDir = path.resolve(import.meta.dirname, "../build/client");
const astroDir = path.resolve(import.meta.dirname, "../build-astro/client");

/** Where Astro writes a page: a folder per page. */
const astroFile = (route: string) => path.join(astroDir, route, "index.html");

/**
 * A page's <body> without what differs by build rather than by page: the ids React makes (in
 * Astro each React root has its own prefix), hashed file names, and the image preloads React
 * writes into an island's markup (Astro strips them; the head carries the ones that matter).
 */
function comparableBody(html: string): string {
  return html
    .slice(html.indexOf("<body"), html.indexOf("</body>"))
    .replace(/_R_[0-9a-zA-Z]+_|_r[0-9a-zA-Z]*R_[0-9a-zA-Z]+_/g, "«id»")
    .replace(/-[\w-]{8}\.(js|css)/g, ".$1")
    .replace(/<link rel="preload" as="image"[^>]*>/g, "");
}

/**
 * A page's head as a list of elements, each its tag, attributes and text, without what differs
 * by build: hashed file names, and the stylesheet's address (Astro names it after the page).
 */
function comparableHead(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return Array.from(document.head.children, (element) => {
    const attributes = Array.from(element.attributes, (attribute) => `${attribute.name}=${attribute.value}`).sort();
    const line = `<${element.tagName.toLowerCase()} ${attributes.join(" ")}>${element.textContent ?? ""}`;
    return element.matches('link[rel="stylesheet"]') ? "<link rel=stylesheet>" : line.replace(/-[\w-]{8}\.js/g, ".js");
  });
}

let routes: [string, string][];

beforeAll(async () => {
  routes = [...(await builtPages(reactRouterDir))];
});

describe("the Astro build beside React Router's", () => {
  it("has every page and every other file, as the inventory lists them", async () => {
    const kept: Inventory = JSON.parse(readFileSync(INVENTORY_FILE, "utf8"));
    expect(inventoryDifferences(kept, await pageInventory(astroDir))).toEqual([]);
  });

  it("has every page React Router's build has", () => {
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter(([route]) => !existsSync(astroFile(route))).map(([route]) => route)).toEqual([]);
  });

  it("gives every page the same language, title, canonical, hreflang pairs, JSON-LD types and robots", () => {
    const differing = routes.filter(([route, file]) => {
      const before = inventoryPage(route, readFileSync(file, "utf8"));
      return JSON.stringify(before) !== JSON.stringify(inventoryPage(route, readFileSync(astroFile(route), "utf8")));
    });
    expect(differing.map(([route]) => route)).toEqual([]);
  });

  it("writes every page's head the same, element by element", () => {
    const differing = routes.filter(
      ([route, file]) =>
        JSON.stringify(comparableHead(readFileSync(file, "utf8"))) !==
        JSON.stringify(comparableHead(readFileSync(astroFile(route), "utf8"))),
    );
    expect(differing.map(([route]) => route)).toEqual([]);
  });

  it("renders every page's body the same", () => {
    const differing = routes.filter(
      ([route, file]) =>
        comparableBody(readFileSync(file, "utf8")) !== comparableBody(readFileSync(astroFile(route), "utf8")),
    );
    expect(differing.map(([route]) => route)).toEqual([]);
  });
});
