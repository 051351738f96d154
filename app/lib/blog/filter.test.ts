import { describe, expect, it } from "vitest";
import { categoryOptions, countLine, featuredArticles, filterArticles, gridHeading } from "./filter";

const article = (title: string, category: string, tags: string[], excerpt = "", featured = false) => ({
  title,
  excerpt,
  category,
  tags,
  featured,
});

const articles = [
  article("WhatsApp API bot vs AI bot", "WhatsApp Automation", ["WhatsApp", "Costs"], "Which bot fits", true),
  article("AI toolkit for solopreneurs", "AI for Entrepreneurs", ["Productivity"], "Run a one-person business", true),
  article("RPA vs GenAI", "Automation Strategy", ["RPA", "ROI"], "Rules or judgement", true),
  article("AI replies on WhatsApp", "WhatsApp Automation", ["Customer Support"], "Context-aware answers"),
];

describe("blog filter", () => {
  it("offers All and each distinct category once, in order", () => {
    expect(categoryOptions(articles)).toEqual([
      "All",
      "WhatsApp Automation",
      "AI for Entrepreneurs",
      "Automation Strategy",
    ]);
  });

  it("applies the category first, then the search", () => {
    expect(filterArticles(articles, { category: "All", search: "" })).toHaveLength(4);
    expect(filterArticles(articles, { category: "WhatsApp Automation", search: "" })).toHaveLength(2);
    // "rpa" matches an article outside the chosen category: the category wins.
    expect(filterArticles(articles, { category: "WhatsApp Automation", search: "rpa" })).toEqual([]);
    expect(filterArticles(articles, { category: "All", search: "rpa" }).map((a) => a.title)).toEqual(["RPA vs GenAI"]);
  });

  it("matches title, excerpt or any one tag, ignoring case and surrounding spaces", () => {
    expect(filterArticles(articles, { category: "All", search: "  WHATSAPP " })).toHaveLength(2);
    expect(filterArticles(articles, { category: "All", search: "one-person" })).toHaveLength(1);
    expect(filterArticles(articles, { category: "All", search: "customer support" })).toHaveLength(1);
    expect(filterArticles(articles, { category: "All", search: "roi" })).toHaveLength(1);
    expect(filterArticles(articles, { category: "All", search: "blockchain" })).toEqual([]);
  });

  it("features at most two articles", () => {
    expect(featuredArticles(articles).map((a) => a.title)).toEqual([
      "WhatsApp API bot vs AI bot",
      "AI toolkit for solopreneurs",
    ]);
  });

  it("titles the grid by category", () => {
    expect(gridHeading("All")).toBe("All Articles");
    expect(gridHeading("AI Trends")).toBe("AI Trends Articles");
  });

  it("words the count line for none, one and many, with and without search text", () => {
    expect(countLine(0, "")).toBe("0 articles found");
    expect(countLine(1, "")).toBe("1 article found");
    expect(countLine(3, "")).toBe("3 articles found");
    expect(countLine(0, "blockchain")).toBe("0 articles found for “blockchain”");
    expect(countLine(1, " rpa ")).toBe("1 article found for “rpa”");
    expect(countLine(6, "   ")).toBe("6 articles found");
  });
});
