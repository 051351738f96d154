import type { PublicSettings } from "./app/lib/public-settings";

/**
 * The settings module of a Vite build reads constants written in at build time; run in Node
 * it reads the environment instead (app/lib/settings-source.ts).
 */
export const buildAliases = [
  { find: "~", replacement: new URL("./app", import.meta.url).pathname },
  { find: /^\.\/settings-source$/, replacement: "./settings-source.build" },
];

/** Build-time constants of app/lib/settings-source.build.ts, shared by the site build and the unit tests. */
export function buildDefines(settings: PublicSettings, builtAt = new Date()): Record<string, string> {
  return {
    __PUBLIC_SETTINGS__: JSON.stringify(settings),
    __BUILD_TIME__: JSON.stringify(builtAt.toISOString()),
  };
}
