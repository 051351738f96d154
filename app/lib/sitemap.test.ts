import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists canonical addresses with their dates", () => {
    const xml = sitemapXml("https://example.in", [
      { path: "/services/rpa" },
      { path: "/blog/a&b", lastmod: "2025-01-14" },
    ]);
    expect(xml).toContain("<loc>https://example.in/services/rpa/</loc>");
    expect(xml).toContain("<loc>https://example.in/blog/a&amp;b</loc>\n    <lastmod>2025-01-14</lastmod>");
  });

  it("is pointed to by robots.txt", () => {
    expect(robotsTxt("https://example.in")).toContain("Sitemap: https://example.in/sitemap.xml");
  });
});
