import { expect, test } from "@playwright/test";
import * as chrome from "../app/content/ta/chrome";
import { tamilScriptShare } from "../app/content/ta/script-share";
import { builtPagePaths, renderWholePage, waitForHydration, watchConsole } from "./helpers";

// Every Tamil page of the build but the two reached only after a form post, with the English
// page it translates (the same path without /ta).
const tamilPages = builtPagePaths()
  .filter((path) => (path === "/ta" || path.startsWith("/ta/")) && !/\/contact\/(sent|problem)$/.test(path))
  .map((path) => ({ path, translationOf: path === "/ta" ? "/" : path.slice(3) }));
const label = (english: string) => new RegExp(`^${chrome.componentText[english]}`);
const message = "ஒரு நாளைக்கு 200 order WhatsApp-ல் வருகிறது, பாதி தவறிப் போகிறது.";

test.describe("the Tamil pages", () => {
  for (const entry of tamilPages) {
    test(`${entry.path} is in Tamil, names its English version and switches to it`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(entry.path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      const english = entry.translationOf;
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        new RegExp(`${english === "/" ? "/" : english}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ta"]')).toHaveAttribute(
        "href",
        new RegExp(`${entry.path}$`),
      );
      await renderWholePage(page);
      const text = await page.getByRole("main").innerText();
      const share = tamilScriptShare(text);
      test.info().annotations.push({ type: "Tamil script share", description: share.toFixed(3) });
      expect(share, `${entry.path}: Tamil-script share of the main text`).toBeGreaterThan(0.75);

      await page
        .getByRole("banner")
        .getByRole("link", { name: /^English/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`^[^/]+//[^/]+${english === "/" ? "/$" : `${english}/?$`}`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      expect(problems).toEqual([]);
    });
  }

  test("an English page with a Tamil version switches to it; one without leads to the Tamil home", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: /^தமிழ்/ }).click();
    await expect(page).toHaveURL(/\/ta\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AI bot");
    await page.goto("/services");
    await waitForHydration(page);
    await expect(page.getByRole("banner").getByRole("link", { name: /^தமிழ்/ })).toHaveAttribute("href", "/ta");
  });

  test("a Tamil page's links go to the Tamil version of a page where there is one", async ({ page }) => {
    await page.goto("/ta/ai-solutions/whatsapp");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: chrome.footerColumns[1]!.links[0]!.label })).toHaveAttribute(
      "href",
      "/ta/about",
    );
    await expect(footer).toContainText(chrome.legalNote);
  });
});

test.describe("the Tamil contact form", () => {
  test("checks the fields in Tamil, with the same rules, and sends the page's language", async ({ page }) => {
    await page.goto("/ta/contact");
    await waitForHydration(page);
    const send = page.getByRole("button", { name: chrome.componentText["Send Message"] });
    await send.click();
    await expect(page.getByText(chrome.inquiryMessages.nameRequired)).toBeVisible();
    await expect(page.getByText(chrome.inquiryMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(chrome.inquiryMessages.messageRequired)).toBeVisible();
    await page.getByLabel(label("Name")).fill("பிரியா");
    await page.getByLabel(label("Email")).fill("priya@kadai");
    await page.getByLabel(label("Message")).fill("சரி");
    await send.click();
    await expect(page.getByText(chrome.inquiryMessages.emailInvalid)).toBeVisible();
    await expect(page.getByText(chrome.inquiryMessages.messageTooShort)).toBeVisible();

    await page.getByLabel(label("Email")).fill("priya@kadai.in");
    await page.getByLabel(label("Message")).fill(message);
    const request = page.waitForRequest((r) => r.url().endsWith("/api/inquiries") && r.method() === "POST");
    await send.click();
    expect((await request).postDataJSON()).toMatchObject({ name: "பிரியா", language: "ta" });
    await expect(page.getByText(chrome.componentText["Thank you! Your message has been sent."]!)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a valid post lands on the Tamil thank-you page", async ({ page }) => {
      await page.goto("/ta/contact");
      await page.getByLabel(label("Name")).fill("பிரியா");
      await page.getByLabel(label("Email")).fill("priya@kadai.in");
      await page.getByLabel(label("Message")).fill(message);
      await page.getByRole("button", { name: chrome.componentText["Send Message"] }).click();
      await expect(page).toHaveURL(/\/ta\/contact\/sent$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      expect(tamilScriptShare(await page.locator("h1").innerText())).toBeGreaterThan(0.9);
    });

    test("an invalid post lands on the Tamil problem page, with the Tamil messages", async ({ page }) => {
      await page.goto("/ta/contact");
      await page.getByLabel(label("Name")).fill("பிரியா");
      await page.getByLabel(label("Email")).fill("priya@kadai");
      await page.getByLabel(label("Message")).fill(message);
      const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiries"));
      await page.getByRole("button", { name: chrome.componentText["Send Message"] }).click();
      expect((await response).status()).toBe(400);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      expect(tamilScriptShare(await page.locator("h1").innerText())).toBeGreaterThan(0.9);
      await expect(page.locator("#form-problems li")).toHaveText([chrome.inquiryMessages.emailInvalid]);
      await expect(page.getByRole("main").locator('a[href="/ta/contact"]').first()).toBeVisible();
    });
  });
});

test.describe("the chat on a Tamil page", () => {
  test("greets in Tamil after the Hi! and suggests Tamil questions", async ({ page }) => {
    await page.goto("/ta");
    await waitForHydration(page);
    await page.getByRole("button", { name: chrome.componentText["Chat with our assistant"] }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("log")).toContainText(chrome.chatCopy.greeting);
    expect(chrome.chatCopy.greeting.startsWith("Hi!")).toBe(true);
    const suggestions = dialog.getByRole("list", { name: chrome.chatCopy.suggestionsLabel });
    for (const suggestion of chrome.chatSuggestions) {
      await expect(suggestions.getByRole("button", { name: suggestion.label })).toBeVisible();
    }
  });
});
