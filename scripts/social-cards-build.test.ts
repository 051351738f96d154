import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalPath } from "../app/lib/canonical";
import { socialCardPath } from "../app/lib/social-card";

// Checks what `npm run build` wrote to build/client (BUILD_DIR names another build, as for the
// build itself): every page in the sitemap shows its own card to Open Graph and X.
const clientDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
let siteUrl: string;
let sitemapPaths: string[];

beforeAll(async () => {
  siteUrl = JSON.parse(await readFile(path.join(clientDir, "../build-info.json"), "utf8")).siteUrl;
  const xml = await readFile(path.join(clientDir, "sitemap.xml"), "utf8");
  sitemapPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").slice(siteUrl.length));
});

const metaOf = (html: string, attribute: "property" | "name", key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.subarray(0, 8).toString("hex") !== "89504e470d0a1a0a") return null;
  if (png.subarray(12, 16).toString("ascii") !== "IHDR") return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("social cards in the build", () => {
  it("give every page of the sitemap an og:image of its own: a 1200×630 PNG in the build", async () => {
    expect(sitemapPaths.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const page of sitemapPaths) {
      const route = canonicalPath(page);
      const html = await readFile(path.join(clientDir, route, "index.html"), "utf8");
      const image = metaOf(html, "property", "og:image");
      const expected = `${siteUrl}${socialCardPath(route)}`;
      if (image !== expected) {
        problems.push(`${page}: og:image is ${image}, expected ${expected}`);
        continue;
      }
      if (metaOf(html, "name", "twitter:image") !== image) problems.push(`${page}: twitter:image differs`);
      const file = path.join(clientDir, socialCardPath(route).slice(1));
      const size = await readFile(file).then(pngSize, () => null);
      if (size?.width !== 1200 || size.height !== 630) problems.push(`${page}: ${file} is ${JSON.stringify(size)}`);
    }
    expect(problems).toEqual([]);
  });

  it("leave the pages kept out of the index with the site's card", async () => {
    const html = await readFile(path.join(clientDir, "contact/sent/index.html"), "utf8");
    expect(metaOf(html, "property", "og:image")).toBe(`${siteUrl}/social-card.jpg`);
    await expect(access(path.join(clientDir, "og/contact/sent.png"))).rejects.toThrow();
  });
});
