import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Build step: the prerendered pages fetch their JavaScript only after the first paint.
 *
 * React Router writes into every page a `<link rel="modulepreload">` per chunk (about 110 KB
 * gzip) at the top of the head, and a module script whose static imports fetch the route
 * modules as soon as it is parsed. On a slow phone connection that JavaScript competes with
 * the stylesheet before anything is on screen, although the page is complete HTML and needs
 * the scripts only to become interactive. This step rewrites each page so that the same
 * chunks are preloaded and imported one frame after the first paint (at once in a hidden
 * tab, where frames do not run). Hydration itself is unchanged. See
 * docs/decisions/0005-hydrate-after-first-paint.md.
 *
 * The rewrite understands exactly the script React Router 7 writes; anything else in it
 * fails the build rather than being passed through half-rewritten.
 */
const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const routeModulesScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^\s*import (?:\* as (\w+) from )?("[^"]+");/;
// With split route modules, a route's client loader and component arrive as two modules merged here.
const splitModuleMerge = /^\s*const (\w+) = \{(?:\.\.\.\w+,?)+\};/;
const routeModulesAssignment = /^\s*window\.__reactRouterRouteModules = (\{[^;]*\});/;
const entryImport = /^\s*import\(("[^"]+")\);\s*$/;

export function hydrateAfterFirstPaint(html: string, file = "page"): string {
  const preloads = [...html.matchAll(modulePreloadLink)].map((match) => match[1]);
  const scripts = [...html.matchAll(routeModulesScript)];
  if (scripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `${file}: expected React Router's module script and its modulepreload links, found ${scripts.length} script(s) and ${preloads.length} link(s)`,
    );
  }
  const script = scripts[0] as RegExpExecArray;
  const imports: { name: string; specifier: string }[] = [];
  let rest = script[1] ?? "";
  for (let match = rest.match(staticImport); match; match = rest.match(staticImport)) {
    imports.push({ name: match[1] ?? `_${imports.length}`, specifier: match[2] ?? "" });
    rest = rest.slice(match[0].length);
  }
  const merges: string[] = [];
  for (let match = rest.match(splitModuleMerge); match; match = rest.match(splitModuleMerge)) {
    merges.push(match[0].trim());
    rest = rest.slice(match[0].length);
  }
  const assignment = rest.match(routeModulesAssignment);
  const entry = assignment && rest.slice(assignment[0].length).match(entryImport);
  if (!imports.length || !assignment || !entry) {
    throw new Error(`${file}: React Router's module script has an unexpected shape:\n${script[1]}`);
  }

  const deferred = [
    `const chunks = ${JSON.stringify(preloads)};`,
    "const hydrate = () => {",
    "  for (const href of chunks) {",
    `    const link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  Promise.all([${imports.map((module) => `import(${module.specifier})`).join(", ")}]).then(([${imports.map((module) => module.name).join(", ")}]) => {`,
    ...merges.map((merge) => `    ${merge}`),
    `    window.__reactRouterRouteModules = ${assignment[1]};`,
    `    return import(${entry[1]});`,
    "  });",
    "};",
    `if (document.visibilityState === "hidden") hydrate();`,
    "else requestAnimationFrame(() => setTimeout(hydrate));",
  ].join("\n");

  const start = script.index;
  const withScript = `${html.slice(0, start)}<script type="module" async="">${deferred}</script>${html.slice(start + script[0].length)}`;
  return withScript.replace(modulePreloadLink, "");
}

/** The chunks a rewritten page loads after its first paint (for the size report). */
export function deferredChunks(html: string): string[] {
  const list = html.match(/<script type="module" async="">const chunks = (\[[^\]]*\]);/)?.[1];
  return list ? JSON.parse(list) : [];
}

/** Rewrites every prerendered HTML file under the client build directory. */
export async function hydrateBuiltPagesAfterFirstPaint(clientDir: string): Promise<number> {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  for (const file of files) {
    const fullPath = path.join(clientDir, file);
    await writeFile(fullPath, hydrateAfterFirstPaint(await readFile(fullPath, "utf8"), file));
  }
  return files.length;
}
