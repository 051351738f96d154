import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { readBuildDirectory, readPublicSettings } from "./app/lib/public-settings";
import { buildAliases, buildDefines } from "./build-defines";
import { devServerIntegration, finishBuildIntegration, islandsIntegration } from "./scripts/astro-integrations";

/**
 * The site, built by Astro into build/client (BUILD_DIR names another folder). Every page is
 * prerendered by app/pages/[...path].astro from the pages of app/site-paths.ts, its React
 * components rendered at build time; the integrations build the scripts pages run and the files
 * made from the pages (scripts/astro-integrations.ts).
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `./${readBuildDirectory(process.env)}/client`,
  output: "static",
  build: { format: "directory" },
  integrations: [react(), islandsIntegration(), finishBuildIntegration(), devServerIntegration()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: buildAliases },
    define: await buildDefines(readPublicSettings(process.env)),
  },
});
