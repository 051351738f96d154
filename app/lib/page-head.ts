import { type PageInfo, pageInfo } from "~/content/pages";
import { requestPath } from "./canonical";
import { type PageHead, pageHead } from "./seo";

/** The copy of a page from the page registry; missing copy fails the build. */
export function requirePageInfo(path: string): PageInfo {
  const page = pageInfo(path);
  if (!page) throw new Error(`No page in the page registry (app/content/pages.ts) for route "${path}"`);
  return page;
}

/** The head of a page from its registry entry. */
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

/** What a page's loader adds to its head copy: its data, and the structured data of its head. */
type PageData = { jsonLd?: PageHead["jsonLd"] } & Record<string, unknown>;

/**
 * The loader of a registered page: it finds the page by the requested path, and returns what
 * `build` makes of it together with the head (`meta` reads it back through loaderHead).
 */
export function pageLoader<Data extends PageData>(build: (path: string, page: PageInfo) => Data) {
  return ({ request }: { request: Request }) => {
    const path = requestPath(request);
    const page = requirePageInfo(path);
    const { jsonLd, ...data } = build(path, page);
    return { ...(data as Omit<Data, "jsonLd">), head: staticPageHead(path, page, jsonLd) };
  };
}
