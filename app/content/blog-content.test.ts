import { describe, expect, it } from "vitest";
import { loadArticles } from "./articles.server";
import { caseStudies } from "./case-studies";
import { pageRegistry } from "./pages";

// Every article, checked as a reader and an editor would: a new article needs no change here.
const articles = loadArticles();
const staticPaths = new Set(pageRegistry.map((entry) => entry.path));
const slugPaths = new Set([
  ...caseStudies.map((study) => `/case-studies/${study.slug}`),
  ...articles.map((article) => `/blog/${article.slug}`),
]);
const bySlug = articles.map((article) => [article.slug, article] as const);

/** The internal links of an article's body, as written in its HTML. */
const bodyLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? "").filter((href) => !href.startsWith("//"));

describe("the blog's articles", () => {
  it("have unique ids and slugs, and are listed newest first", () => {
    for (const key of ["id", "slug"] as const) {
      const values = articles.map((article) => article[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const dates = articles.map((article) => article.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(bySlug)("%s is long enough for its stated read time (185 to 245 words a minute)", (_, article) => {
    const minutes = Number.parseInt(article.readTime, 10);
    expect(article.wordCount).toBeGreaterThanOrEqual(minutes * 185 * 0.95);
    expect(article.wordCount).toBeLessThanOrEqual(minutes * 245);
  });

  it.each(bySlug)("%s opens with an introduction and has one anchor per section", (_, article) => {
    expect(article.toc[0]?.title).toBe("Introduction");
    const ids = article.toc.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(bySlug)("%s numbers its implementation steps from 1 without gaps", (_, article) => {
    const steps = [...article.html.matchAll(/<h3 id="step-(\d+)/g)].map((match) => Number(match[1]));
    expect(steps).toEqual(steps.map((_, index) => index + 1));
  });

  it.each(bySlug)("%s links only to pages and sections that exist", (_, article) => {
    const headingIds = new Set([...article.html.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1]));
    const actions = [article.cta.primary, article.cta.secondary, article.cta.extra].flatMap((action) =>
      action ? [action.to] : [],
    );
    for (const href of [...bodyLinks(article.html), ...actions]) {
      const path = (href.split(/[?#]/)[0] ?? "").replace(/(.)\/$/, "$1");
      expect(staticPaths.has(path) || slugPaths.has(path), href).toBe(true);
    }
    for (const [, hash] of [...article.html.matchAll(/href="#([^"]+)"/g)]) {
      expect(headingIds.has(hash), `#${hash}`).toBe(true);
    }
  });

  it.each(bySlug)("%s links to at least one of our products or AI solutions", (_, article) => {
    expect(bodyLinks(article.html).some((href) => /^\/(products|ai-solutions)(\/|$)/.test(href))).toBe(true);
  });
});
