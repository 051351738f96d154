import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { readPublicSettings } from "../app/lib/public-settings";
import { writeBuildRecords, writeSiteFiles } from "./finish-build";
import { buildIslands, ISLANDS_DIR } from "./islands-build";

/** What pages import to write the first taps' script and the shell loader into their head. */
export const PAGE_SCRIPTS_MODULE = "virtual:page-scripts";

/**
 * The shell script, its islands and the first taps' script (scripts/islands-build.ts) built
 * before Astro renders the pages, which write them into their head (app/layouts/Document.astro).
 * Astro empties its output directory once the pages start building, so the islands wait beside
 * it and move in when the pages are written.
 */
export function islandsIntegration(): AstroIntegration {
  let scripts: { shell: string; firstTapsScript: string } | undefined;
  let clientDir = "";
  let staging = "";
  return {
    name: "islands",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        const resolved = `\0${PAGE_SCRIPTS_MODULE}`;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "page-scripts",
                resolveId: (id) => (id === PAGE_SCRIPTS_MODULE ? resolved : undefined),
                load: (id) => {
                  if (id !== resolved) return undefined;
                  if (!scripts) throw new Error(`${PAGE_SCRIPTS_MODULE} is read only while the site builds`);
                  return `export const shell = ${JSON.stringify(scripts.shell)};\nexport const firstTapsScript = ${JSON.stringify(scripts.firstTapsScript)};\n`;
                },
              },
            ],
          },
        });
      },
      "astro:config:done": ({ config }) => {
        clientDir = fileURLToPath(config.outDir);
        staging = path.join(clientDir, "..", "islands-staging");
      },
      "astro:build:start": async () => {
        const { shell, firstTapsScript } = await buildIslands(staging, readPublicSettings(process.env));
        scripts = { shell, firstTapsScript };
      },
      "astro:build:done": async () => {
        await rename(path.join(staging, ISLANDS_DIR), path.join(clientDir, ISLANDS_DIR));
        await rm(staging, { recursive: true, force: true });
      },
    },
  };
}

/**
 * The build's last steps once the pages are written (scripts/finish-build.ts): the files made from
 * them, then the records the server reads (each page's CSP, the build's info). Astro writes the
 * 404 page as 404.html; it moves to 404/index.html, where the server and the edge files find it,
 * and is also the document they send for an unknown article or case study (__spa-fallback.html,
 * the name React Router gave it).
 */
export function finishBuildIntegration(): AstroIntegration {
  return {
    name: "finish-build",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        const settings = readPublicSettings(process.env);
        await mkdir(path.join(clientDir, "404"), { recursive: true });
        await rename(path.join(clientDir, "404.html"), path.join(clientDir, "404", "index.html"));
        await copyFile(path.join(clientDir, "404", "index.html"), path.join(clientDir, "__spa-fallback.html"));
        await writeSiteFiles(clientDir, settings);
        await writeBuildRecords(path.dirname(clientDir), settings);
      },
    },
  };
}
