import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

const focusedText = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

test.describe("keyboard only", () => {
  test("the skip link is the first stop and jumps to the content", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("desktop: open a menu, go down into a submenu and follow a link", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const services = nav.getByRole("button", { name: "Services" });
    // Skip link, logo, then the first menu button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedText(page)).toContain("All services");
    await page.keyboard.press("ArrowDown");
    const group = nav.getByRole("button", { name: "AI & Automation" });
    await expect(group).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Agentic AI Automation", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Robotic Process Automation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/rpa\/$/);
    await expect(page.locator("h1")).toHaveText("Robotic process automation");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("desktop: Escape closes the open menu and returns focus to its button", { tag: "@desktop" }, async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const company = page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("button", { name: "Company" });
    await company.focus();
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).toBeFocused();
  });

  test("mobile: open the menu, one section at a time, follow a link", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    // Skip link, logo, language switch, theme toggle, WhatsApp, then the menu button.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: /^தமிழ்/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp (opens WhatsApp)" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    const menu = page.getByRole("navigation", { name: "Main menu" });
    const services = menu.getByRole("button", { name: "Services" });
    const products = menu.getByRole("button", { name: "Products" });
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "All products" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("mobile: Escape closes the menu and a tap outside does too", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(200, 880);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});
