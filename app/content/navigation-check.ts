import { buildMainNavigation, footerColumns, legalLinks, navigationPaths } from "./navigation";
import type { PageEntry } from "./page-entry";

/**
 * The checks that keep the menus and the page registry in step: the header menu reaches every
 * page that may be indexed (but the home page, which the logo links), and every menu and footer
 * link goes to a registered page. A translation is reached through the language switch of the
 * page it translates, so it counts as reached when that page is.
 */
export function pagesMissingFromNavigation(registry: readonly PageEntry[]): string[] {
  const reachable = new Set(["/", ...navigationPaths(buildMainNavigation(registry))]);
  return registry
    .filter((entry) => !entry.head.noindex && !reachable.has(entry.translationOf ?? entry.path))
    .map((entry) => entry.path);
}

export function navigationLinksWithoutPage(registry: readonly PageEntry[]): string[] {
  const paths = new Set(registry.map((entry) => entry.path));
  const links = [
    ...navigationPaths(buildMainNavigation(registry)),
    ...footerColumns.flatMap((column) => column.links.map((link) => link.to)),
    ...legalLinks.map((link) => link.to),
  ];
  return links.filter((link) => !paths.has(link));
}
