import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { readBuildDirectory, readPublicSettings } from "./app/lib/public-settings";
import { prerenderPaths } from "./app/site-paths";
import { writeBuildRecords, writeSiteFiles } from "./scripts/finish-build";
import { buildIslands } from "./scripts/islands-build";
import { writePageScripts } from "./scripts/page-scripts";

export default {
  // BUILD_DIR lets the end-to-end suite keep a second build (made with ANALYTICS_ID) beside the main one.
  buildDirectory: readBuildDirectory(process.env),
  // Static first: every page is prerendered to HTML; the Fastify server serves build/client.
  ssr: false,
  // Opt in to the v8 behaviours that leave our URLs alone. Left off: pass-through requests
  // (loaders would see ".data" URLs) and trailing-slash-aware data requests (they would
  // rename the prerendered .data files the server serves).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  // Every static route of app/routes.ts, one page per content slug, and the 404 page.
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
  // Prerendering is done by now.
  async buildEnd({ reactRouterConfig }) {
    const publicSettings = readPublicSettings(process.env);
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await writeSiteFiles(clientDir, publicSettings);
    // No page carries React Router's runtime: each gets the first taps' script and the shell
    // script, and React only in its islands. This rewrites inline scripts, so it runs before
    // their hashes are taken.
    const { shell, firstTapsScript } = await buildIslands(clientDir, publicSettings);
    await writePageScripts(clientDir, { shell, firstTapsScript });
    await writeBuildRecords(reactRouterConfig.buildDirectory, publicSettings);
  },
} satisfies Config;
