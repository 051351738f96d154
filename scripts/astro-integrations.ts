import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { readPublicSettings } from "../app/lib/public-settings";
import { buildDefines } from "../build-defines";
import { freeLoopbackPort } from "../server/testing/ports";
import { writeBuildRecords, writeSiteFiles } from "./finish-build";
import { buildFirstTapsScript, ISLANDS_MANIFEST, shellScriptPlugin } from "./islands-build";

/** What pages import to write the first taps' script and the shell loader into their head. */
export const PAGE_SCRIPTS_MODULE = "virtual:page-scripts";

/**
 * The first taps' script and the shell script that every page writes into its head
 * (app/layouts/Document.astro). The first taps' script is built on its own, as inline code; the
 * shell script and its islands are part of Astro's client build (scripts/islands-build.ts), which
 * runs after the pages are compiled and before they render, so a page reads the shell script's
 * address from the build's record as it renders. Under `astro dev` the pages load the shell
 * script from its source, which the dev server compiles, and its islands with it.
 */
export function islandsIntegration(): AstroIntegration {
  let firstTapsScript: string | undefined;
  return {
    name: "islands",
    hooks: {
      "astro:config:setup": async ({ command, config, updateConfig, injectScript, addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: "./app/islands/interaction-directive.ts" });
        const manifestFile = path.join(fileURLToPath(config.outDir), "..", ISLANDS_MANIFEST);
        const define = await buildDefines(readPublicSettings(process.env));
        if (command === "dev") {
          firstTapsScript = await buildFirstTapsScript(define);
          // React's fast refresh, which the dev server compiles into every component, needs its
          // runtime on the page first; Astro adds it only to pages with islands of its own.
          injectScript("page", 'import "@vitejs/plugin-react/preamble";');
        }
        const shellScript =
          command === "dev"
            ? 'export const shellScript = () => "/app/shell/index.ts";'
            : `import { readFileSync } from "node:fs";\nexport const shellScript = () => JSON.parse(readFileSync(${JSON.stringify(manifestFile)}, "utf8")).shell;`;
        const resolved = `\0${PAGE_SCRIPTS_MODULE}`;
        updateConfig({
          vite: {
            plugins: [
              shellScriptPlugin(manifestFile),
              {
                name: "page-scripts",
                resolveId: (id) => (id === PAGE_SCRIPTS_MODULE ? resolved : undefined),
                load: (id) => {
                  if (id !== resolved) return undefined;
                  if (firstTapsScript === undefined)
                    throw new Error(`${PAGE_SCRIPTS_MODULE} is read only while pages build`);
                  return `${shellScript}\nexport const firstTapsScript = ${JSON.stringify(firstTapsScript)};\n`;
                },
              },
            ],
          },
        });
      },
      "astro:build:start": async () => {
        firstTapsScript = await buildFirstTapsScript(await buildDefines(readPublicSettings(process.env)));
      },
    },
  };
}

/**
 * The build's last steps once the pages are written (scripts/finish-build.ts): the files made from
 * them, then the records the server reads (each page's CSP, the build's info). Astro writes the
 * 404 page as 404.html; it moves to 404/index.html, where the server and the edge files find it.
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
        await writeSiteFiles(clientDir, settings);
        await writeBuildRecords(path.dirname(clientDir), settings);
      },
    },
  };
}

/** The addresses the Fastify server answers in development: the API, the staff pages and the health checks. */
export const SERVER_PATHS = ["/api", "/staff", "/healthz", "/readyz"] as const;

/**
 * `astro dev` serves the pages and, through its proxy, the Fastify server started beside it on a
 * private port: one address for the site and its API, as in production. The server reads the
 * site's data from the build, and builds the site first when there is none (server/start.ts).
 */
export function devServerIntegration(): AstroIntegration {
  let server: ChildProcess | undefined;
  let target = "";
  const stop = () => server?.kill();
  return {
    name: "dev-server",
    hooks: {
      "astro:config:setup": async ({ command, updateConfig, logger }) => {
        if (command !== "dev") return;
        const proxy = () => Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, { target }]));
        // Astro sets itself up again when its config changes; the server started first keeps running.
        if (server?.exitCode === null) {
          updateConfig({ vite: { server: { proxy: proxy() } } });
          return;
        }
        const port = await freeLoopbackPort();
        target = `http://127.0.0.1:${port}`;
        updateConfig({ vite: { server: { proxy: proxy() } } });
        server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
          env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
          stdio: ["ignore", "inherit", "inherit"],
        });
        server.once("exit", (code) => {
          if (code) logger.error(`The API server stopped (exit code ${code}); see its messages above.`);
        });
        process.once("exit", stop);
        // Without this, a terminated dev server would leave the API server running.
        process.once("SIGTERM", () => process.exit(143));
        logger.info(`API, staff pages and health checks: served by server/start.ts on ${target}`);
      },
      "astro:server:done": () => {
        stop();
        server = undefined;
      },
    },
  };
}
