import { expect, test } from "@playwright/test";
import { notFoundStatusMessage, waitForHydration, watchConsole } from "./helpers";

test.describe("prerendered pages hydrate cleanly", () => {
  for (const path of [
    "/",
    "/services/rpa",
    "/services/rpa/",
    "/ai-solutions/whatsapp",
    "/industries/retail",
    "/whitepapers",
    "/blog",
    "/blog/vertical-ai-wins",
    "/blog/vertical-ai-wins/",
    "/case-studies",
    "/case-studies?category=Mobile+App+Development",
    "/case-studies/justpadel-mobile-app",
  ]) {
    test(`${path} loads, hydrates and logs nothing`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

  test("client navigation after a trailing-slash load works", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/services/rpa/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(/^About Us \| Cleverobotics$/);
    await expect(page.getByRole("main").getByText("About Us", { exact: true })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

test.describe("unknown addresses", () => {
  test("an unknown path answers 404 with the Page Not Found page", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(problems.filter((problem) => !notFoundStatusMessage.test(problem))).toEqual([]);
  });

  for (const path of ["/blog/no-such-article", "/case-studies/no-such-study"]) {
    test(`an unknown slug (${path}) answers 404 and hydrates into Page Not Found`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveText("Page Not Found");
      await expect(page).toHaveTitle(/^Page Not Found/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect(problems.filter((problem) => !notFoundStatusMessage.test(problem))).toEqual([]);
    });
  }
});

test.describe("scrolling", () => {
  test("each route change starts at the top of the new page", async ({ page }) => {
    // A link is a normal page load, which starts at the top of the new page.
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await waitForHydration(page);
    // Keyboard users start at the top too: the first Tab reaches the skip link.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("the header turns solid after 10 px of scroll", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });
});
