import { readPublicSettings } from "../app/lib/public-settings";

/**
 * The site's content modules read the public settings through constants that Vite defines
 * in the browser build (app/lib/settings.ts). Server code that uses those modules (the site
 * assistant) gets the same constants here; import this module before any of them.
 */
const globals = globalThis as { __PUBLIC_SETTINGS__?: unknown; __BUILD_TIME__?: unknown };
globals.__PUBLIC_SETTINGS__ ??= readPublicSettings(process.env);
globals.__BUILD_TIME__ ??= new Date().toISOString();
