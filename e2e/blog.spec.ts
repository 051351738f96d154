import { expect, type Page, test } from "@playwright/test";
import { articlePage } from "../app/content/article-page";
import { loadArticles } from "../app/content/articles.server";
import { blogPage } from "../app/content/blog-page";
import { caseStudies, caseStudyCategories } from "../app/content/case-studies";
import { caseStudiesPage } from "../app/content/case-studies-page";
import { caseStudyLinkLabel } from "../app/content/messages";
import { ALL_CATEGORIES, categoryOptions, countLine, filterArticles } from "../app/lib/blog/filter";
import { caseStudyCount } from "../app/lib/case-study-filter";
import { formatDate } from "../app/lib/format-date";
import { metricLabel } from "../app/lib/metric-label";
import { waitForHydration, watchConsole } from "./helpers";

const articles = loadArticles();
/** The article the page tests read: the newest with a table, so every part of the page is there. */
const article = articles.find((entry) => entry.html.includes("<table"));
if (!article) throw new Error("The blog needs an article with a table for these tests");
const articlePath = `/blog/${article.slug}`;
/** Text to match literally inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((f) => {
    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * f, behavior: "instant" });
  }, fraction);
}

/** A call to action's accessible name: its label, then what it leads to when the label alone does not say. */
function ctaName(action: { label: string; to: string }): string | RegExp {
  const context = articlePage.ctaContext[action.to as keyof typeof articlePage.ctaContext];
  return context ? new RegExp(`^${literal(action.label)}\\s*: ${literal(context)}$`) : action.label;
}

test.describe("article page", () => {
  test("the reading-progress bar reads 0 at the top, about 50 in the middle and 100 at the end", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(articlePath);
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
    await page.goto(articlePath);
    await waitForHydration(page);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(await page.locator("h1").innerText());
    await expect(page.locator("header").getByText("Cleverobotics Team", { exact: true })).toBeVisible();
    await expect(page.getByText(formatDate(article.publishDate)).first()).toBeVisible();
    await expect(page.getByText(article.readTime).first()).toBeVisible();
    const main = page.getByRole("main");
    for (const action of [article.cta.primary, article.cta.secondary]) {
      await expect(main.getByRole("link", { name: ctaName(action) })).toHaveAttribute("href", action.to);
    }
    await expect(main.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
    await expect(page.locator("#related-title")).toHaveText(articlePage.related.heading);
    await expect(main.getByRole("table").first()).toBeVisible();
  });

  test("every article's call to action leads where its frontmatter says", async ({ page }) => {
    for (const entry of articles) {
      await page.goto(`/blog/${entry.slug}`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      for (const action of [entry.cta.primary, entry.cta.secondary]) {
        await expect(main.getByRole("link", { name: ctaName(action) }), entry.slug).toHaveAttribute("href", action.to);
      }
    }
  });

  test("@desktop the sticky table of contents scrolls to a section 80 px below the top", async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const section = article.toc[1]!;
    await toc.getByRole("link", { name: section.title, exact: true }).click();
    const heading = page.getByRole("heading", { name: section.title, level: 2, exact: true });
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
    await expect(page).toHaveURL(new RegExp(`#${literal(section.id)}$`));
    await expect(heading).toBeFocused();
    await expect(toc.getByRole("link", { name: section.title, exact: true })).toHaveAttribute(
      "aria-current",
      "location",
    );
    // Still in view after reading further down the page: it is sticky.
    await scrollTo(page, 0.6);
    await expect(toc).toBeInViewport();
  });

  test("@desktop under reduced motion the table of contents jumps without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(articlePath);
    await waitForHydration(page);
    const section = article.toc[Math.floor(article.toc.length / 2)]!;
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: section.title, exact: true })
      .click();
    // No polling: the jump has happened by the time the click returns.
    const top = await page
      .getByRole("heading", { name: section.title, level: 2, exact: true })
      .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(top).toBe(80);
  });

  test("links inside the article text lead to their page", async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const link = page.locator('.article-body a[href^="/"]').first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${literal(href)}$`));
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveCount(1);
  });
});

test.describe("blog index", () => {
  test("searches, filters by category, and opens an article from its card", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByText(countLine(articles.length, ""), { exact: true })).toBeVisible();
    const target = articles.at(-1)!;
    const search = target.title;
    const found = filterArticles(articles, { category: ALL_CATEGORIES, search });
    await page.getByRole("searchbox", { name: "Search articles" }).fill(search);
    await expect(page.getByText(countLine(found.length, search), { exact: true })).toBeVisible();
    const emptyCategory = categoryOptions(articles)
      .slice(1)
      .find((category) => filterArticles(articles, { category, search }).length === 0);
    if (!emptyCategory) throw new Error(`Every category has an article matching “${search}”`);
    await page.getByRole("button", { name: emptyCategory, exact: true }).click();
    await expect(page.getByRole("heading", { name: `${emptyCategory} Articles` })).toBeVisible();
    await expect(page.getByText(countLine(0, search), { exact: true })).toBeVisible();
    await expect(page.getByText(blogPage.empty.heading)).toBeVisible();
    await page.getByRole("button", { name: blogPage.empty.clear }).click();
    await expect(page.getByText(countLine(articles.length, ""), { exact: true })).toBeVisible();
    await page.getByRole("link", { name: target.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${target.slug}$`));
    await expect(page.locator("h1")).toHaveText(target.title);
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
    const [first, second] = caseStudyCategories;
    const inFirst = caseStudies.filter((study) => study.category === first);
    const inSecond = caseStudies.filter((study) => study.category === second);
    const problems = watchConsole(page);
    await page.goto(`/case-studies?${new URLSearchParams({ category: first })}`);
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: caseStudiesPage.filterLabel });
    await expect(tabs.getByRole("link", { name: first, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(caseStudyCount(inFirst.length), { exact: true })).toBeVisible();
    await tabs.getByRole("link", { name: second, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${literal(new URLSearchParams({ category: second }).toString())}$`));
    await expect(page.getByRole("heading", { name: inSecond[0]!.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: inFirst[0]!.title })).toHaveCount(0);
    await tabs.getByRole("link", { name: caseStudiesPage.allLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByText(caseStudyCount(caseStudies.length), { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(caseStudyCount(inSecond.length), { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("cards show two tags and three results under uppercase labels, and open the story", async ({ page }) => {
    const study = caseStudies[0]!;
    const { detail } = caseStudiesPage;
    await page.goto("/case-studies");
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(caseStudies.length);
    const first = cards(page).first();
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(
      Math.min(2, study.tags.length),
    );
    const label = first.getByRole("term").first();
    await expect(label).toHaveText(metricLabel(Object.keys(study.results)[0]!));
    await expect(label).toHaveCSS("text-transform", "uppercase");
    await first.getByRole("link", { name: new RegExp(literal(caseStudyLinkLabel)) }).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/${study.slug}$`));
    const sections = [detail.challenge, detail.solution, ...(study.features ? [detail.features] : []), detail.impact];
    for (const heading of [...sections, detail.technologies, detail.gallery]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(
      page.getByRole("main").getByRole("link", { name: caseStudiesPage.closing.primary.label }),
    ).toHaveAttribute("href", caseStudiesPage.closing.primary.to);
    await expect(page.getByRole("heading", { name: detail.related })).toBeVisible();
  });
});
