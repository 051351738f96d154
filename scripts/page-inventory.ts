// The addresses a build serves and what each page says about itself to search engines: the
// language, canonical, hreflang pairs, title and structured-data types. `npm run inventory`
// compares build/client with the inventory kept in scripts/page-inventory.json (the site as it
// was built before the move to Astro, updated when copy changes a title); `-- --write` replaces
// it. scripts/page-inventory.test.ts holds the build to it.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { JSDOM } from "jsdom";
import { builtPages } from "./site-crawl";

export interface InventoryPage {
  path: string;
  lang: string | null;
  title: string;
  canonical: string | null;
  /** hreflang → href, in the page's order. */
  alternates: [string, string][];
  /** Every "@type" of the page's JSON-LD, @graph items included, sorted. */
  jsonLdTypes: string[];
  robots: string | null;
}

export interface Inventory {
  pages: InventoryPage[];
  /** Every other address served from the build: images, cards, feeds, icons. */
  files: string[];
}

export const INVENTORY_FILE = path.resolve(import.meta.dirname, "page-inventory.json");

/**
 * Files that are no address of the site: compressed copies, hashed bundles (their names change
 * with every build).
 */
const notAnAddress = (file: string) => /\.(br|gz)$/.test(file) || /^(islands|_astro)\//.test(file);

function typesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesOf);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = record["@type"];
  const types = Array.isArray(own) ? own.map(String) : own ? [String(own)] : [];
  return [...types, ...typesOf(record["@graph"])];
}

export function inventoryPage(route: string, html: string): InventoryPage {
  const { document } = new JSDOM(html).window;
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    path: route,
    lang: document.documentElement.getAttribute("lang"),
    title: document.title,
    canonical: attr('link[rel="canonical"]', "href"),
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
      link.getAttribute("hreflang") ?? "",
      link.getAttribute("href") ?? "",
    ]),
    jsonLdTypes: Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .flatMap((script) => typesOf(JSON.parse(script.textContent ?? "null")))
      .sort(),
    robots: attr('meta[name="robots"]', "content"),
  };
}

export async function pageInventory(clientDir: string): Promise<Inventory> {
  const pages: InventoryPage[] = [];
  for (const [route, file] of [...(await builtPages(clientDir))].sort(([a], [b]) => (a < b ? -1 : 1))) {
    pages.push(inventoryPage(route, await readFile(file, "utf8")));
  }
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !notAnAddress(file) && file !== "index.html" && !file.endsWith("/index.html"))
    .map((file) => `/${file}`)
    .sort();
  return { pages, files };
}

/** What differs between two inventories, one line each; none when they are the same. */
export function inventoryDifferences(expected: Inventory, actual: Inventory): string[] {
  const lines: string[] = [];
  const byPath = new Map(actual.pages.map((page) => [page.path, page]));
  for (const page of expected.pages) {
    const built = byPath.get(page.path);
    if (!built) {
      lines.push(`${page.path}: not built`);
      continue;
    }
    byPath.delete(page.path);
    for (const key of Object.keys(page) as (keyof InventoryPage)[]) {
      if (JSON.stringify(page[key]) !== JSON.stringify(built[key])) {
        lines.push(`${page.path}: ${key} ${JSON.stringify(page[key])} → ${JSON.stringify(built[key])}`);
      }
    }
  }
  for (const extra of byPath.keys()) lines.push(`${extra}: built, not in the inventory`);
  const files = new Set(actual.files);
  for (const file of expected.files) if (!files.delete(file)) lines.push(`${file}: not built`);
  for (const extra of files) lines.push(`${extra}: built, not in the inventory`);
  return lines;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const { values } = parseArgs({ options: { write: { type: "boolean" }, dir: { type: "string" } } });
  const clientDir = path.resolve(values.dir ?? "build/client");
  const inventory = await pageInventory(clientDir);
  if (values.write) {
    await writeFile(INVENTORY_FILE, `${JSON.stringify(inventory, null, 2)}\n`);
    console.log(`${INVENTORY_FILE}: ${inventory.pages.length} pages, ${inventory.files.length} other files`);
  } else {
    const differences = inventoryDifferences(JSON.parse(await readFile(INVENTORY_FILE, "utf8")), inventory);
    console.log(
      differences.length
        ? differences.join("\n")
        : `Same inventory: ${inventory.pages.length} pages, ${inventory.files.length} other files`,
    );
    process.exitCode = differences.length ? 1 : 0;
  }
}
