import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

const samplePages = [
  "/",
  "/services",
  "/services/ai-automation/",
  "/services/web-applications/",
  "/services/mobile-applications/",
  "/services/front-end/",
  "/services/back-end/",
  "/services/custom-software-development/",
  "/services/rpa/",
  "/services/agile-coaching",
  "/products",
  "/products/sales-management",
  "/products/smart-ai-whatsapp",
  "/ai-solutions",
  "/ai-agents",
  "/ai-solutions/whatsapp",
  "/ai-solutions/instagram",
  "/ai-solutions/fb-messenger",
  "/ai-solutions/web",
  "/ai-solutions/voice",
  "/ai-solutions/support-agent",
  "/ai-solutions/sales-agent",
  "/ai-solutions/booking-agent",
  "/ai-solutions/lead-agent",
  "/industries",
  "/industries/healthcare",
  "/industries/retail",
  "/industries/ecommerce",
  "/industries/wholesale-retail",
  "/industries/manufacturing",
  "/industries/manufacturing-supply-chain",
  "/industries/logistics",
  "/industries/education",
  "/industries/real-estate",
  "/solutions",
  "/process",
  "/how-we-work",
  "/security",
  "/resources",
  "/whitepapers",
  "/about",
  "/faq",
  "/pricing",
  "/integrations",
  "/legal",
  "/legal/privacy",
  "/legal/terms",
  "/blog",
  "/blog/whatsapp-business-solutions-comparison",
  "/blog/ai-solopreneur-productivity-guide",
  "/blog/rpa-vs-genai-business-guide",
  "/blog/ai-app-development-trends-2025",
  "/blog/ai-whatsapp-responses-2025",
  "/blog/vertical-ai-wins",
  "/case-studies",
  "/case-studies?category=Healthcare+Technology",
  "/case-studies/ai-powered-healthcare-platform",
  "/case-studies/whatsapp-bot-ai-dashboard",
  "/case-studies/hey-valet-smart-parking-app",
  "/case-studies/justpadel-mobile-app",
  "/case-studies/ethnichealthcare-web-application",
  "/case-studies/instagram-ai-bot-ecommerce",
  "/blog/no-such-article",
  "/no-such-page",
  "/ta",
  "/ta/pricing",
  "/ta/industries/retail",
  "/ta/industries/wholesale-retail",
  "/ta/industries/ecommerce",
  "/ta/ai-solutions/whatsapp",
  "/ta/products/smart-ai-whatsapp",
  "/ta/products/sales-management",
  "/ta/contact",
  "/ta/faq",
  "/ta/about",
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`axe-core, ${colorScheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    });

    for (const path of samplePages) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          colorScheme === "dark",
        );
        await expectNoAxeViolations(page);
      });
    }

    test("the blog's empty search result has no violations", async ({ page }) => {
      await page.goto("/blog");
      await waitForHydration(page);
      await page.getByRole("searchbox", { name: "Search articles" }).fill("no such topic");
      await page.getByText("No articles found").waitFor();
      await expectNoAxeViolations(page);
    });

    test("the open menu has no violations", async ({ page, isMobile }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      if (isMobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "AI Solutions" }).click();
      } else {
        const nav = page.getByRole("navigation", { name: "Main", exact: true });
        await nav.getByRole("button", { name: "AI Solutions" }).click();
        await nav.getByRole("button", { name: "Channel bots" }).click();
      }
      await expectNoAxeViolations(page);
    });
  });
}
