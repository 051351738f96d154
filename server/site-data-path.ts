import path from "node:path";
import { readBuildDirectory } from "../app/lib/public-settings";

/** The site's content as the build writes it beside the pages (app/content/site-data.ts says what it holds). */
export const SITE_DATA_FILE = "site-data.json";

/** The build's copy, or the file SITE_DATA_PATH names (the unit tests write one from the source). */
export function siteDataPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_DATA_PATH ?? path.resolve(import.meta.dirname, "..", readBuildDirectory(env), SITE_DATA_FILE);
}
