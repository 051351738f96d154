import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

/**
 * The cookie notice and analytics, in the build made with ANALYTICS_ID (npm run
 * build:analytics, served on its own port: playwright.config.ts, project "consent").
 * The analytics script is answered here: the machines have no internet, and what matters is
 * whether and when the page asks for it.
 */
const ANALYTICS_ID = "G-E2ETEST1";

async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.analyticsScriptRan = true;" });
  });
  await page.addInitScript(() => {
    const record = window as unknown as { cspViolations: string[]; layoutShift: number };
    record.cspViolations = [];
    record.layoutShift = 0;
    document.addEventListener("securitypolicyviolation", (event) =>
      record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return requests;
}

const pageRecord = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { cspViolations: string[]; layoutShift: number; dataLayer?: unknown[][] };
    return {
      cspViolations: record.cspViolations,
      layoutShift: record.layoutShift,
      dataLayer: (record.dataLayer ?? []).map((entry) => Array.from(entry)),
    };
  });

const notice = (page: Page) => page.getByRole("region", { name: "Cookie preferences" });

test("analytics load only after the visitor accepts, and the answer is remembered", async ({ page }) => {
  const requests = await watchAnalytics(page);
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole("link", { name: "How we use data" })).toHaveAttribute("href", "/legal/privacy");
  expect(requests).toEqual([]);
  await expectNoAxeViolations(page);

  await notice(page).getByRole("button", { name: "Accept analytics" }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`);
  await expect
    .poll(() => page.evaluate(() => (window as { analyticsScriptRan?: boolean }).analyticsScriptRan))
    .toBe(true);

  // A conversion goes through gtag once it is there.
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  await expect
    .poll(async () =>
      (await pageRecord(page)).dataLayer.some((entry) => entry[0] === "event" && entry[1] === "chat_opened"),
    )
    .toBe(true);
  const record = await pageRecord(page);
  expect(record.dataLayer).toContainEqual(["config", ANALYTICS_ID, { anonymize_ip: true }]);
  expect(record.cspViolations).toEqual([]);
  expect(record.layoutShift).toBe(0);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => requests.length).toBe(2);
  await expect(notice(page)).toHaveCount(0);
});

test("declining keeps analytics off on every page, and the footer brings the notice back", async ({ page }) => {
  const requests = await watchAnalytics(page);
  await page.goto("/");
  await waitForHydration(page);
  await notice(page).getByRole("button", { name: "Decline" }).click();
  await expect(notice(page)).toHaveCount(0);

  await page.goto("/blog/whatsapp-business-solutions-comparison");
  await waitForHydration(page);
  await expect(notice(page)).toHaveCount(0);
  const record = await pageRecord(page);
  expect(record.dataLayer).toEqual([]);
  expect(record.layoutShift).toBe(0);

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" }).click();
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole("button", { name: "Decline" }).click();
  expect(requests).toEqual([]);
  expect((await pageRecord(page)).cspViolations).toEqual([]);
});

test("the notice is reachable by keyboard and leaves the page usable while open", async ({ page }) => {
  await watchAnalytics(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(notice(page)).toBeVisible();
  const accept = notice(page).getByRole("button", { name: "Accept analytics" });
  await accept.focus();
  await expect(accept).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice(page).getByRole("button", { name: "Decline" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notice(page)).toHaveCount(0);
  // The page behind it was never blocked: its form is there and usable.
  await expect(page.getByRole("textbox", { name: /name/i }).first()).toBeEditable();
});

test("the policy allows the analytics origins in this build only", async ({ request }) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(policy).toMatch(/connect-src [^;]*https:\/\/www\.google-analytics\.com/);
});
