import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { builtPages } from "./site-crawl";

/** Budgets of ../shared/DESIGN.md, in bytes after gzip. */
export const budgets = { initialJs: 130 * 1024, css: 20 * 1024 };

export interface PageWeight {
  path: string;
  /** Module scripts, modulepreloads and inline scripts the page loads before it is interactive. */
  jsBytes: number;
  cssBytes: number;
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

export async function measurePages(clientDir: string): Promise<PageWeight[]> {
  const cache = new Map<string, number>();
  const assetSize = async (href: string) => {
    if (!cache.has(href)) cache.set(href, gzipSize(await readFile(path.join(clientDir, href))));
    return cache.get(href)!;
  };
  const weights: PageWeight[] = [];
  for (const [route, file] of await builtPages(clientDir)) {
    const { document } = new JSDOM(await readFile(file, "utf8")).window;
    const scriptFiles = new Set<string>();
    for (const link of document.querySelectorAll('link[rel="modulepreload"]'))
      scriptFiles.add(link.getAttribute("href")!);
    for (const script of document.querySelectorAll("script[src]")) scriptFiles.add(script.getAttribute("src")!);
    let jsBytes = 0;
    for (const href of scriptFiles) jsBytes += await assetSize(href);
    for (const script of document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")) {
      jsBytes += gzipSize(script.textContent ?? "");
    }
    let cssBytes = 0;
    for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
      cssBytes += await assetSize(link.getAttribute("href")!);
    weights.push({ path: route, jsBytes, cssBytes });
  }
  return weights.sort((a, b) => b.jsBytes - a.jsBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatReport(weights: readonly PageWeight[]): string {
  const rows = weights.map((w) => `| ${w.path} | ${kb(w.jsBytes)} | ${kb(w.cssBytes)} |`);
  const maxJs = Math.max(...weights.map((w) => w.jsBytes));
  const maxCss = Math.max(...weights.map((w) => w.cssBytes));
  return [
    "| page | initial JS (KB gzip) | CSS (KB gzip) |",
    "| --- | ---: | ---: |",
    ...rows,
    "",
    `Largest: JS ${kb(maxJs)} KB of ${kb(budgets.initialJs)} KB budget; CSS ${kb(maxCss)} KB of ${kb(budgets.css)} KB budget.`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(import.meta.dirname, "../build/client");
  console.log(formatReport(await measurePages(clientDir)));
}
