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
    await expect(page.getByRole("link", { name: /^Read the case study\s*: Hey Valet/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute("href", "/case-studies");
    await page.goto("/services/web-applications");
    await expect(page.getByRole("link", { name: /^Read the case study\s*: EthnicHealthcare/ })).toBeVisible();
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

test.describe("AI agents, pricing, integrations and FAQ pages", () => {
  test("the waitlist collects an email", async ({ page }) => {
    await page.goto("/ai-agents");
    await waitForHydration(page);
    const waitlist = page.locator("#waitlist");
    await waitlist.getByRole("button").click();
    await expect(waitlist.getByText("Email is required")).toBeVisible();
    await waitlist.getByLabel("Your work email").fill("owner@kadai.in");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/newsletter"));
    await waitlist.getByRole("button").click();
    // 201 for a new address, 200 when another test project already subscribed it.
    expect([200, 201]).toContain((await response).status());
    await expect(waitlist.getByRole("status")).toBeVisible();
  });

  test("the pricing switch shows yearly prices", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText("AI Bot Plans for Retail & Ecommerce");
    await expect(page.getByText("₹39,999", { exact: true })).toBeVisible();
    await expect(page.getByText("₹3,99,990", { exact: true })).toBeHidden();
    // The radio buttons are drawn by their labels, which take the tap.
    await page.getByText("Yearly", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Yearly", exact: true })).toBeChecked();
    await expect(page.getByText("₹3,99,990", { exact: true })).toBeVisible();
    await expect(page.getByText("₹39,999", { exact: true })).toBeHidden();
    await page.getByRole("radio", { name: "Yearly", exact: true }).press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "Monthly", exact: true })).toBeChecked();
    await expect(page.getByText("₹39,999", { exact: true })).toBeVisible();
  });

  test("the integrations search narrows the list and can be cleared", async ({ page }) => {
    await page.goto("/integrations");
    await waitForHydration(page);
    await expect(page.getByText("31+", { exact: true })).toBeVisible();
    const groups = page.getByRole("main").locator("section[aria-labelledby] h2");
    await expect(groups).toHaveCount(6);
    await page.getByLabel("Search integrations").fill("shopify");
    await expect(groups).toHaveCount(1);
    await page.getByLabel("Search integrations").fill("no-such-tool");
    await expect(page.getByText("No integrations found")).toBeVisible();
    await page.getByRole("button", { name: "Show All Integrations" }).click();
    await expect(groups).toHaveCount(6);
  });

  test("FAQ answers open one by one", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const questions = page.getByRole("main").locator("details");
    const [first, second] = [questions.nth(0), questions.nth(1)];
    await expect(first).not.toHaveAttribute("open");
    await expect(first.locator("summary + *")).toBeHidden();
    await first.locator("summary").click();
    await second.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await expect(first.locator("summary + *")).toBeVisible();
    await expect(second).toHaveAttribute("open");
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(second).toHaveAttribute("open");
  });
});
