import type { PublicSettings } from "./app/lib/public-settings";

/** Build-time constants of app/lib/settings.ts, shared by the site build and the unit tests. */
export function buildDefines(settings: PublicSettings, builtAt = new Date()): Record<string, string> {
  return {
    __PUBLIC_SETTINGS__: JSON.stringify(settings),
    __BUILD_TIME__: JSON.stringify(builtAt.toISOString()),
  };
}
