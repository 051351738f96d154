import { loadArticles } from "./content/articles.server";
import { caseStudies } from "./content/case-studies";
import { type PageEntry, pageRegistry, pageVersions } from "./content/pages";
import { hreflangAlternates } from "./lib/hreflang";
import type { SitemapEntry } from "./lib/sitemap";

/**
 * The paths built besides the static routes of app/routes.ts: one per content slug, and the
 * 404 page (the catch-all route) at /404. Imported by the build config and the server, so it
 * stays free of anything that needs the browser or the build-time settings.
 */
export const NOT_FOUND_PATH = "/404";

export function contentPaths(): { path: string; lastmod?: string }[] {
  return [
    ...caseStudies.map((study) => ({ path: `/case-studies/${study.slug}`, lastmod: study.updated })),
    ...loadArticles().map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.publishDate })),
  ];
}

/** Every path to prerender: the static routes (from the page registry), one per content slug, and the 404 page. */
export function prerenderPaths(staticPaths: readonly string[]): string[] {
  return [...staticPaths, ...contentPaths().map((entry) => entry.path), NOT_FOUND_PATH];
}

/** The sitemap: every registered page that may be indexed, and every content slug, by path. */
export function sitemapEntries(registry: readonly PageEntry[] = pageRegistry): SitemapEntry[] {
  const pages = registry
    .filter((entry) => !entry.head.noindex)
    .map((entry): SitemapEntry => {
      const alternates = hreflangAlternates(pageVersions(entry.path, registry));
      return alternates.length ? { path: entry.path, alternates } : { path: entry.path };
    });
  return [...pages, ...contentPaths()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Collections whose detail route takes a slug; the server answers unknown slugs there with the app shell and 404. */
export const slugCollections = ["/case-studies/", "/blog/"] as const;
