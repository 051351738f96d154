import { expect, test } from "@playwright/test";
import { builtPagePaths, waitForHydration } from "./helpers";

const pages = builtPagePaths();

// Phone widths: 360 px is the most common Android screen in India, 390 px a current iPhone.
for (const width of [360, 390]) {
  test.describe(`at ${width} px @phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const pagePath of pages) {
      test(`${pagePath} does not scroll sideways`, async ({ page }) => {
        await page.goto(pagePath);
        await waitForHydration(page);
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          // The widest elements sticking out, outside any container that scrolls on its own.
          const culprits = Array.from(document.querySelectorAll("body *"))
            .filter((element) => {
              const box = element.getBoundingClientRect();
              // Its box, or text spilling out of it (a long number in a narrow tile).
              const spills = getComputedStyle(element).overflowX === "visible";
              const right = spills ? Math.max(box.right, box.left + element.scrollWidth) : box.right;
              if (box.width === 0 || right <= limit + 1) return false;
              // A fixed bar is as wide as the viewport; it is stretched by the overflow, not its cause.
              for (let parent: Element | null = element; parent; parent = parent.parentElement) {
                const style = getComputedStyle(parent);
                if (parent !== element && style.overflowX !== "visible" && style.overflowX !== "clip") return false;
                if (style.position === "fixed") return false;
              }
              return true;
            })
            .slice(0, 4)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
          return { scrollWidth: document.documentElement.scrollWidth, limit, culprits };
        });
        expect(overflow.culprits, `${pagePath} at ${width} px`).toEqual([]);
        expect(overflow.scrollWidth, `${pagePath} at ${width} px`).toBeLessThanOrEqual(overflow.limit);
      });
    }
  });
}
