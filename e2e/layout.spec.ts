import { expect, test } from "@playwright/test";
import { builtPagePaths, waitForHydration } from "./helpers";

// A grid whose last row holds a single card looks unfinished: three cards in two columns,
// seven in three. Checked where the columns change: tablet and desktop widths.
for (const width of [820, 1280]) {
  test.describe(`at ${width} px @desktop`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const pagePath of builtPagePaths()) {
      test(`${pagePath} leaves no card alone on a grid's last row`, async ({ page }) => {
        await page.goto(pagePath);
        await waitForHydration(page);
        const orphans = await page.evaluate(() =>
          Array.from(document.querySelectorAll("main .grid"))
            .filter((grid) => {
              const style = getComputedStyle(grid);
              const columns = style.gridTemplateColumns.split(" ").filter(Boolean).length;
              const items = Array.from(grid.children).filter((child) => getComputedStyle(child).display !== "none");
              // Card grids only: every item the same width (not a text-and-picture layout).
              const widths = new Set(items.map((item) => Math.round(item.getBoundingClientRect().width)));
              return columns > 1 && items.length > columns && widths.size === 1 && items.length % columns === 1;
            })
            .map((grid) => {
              const heading = grid.closest("section")?.querySelector("h2")?.textContent?.trim() ?? "";
              return `${heading}: ${grid.children.length} in ${getComputedStyle(grid).gridTemplateColumns.split(" ").length} columns`;
            }),
        );
        expect(orphans, `${pagePath} at ${width} px`).toEqual([]);
      });
    }
  });
}
