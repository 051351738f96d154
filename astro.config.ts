import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { readPublicSettings } from "./app/lib/public-settings";
import { buildAliases, buildDefines } from "./build-defines";
import { islandsIntegration } from "./scripts/astro-islands";

/**
 * The site built by Astro (issue 41; docs/astro-move/README.md says how far the move has come).
 * Every page is prerendered from the page registry by app/pages/[...path].astro, React
 * components rendered at build time. Until the move is done it builds beside React Router's
 * build, into build-astro/client.
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: "./build-astro/client",
  output: "static",
  build: { format: "directory" },
  integrations: [react(), islandsIntegration()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: buildAliases },
    define: await buildDefines(readPublicSettings(process.env)),
  },
});
