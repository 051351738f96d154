import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadArticles } from "./articles.server";
import { caseStudies } from "./case-studies";

const publicDir = path.resolve(import.meta.dirname, "../../public");

/** The root element of an SVG file under public/, and the size it declares. */
function svgRoot(src: string) {
  const svg = readFileSync(path.join(publicDir, src), "utf8");
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1]);
  return { svg, size: { width: attribute("width"), height: attribute("height") } };
}

describe("artwork", () => {
  it("of every case study exists at the size its page declares", () => {
    for (const study of caseStudies) {
      for (const image of [study.image, study.heroImage, ...study.gallery]) {
        expect(image.src, study.slug).toMatch(/^\/images\/case-studies\/[a-z0-9-]+\.svg$/);
        expect(svgRoot(image.src).size, image.src).toEqual({ width: image.width, height: image.height });
        expect(image.alt.length, image.src).toBeGreaterThan(20);
      }
    }
  });

  it("of every article is a 1200×630 cover", () => {
    for (const article of loadArticles()) {
      expect(svgRoot(article.image).size, article.image).toEqual({ width: 1200, height: 630 });
    }
  });

  it("is self-contained: no scripts, no remote references, small enough for a phone", () => {
    const files = [
      ...caseStudies.flatMap((study) => [study.image, study.heroImage, ...study.gallery].map((image) => image.src)),
      ...loadArticles().map((article) => article.image),
    ];
    for (const src of files) {
      const { svg } = svgRoot(src);
      expect(svg, src).not.toMatch(/<script|<foreignObject|href="(?!#)|url\((?!#)/i);
      expect(svg.length, src).toBeLessThan(10 * 1024);
    }
  });
});
