import { runnerImport } from "vite";
import type { PublicSettings } from "./app/lib/public-settings";

/**
 * The settings module of a Vite build reads constants written in at build time; run in Node
 * it reads the environment instead (app/lib/settings-source.ts).
 */
const appAlias = { find: "~", replacement: new URL("./app", import.meta.url).pathname };
export const buildAliases = [appAlias, { find: /^\.\/settings-source$/, replacement: "./settings-source.build" }];

/**
 * Build-time constants, shared by the site build and the unit tests: the public settings and build
 * time (app/lib/settings-source.build.ts), and the header menus (app/content/header-menus.ts).
 */
export async function buildDefines(settings: PublicSettings, builtAt = new Date()): Promise<Record<string, string>> {
  // The page registry finds the page modules with import.meta.glob, so it is read through Vite.
  const { module: registry } = await runnerImport<typeof import("./app/content/pages")>(
    new URL("./app/content/pages.ts", import.meta.url).pathname,
    // Read as Node reads it: the settings come from the environment, not from these constants.
    { configFile: false, resolve: { alias: [appAlias] } },
  );
  return {
    __PUBLIC_SETTINGS__: JSON.stringify(settings),
    __BUILD_TIME__: JSON.stringify(builtAt.toISOString()),
    __HEADER_MENUS__: JSON.stringify(registry.mainNavigation),
  };
}
