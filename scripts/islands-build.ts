import { writeFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import { buildAliases } from "../build-defines";

/** What the build records beside the client directory: the shell script and the files each of its islands fetches. */
export interface IslandsManifest {
  shell: string;
  /** What the shell script imports, fetched with it. */
  shellImports: string[];
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

const shellEntry = path.join(root, "app/shell/index.ts");

/**
 * Builds the shell script (app/shell), a few KB of plain script for the header, its menus and the
 * chat panel, and the islands it fetches (app/shell/islands; app/islands/chat.tsx), in Astro's
 * own client build, so that the chat and Astro's React islands share one React. Records the
 * shell script's address and each island's files in `manifestFile`, which the pages read as they
 * render (scripts/astro-integrations.ts).
 */
export function shellScriptPlugin(manifestFile: string): Plugin {
  return {
    name: "shell-script",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      const input = options.input ?? [];
      options.input = Array.isArray(input)
        ? [...input, shellEntry]
        : typeof input === "string"
          ? [input, shellEntry]
          : { ...input, shell: shellEntry };
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === shellEntry);
      if (!entry) throw new Error("The client build wrote no shell script");
      const address = (file: string) => `/${file}`;
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
        const name = chunk.facadeModuleId?.match(/\/app\/shell\/islands\/([\w-]+)\.ts$|\/app\/islands\/(chat)\.tsx$/);
        const island = name?.[1] ?? name?.[2];
        if (island) islands[island] = [...withImports(chunk.fileName)].map(address);
      }
      const shellImports = entry.imports.flatMap((file) => [...withImports(file)]);
      const manifest: IslandsManifest = {
        shell: address(entry.fileName),
        shellImports: [...new Set(shellImports)].map(address),
        islands,
      };
      await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
