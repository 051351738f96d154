import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { readBuildDirectory, readPublicSettings } from "./app/lib/public-settings";
import { buildAliases, buildDefines } from "./build-defines";
import { finishBuildIntegration, islandsIntegration } from "./scripts/astro-integrations";

/**
 * The site built by Astro (issue 41; docs/astro-move/README.md says how far the move has come).
 * Every page is prerendered from the page registry by app/pages/[...path].astro, React
 * components rendered at build time. Until the move is done it builds beside React Router's
 * build: `npm run build:astro` into build-astro/.
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `./${readBuildDirectory(process.env)}/client`,
  output: "static",
  build: { format: "directory" },
  integrations: [react(), islandsIntegration(), finishBuildIntegration()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: buildAliases },
    define: await buildDefines(readPublicSettings(process.env)),
  },
});
