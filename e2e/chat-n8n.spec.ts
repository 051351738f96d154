import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

// The site server of these tests sends the chat to e2e/fake-n8n.ts, which streams like n8n.
const CONNECTION_ERROR = "Sorry, I'm having trouble connecting right now. Please try again in a moment.";

async function openChat(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Cleverobotics assistant" });
  await expect(dialog.getByLabel("Your message")).toBeFocused();
  return dialog;
}

test.describe("chat answered by a streaming n8n workflow", () => {
  test("shows the answer as it grows, never the stream's raw lines", async ({ page }) => {
    const dialog = await openChat(page);
    const log = dialog.getByRole("log");
    await dialog.getByLabel("Your message").fill("What are your prices?");
    await dialog.getByLabel("Your message").press("Enter");

    await expect(log).toContainText("Our plans start");
    await expect(log).not.toContainText("₹15,999");
    await expect(log).toContainText("Our plans start at ₹15,999 a month.");
    await expect(dialog.getByRole("status")).toHaveText("Assistant: Our plans start at ₹15,999 a month.");
    await expect(dialog.getByLabel("Your message")).not.toHaveAttribute("readonly");
    const shown = await dialog.innerText();
    expect(shown).not.toContain('{"type"');
    expect(shown).not.toContain('"content"');
  });

  test("an error in the stream shows the connection message with a retry", async ({ page }) => {
    const dialog = await openChat(page);
    await dialog.getByLabel("Your message").fill("This one will fail");
    await dialog.getByLabel("Your message").press("Enter");
    await expect(dialog.getByRole("log")).toContainText(CONNECTION_ERROR);
    await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(await dialog.innerText()).not.toContain('{"type"');
  });

  test("while waiting, focus stays in the message box and Escape closes the panel", async ({ page }) => {
    const dialog = await openChat(page);
    const box = dialog.getByLabel("Your message");
    await box.fill("A slow question");
    await box.press("Enter");
    await expect(dialog.getByRole("log")).toContainText("Cogitating…");
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("readonly", "");
    await expect(box).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with our assistant" })).toBeFocused();
  });
});
