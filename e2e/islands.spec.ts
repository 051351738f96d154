import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchConsole } from "./helpers";

/** The shell script and each island's files, as the build recorded them (scripts/islands-build.ts). */
const buildDir = path.resolve(import.meta.dirname, "..", process.env.E2E_BUILD_DIR ?? "build");
const built = JSON.parse(readFileSync(path.join(buildDir, "islands.json"), "utf8")) as {
  shell: string;
  islands: Record<string, string[]>;
};

/** The scripts a page fetched, by address. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("islands", () => {
  for (const path of ["/", "/about", "/pricing", "/industries/retail", "/blog/vertical-ai-wins", "/blog", "/ta"]) {
    test(`${path} carries no React: the shell script and its own islands only`, async ({ page }) => {
      const problems = watchConsole(page);
      const scripts = watchScripts(page);
      const response = await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      // Islands that wait for the visitor (a touch, or coming into view) have fetched nothing yet.
      const islands = await page.$$eval("[data-island]", (elements) =>
        elements
          .filter((element) => !["interaction", "visible"].includes((element as HTMLElement).dataset.hydrate ?? ""))
          .map((element) => (element as HTMLElement).dataset.island ?? ""),
      );
      const expected = new Set([built.shell, ...islands.flatMap((island) => built.islands[island] ?? [])]);
      expect(new Set(scripts)).toEqual(expected);
      const html = (await response?.text()) ?? "";
      expect(html).toContain('<script type="speculationrules">');
      expect(problems).toEqual([]);
    });
  }

  test("React arrives with the chat: the first tap on the launcher opens the panel", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/about");
    await waitForHydration(page);
    const before = scripts.length;
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    await expect(page.getByRole("dialog", { name: "Cleverobotics assistant" })).toBeVisible();
    expect(scripts.slice(before).some((script) => script.startsWith("/islands/chat-"))).toBe(true);
  });

  test("the contact form keeps what was typed before its island hydrated", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the island's script back, as a slow phone connection would.
    await page.route(/\/islands\/contact-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const name = page.getByLabel(/^Name/);
    await name.fill("Early Bird");
    await page.getByLabel(/^Message/).fill("Typed before the form woke up.");
    release();
    await page.locator('[data-island="contact-form"][data-hydrated]').waitFor({ state: "attached" });
    await expect(name).toHaveValue("Early Bird");
    await expect(page.getByLabel(/^Message/)).toHaveValue("Typed before the form woke up.");
    // React holds the values: sending without an email names only the email as missing.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await expect(page.getByText("Message is required")).toHaveCount(0);
  });

  test("the newsletter box wakes on the first touch and keeps the address typed meanwhile", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/ai-agents");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((script) => script.startsWith("/islands/newsletter-"))).toBe(false);
    const box = page.locator('[data-island="newsletter"]');
    const email = box.getByRole("textbox");
    await email.click();
    await email.pressSequentially("early@example.com");
    await box.and(page.locator("[data-hydrated]")).waitFor({ state: "attached" });
    await expect(email).toHaveValue("early@example.com");
  });
});
