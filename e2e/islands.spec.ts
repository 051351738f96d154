import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, wakeIsland, watchConsole } from "./helpers";

/** The shell script and each island's files, as the build recorded them (scripts/islands-build.ts). */
const buildDir = path.resolve(import.meta.dirname, "..", process.env.E2E_BUILD_DIR ?? "build");
const built = JSON.parse(readFileSync(path.join(buildDir, "islands.json"), "utf8")) as {
  shell: string;
  shellImports: string[];
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
  for (const path of [
    "/",
    "/about",
    "/pricing",
    "/industries/retail",
    "/blog/vertical-ai-wins",
    "/blog",
    "/ta",
    "/contact",
    "/integrations",
  ]) {
    test(`${path} carries no React before it is touched: the shell script and its own islands only`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const scripts = watchScripts(page);
      const response = await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      // React's islands (Astro's <astro-island>) wait for the visitor's first touch.
      const islands = await page.$$eval("[data-island]", (elements) =>
        elements.map((element) => (element as HTMLElement).dataset.island ?? ""),
      );
      const expected = new Set([
        built.shell,
        ...built.shellImports,
        ...islands.flatMap((island) => built.islands[island] ?? []),
      ]);
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
    expect(scripts.slice(before).some((script) => /^\/_astro\/chat\.[\w-]+\.js$/.test(script))).toBe(true);
  });

  test("the chat opened after the contact form woke brings no second React", async ({ page }) => {
    const requested = new Set<string>();
    const sizes = new Map<string, number>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const script = new URL(response.url()).pathname;
      requested.add(script);
      // A body still arriving when the test ends is not wanted.
      response
        .body()
        .then((body) => sizes.set(script, body.length))
        .catch(() => {});
    });
    /** The sizes of every script fetched so far, once each has arrived. */
    const arrived = async () => {
      await expect.poll(() => [...requested].every((script) => sizes.has(script))).toBe(true);
      return new Map(sizes);
    };
    await page.goto("/contact");
    await waitForHydration(page);
    await wakeIsland(page, page.getByLabel(/^Name/));
    const withForm = await arrived();
    // React's DOM runtime is the one script over 100 KB: the form fetched it.
    expect([...withForm.values()].filter((bytes) => bytes > 100_000)).toHaveLength(1);
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    // The panel's frame shows at once; the panel itself arrives with the chat's script.
    await expect(page.locator("[data-chat-launcher]")).toHaveAttribute("data-chat", "started");
    await expect.poll(() => [...requested].some((script) => /^\/_astro\/chat\./.test(script))).toBe(true);
    await expect(page.getByRole("dialog", { name: "Cleverobotics assistant" }).getByRole("textbox")).toBeVisible();
    const forChat = [...(await arrived())].filter(([script]) => !withForm.has(script));
    expect(forChat.filter(([, bytes]) => bytes > 100_000)).toEqual([]);
  });

  test("the contact form keeps what was typed before its island hydrated", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the island's script back, as a slow phone connection would.
    await page.route(/\/_astro\/contact-form\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const name = page.getByLabel(/^Name/);
    await name.fill("Early Bird");
    await page.getByLabel(/^Message/).fill("Typed before the form woke up.");
    release();
    await page.locator("astro-island[data-hydrated]").waitFor({ state: "attached" });
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
    const newsletterScript = /^\/_astro\/newsletter\.[\w-]+\.js$/;
    expect(scripts.some((script) => newsletterScript.test(script))).toBe(false);
    const box = page.locator("#waitlist astro-island");
    const email = box.getByRole("textbox");
    await email.click();
    await email.pressSequentially("early@example.com");
    await box.and(page.locator("[data-hydrated]")).waitFor({ state: "attached" });
    await expect(email).toHaveValue("early@example.com");
    expect(scripts.some((script) => newsletterScript.test(script))).toBe(true);
  });

  test("a newsletter address sent before React arrived is sent by React, not posted away from the page", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/newsletter\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posted: string[] = [];
    await page.route("**/api/newsletter", async (route) => {
      posted.push(`${route.request().headers()["content-type"]} ${route.request().postData()}`);
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"status":"subscribed"}' });
    });
    await page.goto("/ai-agents");
    const email = page.locator("#waitlist").getByRole("textbox");
    await email.fill("early@example.com");
    await email.press("Enter");
    release();
    await expect(page.locator("#waitlist").getByRole("status")).toBeVisible();
    expect(page.url()).toMatch(/\/ai-agents$/);
    expect(posted).toEqual(['application/json {"email":"early@example.com","source":"waitlist"}']);
  });

  test("a contact form whose island cannot load still sends the inquiry, the way it does without JavaScript", async ({
    page,
  }) => {
    // Astro tries once more after a second, with a query on the address.
    await page.route(/\/_astro\/contact-form\.[^/?]+\.js(\?.*)?$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/contact");
    await page.getByLabel(/^Name/).fill("Offline Owner");
    await page.getByLabel(/^Email/).fill("offline@example.com");
    await page.getByLabel(/^Message/).fill("Sent while the form's script could not arrive.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent/);
  });
});
