import type { RouteConfig } from "@react-router/dev/routes";
import { pageRegistry } from "./content/pages";
import { pageRoute, pageRoutes } from "./page-routes";

/**
 * The route table, built from the page registry (app/content/pages.ts): one route per page,
 * plus the slug routes and the catch-all 404.
 */
export default [
  ...pageRoutes(pageRegistry),
  pageRoute("/case-studies/:slug", "routes/case-study.tsx"),
  pageRoute("/blog/:slug", "routes/article.tsx"),
  pageRoute("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
