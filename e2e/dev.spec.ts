import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freeLoopbackPort } from "../server/testing/ports";
import { askOpeningHours, waitForHydration } from "./helpers";

/**
 * `npm run dev` (Astro's dev server and the Fastify server it starts) runs the same menu, form and
 * chat as the build: the same shell script and islands, compiled from source, and the API through
 * one address.
 */
let dev: ChildProcess | undefined;
let baseUrl = "";
const output: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freeLoopbackPort();
  baseUrl = `http://127.0.0.1:${port}`;
  dev = spawn(path.resolve("node_modules/.bin/astro"), ["dev", "--port", String(port), "--host", "127.0.0.1"], {
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      SKIP_BUILD: "1",
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      SQLITE_FILE: ":memory:",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [dev.stdout, dev.stderr]) stream?.on("data", (chunk) => output.push(String(chunk)));
  // Ready when both answer: a page from Astro, and the API's health check through its proxy.
  await expect
    .poll(
      async () => {
        const [page, health] = await Promise.all(
          ["/about", "/healthz"].map((address) =>
            fetch(`${baseUrl}${address}`)
              .then((response) => response.status)
              .catch(() => 0),
          ),
        );
        return [page, health];
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toEqual([200, 200]);
});

test.afterAll(async () => {
  // The whole group: Astro and the server it started.
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
});

test.afterEach(async ({ page: _page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("dev server output", { body: output.join("") });
});

test("@phone the phone menu opens and Escape closes it", async ({ page }) => {
  await page.goto(`${baseUrl}/about`);
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("@phone the contact form sends an inquiry to the API and shows the thanks", async ({ page }) => {
  await page.goto(`${baseUrl}/contact`);
  await waitForHydration(page);
  await page.getByLabel(/^Name/).fill("Meena Sundaram");
  await page.getByLabel(/^Email/).fill("meena@kadai.in");
  await page.getByLabel(/^Message/).fill("We sell sarees from Kanchipuram and want replies on WhatsApp at night.");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/inquiries"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
});

test("@phone the chat answers through the API", async ({ page }) => {
  await askOpeningHours(page, `${baseUrl}/`);
});
