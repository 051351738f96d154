import { type RouteConfig, route } from "@react-router/dev/routes";
import { pageFamilies } from "./content/page-entry";
import { pageRegistry } from "./content/pages";

/**
 * The route table, built from the page registry (app/content/pages.ts): one route per page,
 * rendered by its family's module, plus the slug routes and the catch-all 404. Each route's id
 * is its path.
 */
const page = (path: string, file: string) => route(path, file, { id: path });

export default [
  ...pageRegistry.map((entry) => page(entry.path, pageFamilies[entry.family])),
  page("/case-studies/:slug", "routes/case-study.tsx"),
  page("/blog/:slug", "routes/article.tsx"),
  page("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
