import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadArticles, parseArticle, relatedArticles } from "./articles.server";

const fixtures = path.resolve(import.meta.dirname, "__fixtures__/articles");
const valid = readFileSync(path.join(fixtures, "valid/sample-article.md"), "utf8");
const parse = (source: string) => () => parseArticle("articles/sample-article.md", source);

describe("article loader", () => {
  it("reads frontmatter, renders the body and lists the ## sections", () => {
    const [article] = loadArticles(path.join(fixtures, "valid"));
    expect(article).toMatchObject({ slug: "sample-article", featured: true, publishDate: "2025-01-14" });
    expect(article?.toc).toEqual([
      { id: "first-section", title: "First section" },
      { id: "second-section", title: "Second section" },
      { id: "third-section", title: "Third section" },
    ]);
    expect(article?.html).toContain('<h2 id="first-section">First section</h2>');
    expect(article?.html).toContain('<h3 id="a-sub-section">');
    expect(article?.html).toContain('<div class="table-scroll" role="region" tabindex="0"');
    expect(article?.html).toContain('<a href="/contact">a link</a>');
  });

  it("fails naming the file and the field when a value is wrong", () => {
    expect(() => loadArticles(path.join(fixtures, "bad-date"))).toThrow(
      /bad-date\/sample-article\.md: field "publishDate": must be an ISO date/,
    );
  });

  it("fails naming the file and the field when a field is missing", () => {
    expect(() => loadArticles(path.join(fixtures, "missing-field"))).toThrow(
      /missing-field\/sample-article\.md: field "featured": is missing/,
    );
  });

  it("requires the slug to be the file name", () => {
    expect(() => loadArticles(path.join(fixtures, "wrong-slug"))).toThrow(
      /another-name\.md: field "slug": must equal the file name "another-name"/,
    );
  });

  it("names nested fields and rejects unknown ones", () => {
    expect(parse(valid.replace("to: /contact", "to: /about"))).toThrow(/field "cta\.primary\.to": must be \/contact/);
    expect(parse(valid.replace("Learn More", "Click here"))).toThrow(/field "cta\.secondary\.label": must be one of/);
    expect(parse(valid.replace("featured: true", "featured: true\ndraft: true"))).toThrow(/frontmatter: .*draft/);
    expect(parse(valid.replace("readTime: 1 min read", "readTime: soon"))).toThrow(/field "readTime"/);
  });

  it("rejects bodies the page cannot show well", () => {
    expect(parse(valid.replace("An introduction", "# A second title\n\nAn introduction"))).toThrow(
      /body: heading "A second title" must be ## or ###/,
    );
    expect(parse(valid.replace("Text.", "<script>alert(1)</script>"))).toThrow(/body: raw HTML is not allowed/);
    expect(parse(valid.replace("The end.", "![art](/x.png)"))).toThrow(/body: images go in the frontmatter/);
    expect(parse(valid.replace("(/contact)", "(javascript:alert(1))"))).toThrow(/body: link "javascript:alert\(1\)"/);
    expect(parse("No frontmatter at all")).toThrow(/frontmatter: missing/);
  });

  it("relates articles by category first, then shared tags", () => {
    const articles = loadArticles();
    const comparison = articles.find((article) => article.slug === "whatsapp-business-solutions-comparison")!;
    const related = relatedArticles(comparison, articles);
    expect(related).toHaveLength(3);
    expect(related[0]?.slug).toBe("ai-whatsapp-responses-2025");
    expect(related.map((article) => article.slug)).not.toContain(comparison.slug);
  });
});
