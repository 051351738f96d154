import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

// Every page is served with an enforced Content-Security-Policy that allows only our own
// scripts and the inline scripts the build hashed for that page. Any violation fails here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
});

const violations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const path of [
  "/",
  "/blog/whatsapp-business-solutions-comparison",
  "/case-studies?category=AI+Automation",
  "/contact",
  "/pricing",
  "/blog/no-such-article",
  "/no-such-page",
]) {
  test(`${path} runs under an enforced CSP without violations`, async ({ page }) => {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
}

test("client navigation, the chat panel and the theme toggle cause no violations", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /WhatsApp Business API Bot vs AI Bot/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/whatsapp-business-solutions-comparison$/);
  await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  await page.getByRole("button", { name: /chat/i }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("an inline script the build did not hash is blocked", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
});
