import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INVENTORY_FILE, type Inventory, inventoryDifferences, inventoryPage, pageInventory } from "./page-inventory";

// The build that `npm run build` wrote, against the inventory kept beside this test.
const clientDir = path.resolve(import.meta.dirname, "../build/client");

describe("the page inventory", () => {
  it("of the build is the one kept in scripts/page-inventory.json (npm run inventory -- --write after a title changes)", async () => {
    const kept: Inventory = JSON.parse(await readFile(INVENTORY_FILE, "utf8"));
    expect(inventoryDifferences(kept, await pageInventory(clientDir))).toEqual([]);
  });

  it("reads a page's language, canonical, hreflang pairs and JSON-LD types, @graph included", () => {
    const page = inventoryPage(
      "/ta/about",
      `<!doctype html><html lang="ta-IN"><head><title>எங்களைப் பற்றி</title>
      <link rel="canonical" href="https://example.com/ta/about">
      <link rel="alternate" hreflang="en" href="https://example.com/about">
      <link rel="alternate" hreflang="ta" href="https://example.com/ta/about">
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":["Organization","LocalBusiness"]}]}</script>
      </head><body></body></html>`,
    );
    expect(page).toEqual({
      path: "/ta/about",
      lang: "ta-IN",
      title: "எங்களைப் பற்றி",
      canonical: "https://example.com/ta/about",
      alternates: [
        ["en", "https://example.com/about"],
        ["ta", "https://example.com/ta/about"],
      ],
      jsonLdTypes: ["LocalBusiness", "Organization", "WebPage"],
      robots: null,
    });
  });

  it("names each difference: a page missing, a title changed, a page or file added", () => {
    const page = {
      path: "/a",
      lang: "en-IN",
      title: "A",
      canonical: null,
      alternates: [],
      jsonLdTypes: [],
      robots: null,
    };
    const kept: Inventory = { pages: [page, { ...page, path: "/b" }], files: ["/rss.xml"] };
    const built: Inventory = {
      pages: [
        { ...page, title: "A2" },
        { ...page, path: "/c" },
      ],
      files: ["/feed.xml"],
    };
    expect(inventoryDifferences(kept, built)).toEqual([
      '/a: title "A" → "A2"',
      "/b: not built",
      "/c: built, not in the inventory",
      "/rss.xml: not built",
      "/feed.xml: built, not in the inventory",
    ]);
  });
});
