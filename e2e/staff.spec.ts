import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openDatabase } from "../server/db/database";
import { addAccount } from "../server/staff/accounts";
import { type AppProcess, startAppProcess } from "../server/testing/app-process";
import { startFakeEndpoint } from "../server/testing/fake-http";
import { freeLoopbackPort } from "../server/testing/ports";
import { expectNoAxeViolations } from "./helpers";

/**
 * The staff inbox in Chromium, against a server of its own: a file database with one staff
 * account, and a webhook channel (a local endpoint) that fails until the test lets it through.
 */
const EMAIL = "kavitha@cleverobotics.com";
const PASSWORD = "inbox-in-the-browser-26";

let server: AppProcess;
let webhook: Awaited<ReturnType<typeof startFakeEndpoint>>;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "staff-e2e-"));
  const file = path.join(dataDir, "site.db");
  const database = await openDatabase({ kind: "sqlite", file });
  await addAccount(database.db, EMAIL, PASSWORD);
  await database.close();
  webhook = await startFakeEndpoint();
  webhook.answer(503, "Service unavailable");
  server = await startAppProcess({
    label: "staff-site",
    port: await freeLoopbackPort(),
    env: {
      SKIP_BUILD: "1",
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      SQLITE_FILE: file,
      SPOOL_DIR: path.join(dataDir, "spool"),
      INQUIRY_WEBHOOK_URL: webhook.url,
      INQUIRY_WEBHOOK_SECRET: "a-long-enough-shared-secret",
      DELIVERY_MAX_ATTEMPTS: "1",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await webhook?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function postLead(page: Page, name: string) {
  const response = await page.request.post(`${server.url}/api/inquiries`, {
    headers: { origin: server.url, referer: `${server.url}/ta/contact` },
    data: {
      name,
      email: "murugan@kadai.in",
      phone: "98412 34567",
      service: "whatsapp",
      message: 'எங்கள் கடைக்கு WhatsApp ஆர்டர் bot வேண்டும்.\nBudget < ₹5,000 & "soon"',
      language: "ta",
    },
  });
  expect(response.status()).toBe(201);
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/staff`);
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.url}/staff`);
}

test("a lead posted a moment earlier: sign in, open it, mark it answered, retry its delivery, export, sign out", async ({
  page,
}) => {
  const name = `Murugan ${test.info().project.name}`;
  await postLead(page, name);
  await expect.poll(() => webhook.received.length).toBeGreaterThanOrEqual(1);

  await signIn(page);
  const item = page.locator(".lead", { hasText: name });
  await expect(item).toBeVisible();
  await expect(page.locator(".new-count")).toHaveText(/[1-9]\d* new/);
  await expect(item.getByText("Delivery failed")).toBeVisible();

  await item.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Sent from /ta/contact")).toBeVisible();
  await expect(page.getByText('Budget < ₹5,000 & "soon"')).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919841234567\?text=/,
  );
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919841234567");
  await expect(page.locator(".delivery")).toContainText("failed after 1 attempt");

  await page.getByLabel("Status", { exact: true }).selectOption("answered");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.locator(".history")).toContainText(`Status set to Answered`);
  await expect(page.locator(".history")).toContainText(EMAIL);

  const before = webhook.received.length;
  webhook.answer(200, "OK");
  await page.getByRole("button", { name: "Retry now" }).click();
  await expect(page.getByRole("status")).toHaveText("Back in the outbox: it is being sent now.");
  await expect.poll(() => webhook.received.length).toBe(before + 1);
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator(".delivery").innerText();
    })
    .toContain("Webhook: sent");
  await expect(page.getByRole("button", { name: "Retry now" })).toHaveCount(0);

  await page.getByRole("link", { name: "All leads" }).click();
  await page.getByLabel("Status").selectOption("answered");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.locator(".lead", { hasText: name })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these as CSV" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "key,receivedAt,source,status,name,email,phone,company,service,message,language,page,deliveryProblem",
  );
  expect(csv).toContain(`,contact form,answered,${name},murugan@kadai.in,`);

  await page
    .getByRole("link", { name: "All leads" })
    .or(page.getByRole("link", { name: "Cleverobotics leads" }))
    .first()
    .click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/login/);
  await expect(page.locator("body")).not.toContainText(name);
  await expect(page.locator("body")).not.toContainText("murugan@kadai.in");
});

test("a wrong password is answered plainly, and the inbox works from the keyboard", async ({ page }) => {
  await page.goto(`${server.url}/staff/login`);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill("not-the-right-one-1");
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("alert")).toHaveText("That email and password do not match an account.");
  await expect(page.getByLabel("Email")).toHaveValue(EMAIL);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(`${server.url}/staff`);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.getByLabel("Search").focus();
  await page.keyboard.type("Murugan");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\?q=Murugan/);
  const first = page.locator(".lead-link").first();
  await first.focus();
  const outline = await first.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe("solid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/leads\/inquiry-\d+$/);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the staff pages pass axe and fit a phone, ${colorScheme}`, async ({ page }) => {
    // Four axe runs and a sign-in: on a loaded machine that took 32 s, past the 30 s default.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/staff/login`);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    for (const url of ["/staff?problems=1", "/staff"]) {
      await page.goto(`${server.url}${url}`);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await page.locator(".lead-link").first().click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
