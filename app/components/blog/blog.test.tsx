// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { articleSummary, loadArticles } from "~/content/articles.server";
import { blogPage } from "~/content/blog-page";
import { bind as bindReadingProgress } from "~/shell/islands/reading-progress";
import { ResultsGrid } from "../case-studies/ResultsGrid";
import { BlogIndex } from "./BlogIndex";
import { NewsletterSection } from "./NewsletterSection";
import { ReadingProgress } from "./ReadingProgress";

const articles = loadArticles().map(articleSummary);

function renderBlog() {
  render(<BlogIndex articles={articles} copy={blogPage} />);
  return userEvent.setup();
}

const countLine = () => screen.getByText(/^\d+ articles? found/);
const gridCards = () => within(countLine().closest("section")!).queryAllByRole("article");

describe("blog index", () => {
  const categories = [...new Set(articles.map((article) => article.category))];
  const found = (count: number, search = "") =>
    `${count} article${count === 1 ? "" : "s"} found${search ? ` for “${search}”` : ""}`;

  it("shows up to two featured articles, every article in the grid and a button per category", () => {
    renderBlog();
    const featured = screen.getByRole("heading", { name: "Featured Articles" }).closest("section")!;
    expect(within(featured).getAllByRole("article")).toHaveLength(
      Math.min(2, articles.filter((article) => article.featured).length),
    );
    expect(screen.getByRole("heading", { name: "All Articles" })).toBeInTheDocument();
    expect(countLine().textContent).toBe(found(articles.length));
    expect(gridCards()).toHaveLength(articles.length);
    const buttons = within(screen.getByRole("group", { name: blogPage.categoriesLabel })).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["All", ...categories]);
    expect(screen.getByPlaceholderText("Search articles...")).toHaveAccessibleName("Search articles");
  });

  it("shows at most three tags on a card, each card opening its article", () => {
    renderBlog();
    for (const card of gridCards()) {
      expect(within(card).getByRole("list", { name: "Tags" }).children.length).toBeLessThanOrEqual(3);
      expect(within(card).getByRole("link").getAttribute("href")).toMatch(/^\/blog\/[a-z0-9-]+$/);
    }
  });

  it("filters by category, then by search text, and words the count line", async () => {
    const user = renderBlog();
    const category = articles[0]!.category;
    const inCategory = articles.filter((article) => article.category === category);
    await user.click(screen.getByRole("button", { name: category }));
    expect(screen.getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: `${category} Articles` })).toBeInTheDocument();
    expect(countLine().textContent).toBe(found(inCategory.length));
    expect(gridCards()).toHaveLength(inCategory.length);
    expect(screen.queryByRole("heading", { name: "Featured Articles" })).toBeNull();

    const search = articles[0]!.tags[0]!;
    const matching = inCategory.filter((article) =>
      [article.title, article.excerpt, ...article.tags].some((text) =>
        text.toLowerCase().includes(search.toLowerCase()),
      ),
    );
    await user.type(screen.getByRole("searchbox"), search);
    expect(countLine().textContent).toBe(found(matching.length, search));
    expect(gridCards()).toHaveLength(matching.length);
  });

  it("shows the empty state and clears both filters", async () => {
    const user = renderBlog();
    await user.click(screen.getByRole("button", { name: categories[0]! }));
    await user.type(screen.getByRole("searchbox"), "no-such-word-in-any-article");
    expect(countLine().textContent).toBe(found(0, "no-such-word-in-any-article"));
    expect(screen.getByText("No articles found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filter criteria")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(countLine().textContent).toBe(found(articles.length));
  });
});

describe("newsletter", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.innerHTML = "";
  });

  // Outside a page's build the island renders in place (app/islands/ReactIsland.tsx); its waking
  // is app/islands/interaction-directive.test.tsx's.
  const renderNewsletter = () => {
    render(<NewsletterSection copy={blogPage.newsletter} />);
    return userEvent.setup();
  };

  it("checks the address, posts it to the newsletter endpoint and thanks the reader", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "subscribed" }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const user = renderNewsletter();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email address"), "owner@kadai.in");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(blogPage.newsletter.form.success);
    expect(fetch).toHaveBeenCalledWith(
      "/api/newsletter",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "owner@kadai.in", source: "blog" }) }),
    );
  });

  it("says so when the address was already subscribed, and when the server fails", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ status: "already_subscribed" }), { status: 200 }));
    const user = renderNewsletter();
    await user.type(screen.getByLabelText("Email address"), "owner@kadai.in");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(blogPage.newsletter.form.already);
  });

  it("keeps the address and offers another try after an error", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 503 }));
    const user = renderNewsletter();
    await user.type(screen.getByLabelText("Email address"), "owner@kadai.in");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(blogPage.newsletter.form.error);
    expect(screen.getByLabelText("Email address")).toHaveValue("owner@kadai.in");
  });
});

describe("reading progress", () => {
  it("is a progressbar from 0 to 100 that follows the scroll position", async () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 3000 });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
    // As the build writes it, moved by the shell script's island.
    document.body.innerHTML = renderToStaticMarkup(<ReadingProgress />);
    const bar = screen.getByRole("progressbar", { name: "Reading progress" });
    bindReadingProgress(bar);
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    for (const [scrollY, expected] of [
      [1000, "50"],
      [2000, "100"],
      [0, "0"],
    ] as const) {
      await act(async () => {
        Object.defineProperty(window, "scrollY", { configurable: true, value: scrollY });
        window.dispatchEvent(new Event("scroll"));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(bar).toHaveAttribute("aria-valuenow", expected);
    }
  });
});

describe("case-study results", () => {
  it("split camelCase metric names into words shown as uppercase labels", () => {
    render(<ResultsGrid results={{ frontDeskCalls: "−45%", dmsAnsweredByAi: "78%", uptime: "99.9%" }} />);
    const labels = screen.getAllByRole("term");
    expect(labels.map((label) => label.textContent)).toEqual(["Front Desk Calls", "Dms Answered By Ai", "Uptime"]);
    for (const label of labels) expect(label).toHaveClass("uppercase");
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["−45%", "78%", "99.9%"]);
  });
});
