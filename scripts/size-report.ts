import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { readBuildDirectory } from "../app/lib/public-settings";
import { isShellIsland } from "../app/shell/island-names";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./islands-build";
import { builtPages } from "./site-crawl";

/**
 * Size budgets of every page, in bytes after gzip: the JavaScript it loads before the visitor
 * touches it (the first taps' and Astro's inline scripts, the shell script and its islands; see
 * docs/decisions/0016-astro.md), what a React island fetches on the first touch, and its CSS.
 */
export const budgets = { initialJs: 15 * 1024, firstTouchJs: 80 * 1024, css: 20 * 1024 };

/** Whether a page has an island React hydrates (Astro's <astro-island>); every other island is the shell's. */
export function needsReact(html: string): boolean {
  return /<astro-island\s/.test(html);
}

export interface PageWeight {
  path: string;
  /** Whether the page has a React island, which loads React on the visitor's first touch. */
  react: boolean;
  /** Before any interaction: the shell script, module scripts, modulepreloads, the shell's islands and inline code. */
  jsBytes: number;
  /** What the page's React islands fetch on the first touch: their modules, React and what they import. */
  firstTouchJsBytes: number;
  cssBytes: number;
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** A built module and the modules it imports statically, by address (the build writes them as "./name.hash.js"). */
async function withImports(clientDir: string, href: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(href)) return seen;
  seen.add(href);
  const code = await readFile(path.join(clientDir, href), "utf8");
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
    await withImports(clientDir, path.posix.join(path.posix.dirname(href), imported ?? ""), seen);
  }
  return seen;
}

export async function measurePages(clientDir: string): Promise<PageWeight[]> {
  const cache = new Map<string, number>();
  const manifestFile = path.join(clientDir, "..", ISLANDS_MANIFEST);
  const { shell, islands: islandFiles } = JSON.parse(await readFile(manifestFile, "utf8")) as IslandsManifest;
  const assetSize = async (href: string) => {
    if (!cache.has(href)) cache.set(href, gzipSize(await readFile(path.join(clientDir, href))));
    return cache.get(href)!;
  };
  const sizeOf = async (hrefs: Iterable<string>) => {
    let bytes = 0;
    for (const href of hrefs) bytes += await assetSize(href);
    return bytes;
  };
  const weights: PageWeight[] = [];
  for (const [route, file] of await builtPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const { document } = new JSDOM(html).window;
    // Every page's head loads the shell, and what it imports, once the first content is on screen (app/shell/shell-loader.ts).
    const scriptFiles = await withImports(clientDir, shell);
    for (const link of document.querySelectorAll('link[rel="modulepreload"]'))
      scriptFiles.add(link.getAttribute("href")!);
    for (const script of document.querySelectorAll("script[src]")) scriptFiles.add(script.getAttribute("src")!);
    // The shell binds its islands at once (app/shell/islands.ts).
    for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
      for (const href of islandFiles[island.dataset.island ?? ""] ?? []) scriptFiles.add(href);
    }
    let jsBytes = await sizeOf(scriptFiles);
    const inlineCode = "script:not([src]):not([type='application/ld+json']):not([type='application/json'])";
    for (const script of document.querySelectorAll(inlineCode)) jsBytes += gzipSize(script.textContent ?? "");
    const firstTouch = new Set<string>();
    for (const island of document.querySelectorAll("astro-island")) {
      for (const attribute of ["component-url", "renderer-url"]) {
        const href = island.getAttribute(attribute);
        if (href) await withImports(clientDir, href, firstTouch);
      }
    }
    let cssBytes = 0;
    for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
      cssBytes += await assetSize(link.getAttribute("href")!);
    weights.push({
      path: route,
      react: needsReact(html),
      jsBytes,
      firstTouchJsBytes: await sizeOf(firstTouch),
      cssBytes,
    });
  }
  return weights.sort((a, b) => b.jsBytes - a.jsBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatReport(weights: readonly PageWeight[]): string {
  const rows = weights.map(
    (w) =>
      `| ${w.path} | ${w.react ? "React on first touch" : "shell"} | ${kb(w.jsBytes)} | ${w.react ? kb(w.firstTouchJsBytes) : "–"} | ${kb(w.cssBytes)} |`,
  );
  const max = (key: "jsBytes" | "firstTouchJsBytes" | "cssBytes") => kb(Math.max(0, ...weights.map((w) => w[key])));
  return [
    "| page | islands | JS before interaction (KB gzip) | JS on the first touch (KB gzip) | CSS (KB gzip) |",
    "| --- | --- | ---: | ---: | ---: |",
    ...rows,
    "",
    `Largest: JS before interaction ${max("jsBytes")} KB of ${kb(budgets.initialJs)} KB; on the first touch ${max(
      "firstTouchJsBytes",
    )} KB of ${kb(budgets.firstTouchJs)} KB; CSS ${max("cssBytes")} KB of ${kb(budgets.css)} KB.`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(import.meta.dirname, "..", readBuildDirectory(process.env), "client");
  console.log(formatReport(await measurePages(clientDir)));
}
