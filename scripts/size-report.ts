import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { deferredChunks } from "./hydrate-after-paint";
import { builtPages } from "./site-crawl";

/**
 * Size budgets of every page, in bytes after gzip: the JavaScript it loads before it is
 * interactive, its CSS, and its route data.
 * Route data is the prerendered loader data React needs to hydrate a page: its copy, sent as
 * a string inside an inline script. It is measured apart from code because every page ships
 * its copy once as HTML and once as data, however it is built (docs/decisions/0001).
 */
export const budgets = { initialJs: 130 * 1024, css: 20 * 1024, routeData: 24 * 1024 };

export interface PageWeight {
  path: string;
  /** Module scripts, modulepreloads (or the chunks fetched after the first paint) and inline code the page loads before it is interactive. */
  jsBytes: number;
  /** The route data streamed in inline scripts for hydration. */
  dataBytes: number;
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
    const html = await readFile(file, "utf8");
    const { document } = new JSDOM(html).window;
    const scriptFiles = new Set<string>();
    for (const link of document.querySelectorAll('link[rel="modulepreload"]'))
      scriptFiles.add(link.getAttribute("href")!);
    for (const script of document.querySelectorAll("script[src]")) scriptFiles.add(script.getAttribute("src")!);
    for (const href of deferredChunks(html)) scriptFiles.add(href);
    let jsBytes = 0;
    for (const href of scriptFiles) jsBytes += await assetSize(href);
    let dataBytes = 0;
    for (const script of document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")) {
      const text = script.textContent ?? "";
      if (text.includes("streamController.enqueue(")) dataBytes += gzipSize(text);
      else jsBytes += gzipSize(text);
    }
    let cssBytes = 0;
    for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
      cssBytes += await assetSize(link.getAttribute("href")!);
    weights.push({ path: route, jsBytes, dataBytes, cssBytes });
  }
  return weights.sort((a, b) => b.jsBytes - a.jsBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatReport(weights: readonly PageWeight[]): string {
  const rows = weights.map((w) => `| ${w.path} | ${kb(w.jsBytes)} | ${kb(w.dataBytes)} | ${kb(w.cssBytes)} |`);
  const max = (key: "jsBytes" | "dataBytes" | "cssBytes") => kb(Math.max(...weights.map((w) => w[key])));
  return [
    "| page | initial JS (KB gzip) | route data (KB gzip) | CSS (KB gzip) |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
    `Largest: JS ${max("jsBytes")} KB of ${kb(budgets.initialJs)} KB; route data ${max("dataBytes")} KB of ${kb(
      budgets.routeData,
    )} KB; CSS ${max("cssBytes")} KB of ${kb(budgets.css)} KB.`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(import.meta.dirname, "../build/client");
  console.log(formatReport(await measurePages(clientDir)));
}
