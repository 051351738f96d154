import { expect, test } from "@playwright/test";
import { caseStudies } from "../app/content/case-studies";
import { integrationCategories } from "../app/content/integrations";
import { salesManagement } from "../app/content/products";
import * as chrome from "../app/content/ta/chrome";
import { keptInLatin } from "../app/content/ta/glossary";
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
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AI சாட்பாட்");
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

// Names are written as their owners write them: the words of these may stand in Latin letters
// on a Tamil page without lang="en". Anything else in English must be marked.
const latinNames = new Set(
  [
    ...keptInLatin,
    "Smart AI WhatsApp Chatbot",
    "WhatsApp Sales Management",
    "English",
    ...caseStudies.map((study) => study.client),
    ...integrationCategories.flatMap((category) => category.items.map((item) => item.name)),
    ...salesManagement.technology.items.map((item) => item.name),
  ].flatMap((name) => name.split(/[\s/]+/)),
);

test.describe("English on the Tamil pages", () => {
  for (const entry of tamilPages) {
    test(`${entry.path} marks every English text with lang="en"`, async ({ page }) => {
      await page.goto(entry.path);
      await waitForHydration(page);
      await renderWholePage(page);
      const texts = await page.evaluate(() => {
        const found: { text: string; where: string }[] = [];
        const english = (element: Element | null) => element?.closest("[lang]")?.getAttribute("lang")?.startsWith("en");
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest("script, style, template") || english(parent)) continue;
          found.push({ text: node.textContent ?? "", where: parent.tagName });
        }
        for (const element of document.body.querySelectorAll("[alt], [aria-label], [title]")) {
          if (english(element)) continue;
          for (const name of ["alt", "aria-label", "title"]) {
            const value = element.getAttribute(name);
            if (value) found.push({ text: value, where: `${element.tagName}[${name}]` });
          }
        }
        return found;
      });
      const unmarked = texts.filter(({ text }) => {
        if (/[\u0B80-\u0BFF]/u.test(text)) return false;
        const words = text.match(/[A-Za-z][A-Za-z.'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];
        return words.some((word) => !latinNames.has(word.replace(/[.’']+$/u, "")));
      });
      expect(unmarked, `${entry.path}: English outside lang="en"`).toEqual([]);
    });
  }
});

// Phone widths: 360 px is the most common Android screen in India, 390 px a current iPhone.
for (const width of [360, 390]) {
  test.describe(`the Tamil pages at ${width} px @phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const entry of tamilPages) {
      test(`${entry.path} breaks lines only between words`, async ({ page }) => {
        await page.goto(entry.path);
        await waitForHydration(page);
        await renderWholePage(page);
        const cut = await page.evaluate(() => {
          const words: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            // A line may end after a hyphen ("WhatsApp-" / "ல்"), where the reader sees why.
            for (const match of text.matchAll(/[^\s-]+-?/gu)) {
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              // A word on two lines has boxes at two heights.
              const tops = new Set(
                [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
              );
              if (tops.size > 1) words.push(match[0]);
            }
          }
          return words;
        });
        expect(cut, `${entry.path} at ${width} px: words cut across lines`).toEqual([]);
      });

      test(`${entry.path}: the chat button covers no link of the footer`, async ({ page }) => {
        await page.goto(entry.path);
        await waitForHydration(page);
        await renderWholePage(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const launcher = await page
          .getByRole("button", { name: chrome.componentText["Chat with our assistant"] })
          .boundingBox();
        expect(launcher).not.toBeNull();
        const covered = [];
        for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
          const box = await link.boundingBox();
          if (!box || !launcher) continue;
          const overlaps =
            box.x < launcher.x + launcher.width &&
            launcher.x < box.x + box.width &&
            box.y < launcher.y + launcher.height &&
            launcher.y < box.y + box.height;
          if (overlaps) covered.push(await link.innerText());
        }
        expect(covered).toEqual([]);
      });
    }
  });
}

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
