import { type PageInfo, pageInfo } from "~/content/pages";
import { type PageHead, pageHead } from "./seo";

/** The copy of a static route from app/content/pages.ts; missing copy fails the build. */
export function requirePageInfo(path: string): PageInfo {
  const page = pageInfo(path);
  if (!page) throw new Error(`No entry in app/content/pages.ts for route "${path}"`);
  return page;
}

/** The head of a static route from its entry in app/content/pages.ts. */
export function staticPageHead(path: string, page: PageInfo, jsonLd?: PageHead["jsonLd"]) {
  return pageHead({
    path,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    noindex: page.noindex,
    jsonLd,
  });
}
