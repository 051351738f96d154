import { pageInfo } from "~/content/pages";
import { pageHead } from "./seo";

/** The page copy of a static route, looked up by its path (= its route id). Missing copy fails the build. */
export function requirePageInfo(path: string | undefined) {
  const page = path ? pageInfo(path) : undefined;
  if (!page) throw new Error(`No entry in app/content/pages.ts for route "${path}"`);
  return page;
}

/** The head of a static route from its entry in app/content/pages.ts. */
export function staticPageHead(path: string) {
  const page = requirePageInfo(path);
  return pageHead({ path, title: page.title, description: page.description, keywords: page.keywords });
}
