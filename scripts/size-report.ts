import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { readBuildDirectory } from "../app/lib/public-settings";
import { isShellIsland } from "../app/shell/island-names";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./islands-build";
import { builtPages } from "./site-crawl";

/**
 * Size budgets of every page, in bytes after gzip: the JavaScript it loads without interaction
 * (on a page without islands, only the shell script; see docs/decisions/0013-islands.md) and its
 * CSS.
 */
export const budgets = { initialJs: 80 * 1024, staticPageJs: 15 * 1024, css: 20 * 1024 };

/** Whether a page has an island that needs React (any not bound by the shell script itself). */
export function needsReact(html: string): boolean {
  return [...html.matchAll(/\sdata-island="([^"]*)"/g)].some((match) => !isShellIsland(match[1] ?? ""));
}

export interface PageWeight {
  path: string;
  /** Whether the page has an island and so loads React; without one it loads only the shell script. */
  react: boolean;
  /** The shell script, module scripts, modulepreloads, the scripts of islands that do not wait for the visitor, and inline code. */
  jsBytes: number;
  cssBytes: number;
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

export async function measurePages(clientDir: string): Promise<PageWeight[]> {
  const cache = new Map<string, number>();
  const manifestFile = path.join(clientDir, "..", ISLANDS_MANIFEST);
  const { shell, islands: islandFiles } = JSON.parse(await readFile(manifestFile, "utf8")) as IslandsManifest;
  const assetSize = async (href: string) => {
    if (!cache.has(href)) cache.set(href, gzipSize(await readFile(path.join(clientDir, href))));
    return cache.get(href)!;
  };
  const weights: PageWeight[] = [];
  for (const [route, file] of await builtPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const { document } = new JSDOM(html).window;
    // Every page's head loads the shell once the first content is on screen (app/shell/shell-loader.ts).
    const scriptFiles = new Set<string>([shell]);
    for (const link of document.querySelectorAll('link[rel="modulepreload"]'))
      scriptFiles.add(link.getAttribute("href")!);
    for (const script of document.querySelectorAll("script[src]")) scriptFiles.add(script.getAttribute("src")!);
    // The shell fetches at once the scripts of the page's islands that do not wait for the visitor.
    for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
      const when = island.dataset.hydrate ?? "load";
      if (when !== "load" && when !== "idle") continue;
      for (const href of islandFiles[island.dataset.island ?? ""] ?? []) scriptFiles.add(href);
    }
    let jsBytes = 0;
    for (const href of scriptFiles) jsBytes += await assetSize(href);
    const inlineCode = "script:not([src]):not([type='application/ld+json']):not([type='application/json'])";
    for (const script of document.querySelectorAll(inlineCode)) jsBytes += gzipSize(script.textContent ?? "");
    let cssBytes = 0;
    for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
      cssBytes += await assetSize(link.getAttribute("href")!);
    weights.push({ path: route, react: needsReact(html), jsBytes, cssBytes });
  }
  return weights.sort((a, b) => b.jsBytes - a.jsBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatReport(weights: readonly PageWeight[]): string {
  const rows = weights.map(
    (w) => `| ${w.path} | ${w.react ? "React" : "shell"} | ${kb(w.jsBytes)} | ${kb(w.cssBytes)} |`,
  );
  const max = (key: "jsBytes" | "cssBytes", pages = weights) => kb(Math.max(0, ...pages.map((w) => w[key])));
  const withoutReact = weights.filter((w) => !w.react);
  return [
    "| page | runtime | JS without interaction (KB gzip) | CSS (KB gzip) |",
    "| --- | --- | ---: | ---: |",
    ...rows,
    "",
    `Largest: JS ${max("jsBytes")} KB of ${kb(budgets.initialJs)} KB; on the ${withoutReact.length} pages without React ${max(
      "jsBytes",
      withoutReact,
    )} KB of ${kb(budgets.staticPageJs)} KB; CSS ${max("cssBytes")} KB of ${kb(budgets.css)} KB.`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(import.meta.dirname, "..", readBuildDirectory(process.env), "client");
  console.log(formatReport(await measurePages(clientDir)));
}
