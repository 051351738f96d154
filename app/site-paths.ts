import { loadArticles } from "./content/articles.server";
import { caseStudies } from "./content/case-studies";

/**
 * The paths built besides the static routes of app/routes.ts: one per content slug, and the
 * 404 page (the catch-all route) at /404. Imported by the build config and the server, so it
 * stays free of anything that needs the browser or the build-time settings.
 */
export const NOT_FOUND_PATH = "/404";
/** Where a form post without JavaScript lands when it did not go through (the server fills in why). */
export const FORM_PROBLEM_PATH = "/contact/problem";

export function contentPaths(): { path: string; lastmod?: string }[] {
  return [
    ...caseStudies.map((study) => ({ path: `/case-studies/${study.slug}`, lastmod: study.updated })),
    ...loadArticles().map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.publishDate })),
  ];
}

/** Collections whose detail route takes a slug; the server answers unknown slugs there with the app shell and 404. */
export const slugCollections = ["/case-studies/", "/blog/"] as const;
