import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { JSDOM } from "jsdom";
import { canonicalPath } from "../app/lib/canonical";

/** What one prerendered page says about itself, read from build/client. */
export interface CrawledPage {
  path: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1Count: number;
  /** href of every <a> on the page. */
  links: string[];
  ids: Set<string>;
  /** Parsed JSON-LD blocks; a block that is not valid JSON is kept as an Error. */
  jsonLd: unknown[];
  /** The visible text of <main>, whitespace collapsed. */
  mainText: string;
  /** href of every <a> inside <main>: the page's own links onward, not the menus'. */
  mainLinks: string[];
  /** Accessible names of the pictures in <main> (img alt, svg role="img" aria-label). */
  pictures: string[];
}

/** Every prerendered page ("x/index.html") under a client build directory, by route path. */
export async function builtPages(clientDir: string): Promise<Map<string, string>> {
  const files = await readdir(clientDir, { recursive: true });
  const pages = new Map<string, string>();
  for (const file of files) {
    const normalized = file.split(path.sep).join("/");
    if (normalized !== "index.html" && !normalized.endsWith("/index.html")) continue;
    const route = `/${normalized.replace(/\/?index\.html$/, "")}`;
    pages.set(route, path.join(clientDir, file));
  }
  return pages;
}

export function readPage(route: string, html: string): CrawledPage {
  const { document } = new JSDOM(html).window;
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    path: route,
    title: document.title,
    description: attr('meta[name="description"]', "content"),
    canonical: attr('link[rel="canonical"]', "href"),
    robots: attr('meta[name="robots"]', "content"),
    h1Count: document.querySelectorAll("h1").length,
    links: Array.from(document.querySelectorAll("a[href]"), (a) => a.getAttribute("href") ?? ""),
    ids: new Set(Array.from(document.querySelectorAll("[id]"), (element) => element.id)),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => {
      try {
        return JSON.parse(script.textContent ?? "");
      } catch (error) {
        return error as Error;
      }
    }),
    ...mainContent(document),
  };
}

function mainContent(document: Document): Pick<CrawledPage, "mainText" | "mainLinks" | "pictures"> {
  const main = document.querySelector("main");
  if (!main) return { mainText: "", mainLinks: [], pictures: [] };
  const visible = main.cloneNode(true) as HTMLElement;
  for (const hidden of visible.querySelectorAll("script, style, svg, [hidden]")) hidden.remove();
  return {
    mainText: (visible.textContent ?? "").replace(/\s+/g, " ").trim(),
    mainLinks: Array.from(main.querySelectorAll("a[href]"), (a) => a.getAttribute("href") ?? ""),
    pictures: Array.from(main.querySelectorAll('img[alt]:not([alt=""]), svg[role="img"][aria-label]'), (picture) =>
      picture.tagName.toLowerCase() === "img"
        ? (picture.getAttribute("alt") ?? "")
        : (picture.getAttribute("aria-label") ?? ""),
    ),
  };
}

export async function crawlBuild(clientDir: string): Promise<CrawledPage[]> {
  const pages = await builtPages(clientDir);
  return Promise.all(
    [...pages]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([route, file]) => readPage(route, await readFile(file, "utf8"))),
  );
}

export type LinkProblem = { page: string; href: string; reason: string };

/**
 * Internal links that lead nowhere: a path that is neither a built page nor a built file, or a
 * #fragment with no element of that id on the target page, or a page named by an address
 * that only redirects to it. External and mailto/tel links are not followed.
 */
export function brokenLinks(pages: readonly CrawledPage[], files: ReadonlySet<string>): LinkProblem[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const href of page.links) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site${page.path}`);
      const target = url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, "");
      const targetPage = byPath.get(target);
      if (!targetPage && !files.has(target.slice(1))) {
        problems.push({ page: page.path, href, reason: "no such page or file" });
      } else if (url.hash && targetPage && !targetPage.ids.has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push({ page: page.path, href, reason: `no element with id ${url.hash}` });
      } else if (targetPage && href.startsWith("/") && url.pathname !== canonicalPath(url.pathname)) {
        problems.push({ page: page.path, href, reason: `not the canonical address ${canonicalPath(url.pathname)}` });
      } else if (target === "/404" && !href.startsWith("#")) {
        problems.push({ page: page.path, href, reason: "links to the 404 page" });
      }
    }
  }
  return problems;
}
