import { expect, test } from "@playwright/test";
import { waitForHydration, watchConsole } from "./helpers";

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("theme", () => {
  test("follows the system setting by default", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    expect(await isDark(page)).toBe(false);
  });

  test("the toggle switches the theme and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await isDark(page)).toBe(true);
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cleverobotics:state") ?? "null"));
    expect(stored).toMatchObject({ version: 1, state: { theme: "dark" } });
  });

  test("a switch repaints the whole page at once: nothing fades, not even the sections below the fold", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    const transitions = await page.evaluate(async () => {
      const running = () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length;
      const atOnce = running();
      document.querySelector("body > footer")?.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { atOnce, afterScroll: running() };
    });
    expect(transitions).toEqual({ atOnce: 0, afterScroll: 0 });
    expect(await page.evaluate(() => document.documentElement.classList.contains("theme-switching"))).toBe(false);
  });

  test("is set before any script bundle runs, so there is no flash", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem("cleverobotics:state", JSON.stringify({ version: 1, state: { theme: "dark" } })),
    );
    await page.route("**/islands/*.js", (route) => route.abort());
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/pricing");
    expect(await isDark(page)).toBe(true);
  });

  test("a corrupt stored value falls back to the defaults without errors", async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem("cleverobotics:state", "{broken"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    expect(await isDark(page)).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await isDark(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
