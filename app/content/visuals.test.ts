import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatRupees, plans } from "./pricing";
import { chatbotFeatureVisuals, heroVisuals, salesScreens, type Visual } from "./visuals";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const all: [string, Visual][] = Object.entries({ ...heroVisuals, ...salesScreens, ...chatbotFeatureVisuals });

describe("drawn visuals", () => {
  it.each(all)("%s exists at the size its pages declare", (_name, visual) => {
    const svg = readFileSync(path.join(publicDir, visual.src), "utf8");
    const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
    const attribute = (name: string) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1]);
    expect({ width: attribute("width"), height: attribute("height") }).toEqual({
      width: visual.width,
      height: visual.height,
    });
    expect(root).toContain(`viewBox="0 0 ${visual.width} ${visual.height}"`);
  });

  it.each(all)("%s is self-contained and light enough for a phone", (_name, visual) => {
    const svg = readFileSync(path.join(publicDir, visual.src), "utf8");
    expect(svg).not.toMatch(/<script|<foreignObject|<image\b|href="(?!#)|url\((?!#)|@import/i);
    expect(svg.length).toBeLessThan(10 * 1024);
  });

  it.each(all)("%s says what it shows", (_name, visual) => {
    expect(visual.alt.length).toBeGreaterThanOrEqual(60);
    expect(visual.alt.length).toBeLessThanOrEqual(180);
  });

  it("the pricing picture draws each plan's monthly price, which its alt text quotes", () => {
    const svg = readFileSync(path.join(publicDir, heroVisuals.pricing.src), "utf8");
    for (const plan of plans) {
      expect(svg).toContain(`>${formatRupees(plan.monthlyPrice)}</text>`);
      expect(heroVisuals.pricing.alt).toContain(`${plan.name} ${formatRupees(plan.monthlyPrice)}`);
    }
  });
});
