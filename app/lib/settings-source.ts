import { readPublicSettings } from "./public-settings";

/**
 * Where the public settings come from when the site's modules run in Node (the server's chat
 * assistant reads the page content): the environment, checked. Vite builds and the unit tests
 * use settings-source.build.ts instead (vite.config.ts, vitest.config.ts), so the browser
 * bundle carries the settings as plain data and no code that reads the environment.
 */
export const publicSettings = readPublicSettings(process.env);
export const builtAt = new Date().toISOString();
