import { loadArticles } from "./content/articles.server";
import { caseStudies } from "./content/case-studies";
import { pageFamilies } from "./content/page-entry";
import { type PageEntry, pageRegistry, pageVersions } from "./content/pages";
import { hreflangAlternates } from "./lib/hreflang";
import type { SitemapEntry } from "./lib/sitemap";

/**
 * Every page the site builds, and the paths the server and the sitemap need. Imported by the
 * build and the server, so it stays free of anything that needs the browser or the build-time
 * settings.
 */

/** The 404 page, built at /404: the server sends it, with status 404, for every unknown address. */
export const NOT_FOUND_PATH = "/404";

export function contentPaths(): { path: string; lastmod?: string }[] {
  return [
    ...caseStudies.map((study) => ({ path: `/case-studies/${study.slug}`, lastmod: study.updated })),
    ...loadArticles().map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.publishDate })),
  ];
}

/** A page the site builds, and the module in app/routes that renders it (given the slug of an article or case study). */
export interface SitePage {
  path: string;
  module: string;
  slug?: string;
}

/** The page modules of the articles and the case studies, by the folder their slugs sit in. */
const slugModules = { "/case-studies/": "routes/case-study.tsx", "/blog/": "routes/article.tsx" } as const;

/** Every page to build: each page of the registry in its family's module, one per content slug, and the 404 page. */
export function sitePages(registry: readonly PageEntry[] = pageRegistry): SitePage[] {
  const pages = registry.map((entry) => ({ path: entry.path, module: pageFamilies[entry.family] }));
  const slugPages = contentPaths().map(({ path }) => {
    const [folder, module] = Object.entries(slugModules).find(([prefix]) => path.startsWith(prefix)) ?? [];
    if (!folder || !module) throw new Error(`No page module for ${path}`);
    return { path, module, slug: path.slice(folder.length) };
  });
  return [...pages, ...slugPages, { path: NOT_FOUND_PATH, module: "routes/not-found.tsx" }];
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
