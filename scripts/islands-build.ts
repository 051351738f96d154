import { writeFile } from "node:fs/promises";
import path from "node:path";
import { build, type Rollup } from "vite";
import type { PublicSettings } from "../app/lib/public-settings";
import { buildAliases, buildDefines } from "../build-defines";

/** Where the shell script and the islands are written, under the client build directory. */
export const ISLANDS_DIR = "islands";

/** What the build records beside the client directory: the shell script and the files each island fetches. */
export interface IslandsManifest {
  shell: string;
  islands: Record<string, string[]>;
}
export const ISLANDS_MANIFEST = "islands.json";

const root = path.resolve(import.meta.dirname, "..");

/** The first taps' script (app/shell/first-taps.ts), as the code every page's head carries inline. */
export async function buildFirstTapsScript(define: Record<string, string>): Promise<string> {
  const firstTaps = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: buildAliases },
    define,
    build: {
      write: false,
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, "app/shell/first-taps.ts"),
        output: { format: "iife" },
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const firstTapsChunk = (Array.isArray(firstTaps) ? firstTaps[0] : firstTaps)?.output.find(
    (chunk) => chunk.type === "chunk",
  );
  if (firstTapsChunk?.type !== "chunk") throw new Error("The islands build wrote no first taps' script");
  // Inline in the page: a "</script>" in a string would end the element.
  return firstTapsChunk.code.trim().replaceAll("</", "<\\/");
}

/**
 * Builds what pages run in the browser: the first taps' script written into every page's head
 * (app/shell/first-taps.ts), the shell script (app/shell), a few KB of plain script for the
 * header, its menus and the chat panel, and the islands it fetches (app/shell/islands, plain
 * script; app/islands, React). Returns the first taps' script, the shell script's address and
 * each island's files.
 */
export async function buildIslands(
  clientDir: string,
  settings: PublicSettings,
): Promise<IslandsManifest & { firstTapsScript: string }> {
  const define = await buildDefines(settings);
  const firstTapsScript = await buildFirstTapsScript(define);

  const outDir = path.join(clientDir, ISLANDS_DIR);
  const output = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    // The address the scripts are served from: Vite's preloading of lazy chunks builds on it.
    base: `/${ISLANDS_DIR}/`,
    resolve: { alias: buildAliases },
    define,
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      assetsDir: "",
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { shell: path.join(root, "app/shell/index.ts") },
        output: {
          entryFileNames: "[name]-[hash].js",
          chunkFileNames: "[name]-[hash].js",
          // One chunk named for what it is, shared by every React island and cached across pages.
          manualChunks: (id) => (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "react" : undefined),
        },
      },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((chunk) => chunk.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === "shell");
  if (!entry) throw new Error("The islands build wrote no shell script");
  const address = (file: string) => `/${ISLANDS_DIR}/${file}`;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A chunk and every chunk it imports statically, the shell script aside (already loaded).
  const withImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (file === entry.fileName || seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
    return seen;
  };
  const islands: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const name = chunk.facadeModuleId?.match(/\/app\/(?:shell\/)?islands\/([\w-]+)\.tsx?$/)?.[1];
    if (name) islands[name] = [...withImports(chunk.fileName)].map(address);
  }
  const manifest = { shell: address(entry.fileName), islands };
  await writeFile(path.join(clientDir, "..", ISLANDS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { ...manifest, firstTapsScript };
}
