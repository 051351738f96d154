import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../server/testing/chromium";

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export interface ChatPanel {
  page: Page;
  log: Locator;
  /** Sends a message and resolves with every text the conversation log showed until `until` appeared. */
  ask(message: string, until: string, timeoutMs: number): Promise<string[]>;
}

/** Opens the site's chat panel on its home page, as a visitor does. */
export async function openChatPanel(browser: Browser, siteUrl: string): Promise<ChatPanel> {
  const page = await browser.newPage();
  await page.goto(siteUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Cleverobotics assistant" });
  const box = dialog.getByLabel("Your message");
  await box.waitFor();
  const log = dialog.getByRole("log");

  return {
    page,
    log,
    async ask(message, until, timeoutMs) {
      // Every state of the log's text, recorded in the page as it changes.
      await log.evaluate((element) => {
        const seen: string[] = [];
        (window as unknown as { chatStates: string[] }).chatStates = seen;
        new MutationObserver(() => {
          const text = element.textContent ?? "";
          if (seen.at(-1) !== text) seen.push(text);
        }).observe(element, { childList: true, subtree: true, characterData: true });
      });
      await box.fill(message);
      await box.press("Enter");
      await log.getByText(until, { exact: false }).waitFor({ timeout: timeoutMs });
      return page.evaluate(() => (window as unknown as { chatStates: string[] }).chatStates);
    },
  };
}
