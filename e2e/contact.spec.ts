import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./helpers";

const message = "We take 200 orders a day on WhatsApp and lose track of half of them.";

test.describe("contact form with JavaScript", () => {
  test("checks the fields, sends, thanks and clears", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/contact?topic=demo");
    await waitForHydration(page);
    await expect(page.getByLabel("Service of interest (optional)")).toHaveValue("demo");

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toBeFocused();

    await page.getByLabel(/^Name/).fill("Priya Raman");
    await page.getByLabel(/^Email/).fill("priya@kadai.in");
    await page.getByLabel(/^Message/).fill(message);
    // The draft survives a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel(/^Message/)).toHaveValue(message);

    const request = page.waitForRequest((r) => r.url().endsWith("/api/inquiries") && r.method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await request).headers()["content-type"]).toContain("application/json");
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("shows the error banner when the server cannot be reached", async ({ page }) => {
    await page.route("**/api/inquiries", (route) => route.abort("connectionrefused"));
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel(/^Name/).fill("Priya Raman");
    await page.getByLabel(/^Email/).fill("priya@kadai.in");
    await page.getByLabel(/^Message/).fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Something went wrong");
    await expect(page.getByRole("alert")).toContainText(
      "There was an error sending your message. Please try again or contact us directly.",
    );
    await expect(page.getByLabel(/^Name/)).toHaveValue("Priya Raman");
  });

  test("has no accessibility violations with errors shown", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid form post lands on the thank-you page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel(/^Name/).fill("Priya Raman");
    await page.getByLabel(/^Email/).fill("priya@kadai.in");
    await page.getByLabel(/^Message/).fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.locator("h1")).toHaveText("Thank you! Your message has been sent.");
  });

  test("an invalid form post lands on a page that says why, with the same messages", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel(/^Name/).fill("Priya Raman");
    // The browser accepts "priya@kadai" as an email; our rule does not.
    await page.getByLabel(/^Email/).fill("priya@kadai");
    await page.getByLabel(/^Message/).fill(message);
    const response = page.waitForResponse((r) => r.url().endsWith("/api/inquiries"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.locator("h1")).toHaveText("Your message was not sent");
    await expect(page.locator("#form-problems li")).toHaveText(["Please enter a valid email"]);
    await expect(page.getByRole("link", { name: "Open the contact form" })).toHaveAttribute("href", "/contact");
  });
});
