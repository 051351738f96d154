import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { canonicalPath } from "../app/lib/canonical";

/** Every prerendered page of the build under test, at its canonical address. */
export function builtPagePaths(): string[] {
  return readdirSync(path.resolve(import.meta.dirname, "../build/client"), { recursive: true })
    .map((file) => String(file).split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => canonicalPath(`/${file.replace(/\/?index\.html$/, "")}`))
    .sort();
}

/** Collects console errors and uncaught exceptions of a page (hydration errors land here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until the page's islands work (the shell script marks <html data-hydrated>, app/shell/index.ts). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Wakes the React island holding `field` as a visitor's first touch does (focus inside it), and
 * waits until React has it (app/islands/interaction-directive.ts marks it `data-hydrated`).
 */
export async function wakeIsland(page: Page, field: Locator): Promise<void> {
  await field.focus();
  await page.locator("astro-island[data-hydrated]", { has: field }).waitFor({ state: "attached" });
}

/** Chromium logs this for any document answered with status 404; it is the status we want. */
export const notFoundStatusMessage = /Failed to load resource: the server responded with a status of 404/;

/**
 * Renders every part of the page now. Sections far from the screen are left unrendered until the
 * visitor nears them (`content-visibility: auto`, app/app.css), and what reads the rendered page
 * (axe's colour checks, `innerText`) would otherwise see only the parts near the screen.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("main > section, body > footer")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await renderWholePage(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Opens the chat on a page and asks a question the built-in assistant answers. */
export async function askOpeningHours(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  const box = page.getByLabel("Your message");
  await box.fill("What are your opening hours?");
  await box.press("Enter");
  await expect(page.getByRole("log")).toContainText("Monday to Friday");
}
