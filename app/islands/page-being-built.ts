import type { PageFacts } from "~/lib/page-language";

/**
 * The pages being built, by path: an island's root, rendered by Astro apart from the page's own
 * React root, finds here the page it is drawn in (app/pages/[...path].astro sets it), without
 * its language's words travelling in the island's props.
 */
const pages = new Map<string, PageFacts>();

export function buildingPage(page: PageFacts): void {
  pages.set(page.path, page);
}

export function builtPage(path: string): PageFacts {
  const page = pages.get(path);
  if (!page) throw new Error(`An island on ${path} was rendered outside that page`);
  return page;
}
