import { describe, expect, it } from "vitest";
import { loadArticles } from "./articles.server";

// The articles, checked as a reader and an editor would.
const articles = loadArticles();
const bySlug = (slug: string) => {
  const article = articles.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`No article ${slug}`);
  return article;
};
const sections = (slug: string) => bySlug(slug).toc.map((entry) => entry.title);

describe("the blog's articles", () => {
  it("have their categories, dates, read times and featured flags", () => {
    const facts = articles.map(({ slug, category, publishDate, readTime, featured }) => [
      slug,
      category,
      publishDate,
      readTime,
      featured,
    ]);
    expect(facts).toEqual([
      ["vertical-ai-wins", "AI Trends", "2025-01-22", "14 min read", false],
      ["ai-whatsapp-responses-2025", "WhatsApp Automation", "2025-01-20", "12 min read", false],
      ["whatsapp-business-solutions-comparison", "WhatsApp Automation", "2025-01-14", "12 min read", true],
      ["ai-solopreneur-productivity-guide", "AI for Entrepreneurs", "2025-01-10", "12 min read", true],
      ["rpa-vs-genai-business-guide", "Automation Strategy", "2025-01-08", "18 min read", true],
      ["ai-app-development-trends-2025", "AI Trends", "2025-01-05", "15 min read", true],
    ]);
  });

  it("are long enough for their stated read time (185 to 245 words a minute)", () => {
    for (const article of articles) {
      const minutes = Number.parseInt(article.readTime, 10);
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(minutes * 185 * 0.95);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(minutes * 245);
    }
  });

  it("have the sections each article promises", () => {
    expect(sections("whatsapp-business-solutions-comparison")).toEqual([
      "Introduction",
      "Feature comparison",
      "Cost analysis",
      "When to choose API bots",
      "When to choose AI bots",
      "Real-world chat examples",
      "Conclusion",
    ]);
    const responses = sections("ai-whatsapp-responses-2025").join(" | ");
    for (const part of [
      "Introduction",
      "evolution",
      "How AI",
      "Context",
      "Benefits",
      "Six-step",
      "Case studies",
      "future",
      "Call to action",
      "Related articles",
    ]) {
      expect(responses).toContain(part);
    }
    const vertical = sections("vertical-ai-wins").join(" | ");
    for (const part of [
      "Introduction",
      "problem",
      "What is vertical AI",
      "approach",
      "Real examples",
      "ROI comparison",
      "Seven-step",
      "future",
      "Call to action",
      "Related articles",
    ]) {
      expect(vertical).toContain(part);
    }
  });

  it("have six and seven implementation steps in the two step-by-step guides", () => {
    const steps = (slug: string) => bySlug(slug).html.match(/<h3 id="step-\d/g)?.length;
    expect(steps("ai-whatsapp-responses-2025")).toBe(6);
    expect(steps("vertical-ai-wins")).toBe(7);
  });

  it("carry the comparison table and the cost and investment figures", () => {
    const comparison = bySlug("whatsapp-business-solutions-comparison").html;
    expect(comparison).toMatch(/<th>Feature<\/th>\s*<th>API Bot<\/th>\s*<th>AI Bot<\/th>/);
    for (const figure of [
      "10,000",
      "₹5,000",
      "₹12,500",
      "₹0.40",
      "₹0.70",
      "₹3,000",
      "₹10,000",
      "₹2.00",
      "₹30,000",
      "1 to 2 weeks",
    ]) {
      expect(comparison).toContain(figure);
    }
    const rpa = bySlug("rpa-vs-genai-business-guide").html;
    for (const figure of ["$15,000", "$300,000", "$50,000", "$2,000,000"]) expect(rpa).toContain(figure);
    const responses = bySlug("ai-whatsapp-responses-2025").html;
    for (const claim of ["no credit card", "100 conversations", "5 minutes"])
      expect(responses.toLowerCase()).toContain(claim);
  });

  it("link to the WhatsApp product and solution pages", () => {
    const html = articles.map((article) => article.html).join("");
    for (const path of ["/products", "/products/smart-ai-whatsapp", "/ai-solutions", "/ai-solutions/whatsapp"]) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it("send their call to action to /contact and /case-studies, the solopreneur guide to /services", () => {
    for (const article of articles) {
      expect(article.cta.primary.to, article.slug).toBe("/contact");
      const expected = article.slug === "ai-solopreneur-productivity-guide" ? "/services" : "/case-studies";
      expect(article.cta.secondary.to, article.slug).toBe(expected);
    }
  });
});
