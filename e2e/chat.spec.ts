import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./helpers";

test.describe("chat assistant", () => {
  test("answers from the site's content, with a link to the page", async ({ page, isMobile }) => {
    const problems = watchConsole(page);
    await page.goto("/services");
    await waitForHydration(page);
    const launcher = page.getByRole("button", { name: "Chat with our assistant" });
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Cleverobotics assistant" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("log")).toContainText("Hi!");
    const box = dialog.getByLabel("Your message");
    await expect(box).toBeFocused();

    const size = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    if (isMobile) {
      expect(size).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect(dialog).toHaveAttribute("aria-modal", "true");
    } else {
      expect(size?.width).toBe(384);
      expect(size?.height).toBe(500);
    }

    await box.fill("How much is the Pro plan?");
    await box.press("Enter");
    await expect(dialog.getByRole("log")).toContainText("The Pro plan costs ₹39,999 a month");
    await expect(box).toBeEnabled();
    await dialog.getByRole("link", { name: "Pricing" }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(problems).toEqual([]);
  });

  test("keeps the conversation across pages and reloads", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    const box = page.getByLabel("Your message");
    await box.fill("What are your opening hours?");
    await box.press("Enter");
    await expect(page.getByRole("log")).toContainText("Monday to Friday");
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    await expect(page.getByRole("log")).toContainText("What are your opening hours?");
  });

  test("Escape closes the panel and focus returns to the launcher", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const launcher = page.getByRole("button", { name: "Chat with our assistant" });
    await launcher.click();
    await expect(page.getByLabel("Your message")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps focus inside the full-screen panel on a phone", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    const dialog = page.getByRole("dialog");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test("shows the connection message when the server fails", async ({ page }) => {
    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    await page.getByLabel("Your message").fill("Hello?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("log")).toContainText(
      "Sorry, I'm having trouble connecting right now. Please try again in a moment.",
    );
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open panel has no accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Chat with our assistant" }).click();
      await page.getByLabel("Your message").fill("What plans do you have?");
      await page.getByLabel("Your message").press("Enter");
      await expect(page.getByRole("log")).toContainText("Starter");
      await expectNoAxeViolations(page);
    });
  }
});
