import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAIN_CONTENT_ID } from "../app/components/layout/main-content";
import { isShellIsland } from "../app/shell/island-names";
import { shellLoaderScript } from "../app/shell/shell-loader";
import { speculationRules } from "../app/shell/speculation-rules";

/**
 * Build step: what each prerendered page runs in the browser (docs/decisions/0013-islands.md).
 *
 * No page hydrates whole. Each loses React Router's runtime: the scroll-restoration script, the
 * route data sent a second time for hydration, the module script, its preloads and the links'
 * route-discovery marks. It gets
 * instead, in its head: a render-blocking `expect` link, so the first frame holds the page's
 * content; the script that answers the first taps (app/shell/first-taps.ts), the one
 * that fetches the shell script once the first content is on screen (app/shell/shell-loader.ts;
 * the shell binds the rest of the header and the page's islands, React only where an island
 * needs it), and speculation rules that prefetch a link the visitor is about to follow.
 *
 * The step recognises exactly what React Router 7 writes and fails the build, naming the file,
 * when a page does not look like that.
 */
// The scroll-restoration script, or on the SPA fallback page (which has none) the router's context.
const routerTailStart = /<script>(?:\(\(storageKey\d*, restoreKey\) => \{|window\.__reactRouterContext = )/;
const modulePreloadLink = /<link rel="modulepreload" href="[^"]+"\/>/g;
// Marks each link for the router's lazy route discovery, which no built page runs.
const routeDiscoveryMark = ' data-discover="true"';

/** Whether a page has an island that needs React (any not bound by the shell script itself). */
export function needsReact(html: string): boolean {
  return [...html.matchAll(/\sdata-island="([^"]*)"/g)].some((match) => !isShellIsland(match[1] ?? ""));
}

/** What every page runs: the first taps' script (inline) and the shell script's address. */
export interface PageScripts {
  firstTapsScript: string;
  shell: string;
}

export function withoutReactRuntime(html: string, scripts: PageScripts, file = "page"): string {
  const start = html.search(routerTailStart);
  const end = html.lastIndexOf("</body>");
  const tail = start >= 0 ? html.slice(start, end) : "";
  if (start < 0 || end < start || !tail.includes("window.__reactRouterContext") || !tail.includes('type="module"')) {
    throw new Error(`${file}: expected React Router's scripts at the end of the body`);
  }
  const head = [
    // The first frame shows the page's content, not a header alone: painted earlier, its layout
    // would follow as one long task, during which a tap waits.
    `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render"/>`,
    `<script>${scripts.firstTapsScript}</script>`,
    `<script>${shellLoaderScript(scripts.shell)}</script>`,
    `<script type="speculationrules">${speculationRules}</script>`,
  ].join("");
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  if (stylesheet < 0 || stylesheet > html.indexOf("</head>"))
    throw new Error(`${file}: expected a stylesheet in the head`);
  if (!html.includes(`<main id="${MAIN_CONTENT_ID}"`))
    throw new Error(`${file}: expected <main id="${MAIN_CONTENT_ID}">`);
  // Before the stylesheet: a script after it would hold the parser until the stylesheet arrives.
  return `${html.slice(0, stylesheet)}${head}${html.slice(stylesheet, start)}${html.slice(end)}`
    .replace(modulePreloadLink, "")
    .replaceAll(routeDiscoveryMark, "");
}

/** Rewrites every prerendered HTML file under the client build directory; returns how many carry no React island. */
export async function writePageScripts(
  clientDir: string,
  scripts: PageScripts,
): Promise<{ pages: number; static: number }> {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  let withoutReact = 0;
  for (const file of files) {
    const fullPath = path.join(clientDir, file);
    const html = await readFile(fullPath, "utf8");
    if (!needsReact(html)) withoutReact++;
    await writeFile(fullPath, withoutReactRuntime(html, scripts, file));
  }
  return { pages: files.length, static: withoutReact };
}
