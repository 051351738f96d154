import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

test.describe("home, services and products pages", () => {
  test("the home page makes its promise with the company's figures and both calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Book a Demo" }).first()).toHaveAttribute(
      "href",
      "/contact?topic=demo",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const value of ["10+", "50+", "25+", "5+", "500+", "75%", "95%"]) {
      await expect(page.getByRole("main").getByText(value, { exact: true }).first()).toBeVisible();
    }
  });

  test("a service page's secondary button jumps to its services section", async ({ page }) => {
    await page.goto("/services/rpa");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.locator("#services")).toHaveCount(1);
    await expect(main.locator('a[href="#services"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Learn More About Our Expertise" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "View All Case Studies" })).toHaveCount(0);
  });

  test("web and mobile pages list their category's case studies; AI automation does not", async ({ page }) => {
    await page.goto("/services/mobile-applications");
    await expect(page.getByRole("link", { name: /^Read Case Study\s*: Hey Valet/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute("href", "/case-studies");
    await page.goto("/services/web-applications");
    await expect(page.getByRole("link", { name: /^Read Case Study\s*: EthnicHealthcare/ })).toBeVisible();
    await page.goto("/services/ai-automation/");
    await expect(page.getByRole("link", { name: "View All Case Studies" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute(
      "href",
      "/ai-agents",
    );
  });

  test("product tabs work with the keyboard", async ({ page }) => {
    await page.goto("/products/sales-management");
    await waitForHydration(page);
    const dashboard = page.getByRole("tab", { name: /dashboard/i });
    await expect(dashboard).toHaveAttribute("aria-selected", "true");
    await dashboard.focus();
    await page.keyboard.press("ArrowRight");
    const analytics = page.getByRole("tab", { name: /analytics/i });
    await expect(analytics).toBeFocused();
    await expect(analytics).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every product tab panel is on the page", async ({ page }) => {
    await page.goto("/products/smart-ai-whatsapp");
    for (const label of ["website", "schedul", "respons", "human"]) {
      await expect(page.locator("#features h3", { hasText: new RegExp(label, "i") }).first()).toBeVisible();
    }
    await page.goto("/services/agile-coaching");
    await expect(page.locator("figure blockquote")).toHaveCount(3);
    for (const quote of await page.locator("figure blockquote").all()) await expect(quote).toBeVisible();
  });
});
