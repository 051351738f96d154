import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchConsole } from "./helpers";

const article = "/blog/whatsapp-business-solutions-comparison";

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((f) => {
    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * f, behavior: "instant" });
  }, fraction);
}

test.describe("article page", () => {
  test("the reading-progress bar reads 0 at the top, about 50 in the middle and 100 at the end", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(article);
    await waitForHydration(page);
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await scrollTo(page, 0.5);
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(49);
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(51);
    await scrollTo(page, 1);
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await scrollTo(page, 0);
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(problems).toEqual([]);
  });

  test("shows breadcrumbs, author, date and read time, the call to action and the author footer", async ({ page }) => {
    await page.goto(article);
    await waitForHydration(page);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(await page.locator("h1").innerText());
    await expect(page.locator("header").getByText("Cleverobotics Team", { exact: true })).toBeVisible();
    await expect(page.getByText("14 January 2025").first()).toBeVisible();
    await expect(page.getByText("12 min read").first()).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get Free WhatsApp Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: /^Learn More\s*: our case studies$/ })).toHaveAttribute(
      "href",
      "/case-studies",
    );
    await expect(main.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(main.getByRole("table").first()).toBeVisible();
  });

  test("the solopreneur guide sends its call to action to /contact and /services", async ({ page }) => {
    await page.goto("/blog/ai-solopreneur-productivity-guide");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/services");
  });

  test("@desktop the sticky table of contents scrolls to a section 80 px below the top", async ({ page }) => {
    await page.goto(article);
    await waitForHydration(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "Cost analysis" }).click();
    const heading = page.getByRole("heading", { name: "Cost analysis", level: 2 });
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
    await expect(page).toHaveURL(/#cost-analysis$/);
    await expect(heading).toBeFocused();
    await expect(toc.getByRole("link", { name: "Cost analysis" })).toHaveAttribute("aria-current", "location");
    // Still in view after reading further down the page: it is sticky.
    await scrollTo(page, 0.6);
    await expect(toc).toBeInViewport();
  });

  test("@desktop under reduced motion the table of contents jumps without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(article);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Conclusion" }).click();
    // No polling: the jump has happened by the time the click returns.
    const top = await page
      .getByRole("heading", { name: "Conclusion", level: 2 })
      .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(top).toBe(80);
  });

  test("links inside the article text navigate within the app", async ({ page }) => {
    await page.goto(article);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('.article-body a[href="/ai-solutions/whatsapp"]').first().click();
    await expect(page).toHaveURL(/\/ai-solutions\/whatsapp$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("blog index", () => {
  test("searches, filters by category, and opens an article from its card", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByText("6 articles found")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("rpa");
    await expect(page.getByText("1 article found for “rpa”")).toBeVisible();
    await page.getByRole("button", { name: "AI Trends" }).click();
    await expect(page.getByRole("heading", { name: "AI Trends Articles" })).toBeVisible();
    await expect(page.getByText("No articles found")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText("6 articles found")).toBeVisible();
    await page
      .getByRole("link", { name: "RPA vs Generative AI: A Business Guide to Choosing the Right Automation" })
      .click();
    await expect(page).toHaveURL(/\/blog\/rpa-vs-genai-business-guide$/);
    await expect(page.locator("h1")).toHaveText(/RPA vs Generative AI/);
    expect(problems).toEqual([]);
  });

  test("subscribes to the newsletter, and knows an address it already has", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const newsletter = page.locator("#newsletter");
    const email = `reader-${Date.now()}@kadai.in`;
    await newsletter.getByLabel("Email address").fill(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("status")).toHaveText(/Thank you for subscribing/);
    await page.reload();
    await waitForHydration(page);
    // The address is remembered for next time.
    await expect(newsletter.getByLabel("Email address")).toHaveValue(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("status")).toHaveText(/already subscribed/);
  });
});

test.describe("case studies", () => {
  const cards = (page: Page) => page.getByRole("main").getByRole("article");

  test("filter tabs follow the address, so a filtered view can be shared", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/case-studies?category=AI+Automation");
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: "Filter case studies by category" });
    await expect(tabs.getByRole("link", { name: "AI Automation" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("2 case studies")).toBeVisible();
    await tabs.getByRole("link", { name: "Mobile App Development" }).click();
    await expect(page).toHaveURL(/\?category=Mobile\+App\+Development$/);
    await expect(page.getByRole("heading", { name: "JustPadel: Court Booking App" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "WhatsApp Bot with AI Sales Dashboard" })).toHaveCount(0);
    await tabs.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByText("6 case studies")).toBeVisible();
    await page.goBack();
    await expect(page.getByText("2 case studies")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("cards show two tags and three results under uppercase labels, and open the story", async ({ page }) => {
    await page.goto("/case-studies");
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(6);
    const first = cards(page).first();
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(2);
    const label = first.getByRole("term").first();
    await expect(label).toHaveText("Front Desk Calls");
    await expect(label).toHaveCSS("text-transform", "uppercase");
    await first.getByRole("link", { name: /Read the case study/ }).click();
    await expect(page).toHaveURL(/\/case-studies\/ai-powered-healthcare-platform$/);
    for (const heading of ["The challenge", "Our solution", "Key features", "The impact", "Technologies", "Gallery"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("heading", { name: "More case studies" })).toBeVisible();
  });
});
