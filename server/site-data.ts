import { readFileSync } from "node:fs";
import type { SiteData } from "../app/content/site-data";
import { siteDataPath } from "./site-data-path";

function readSiteData(file: string): SiteData {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`${file} is missing: the server answers from the content of a build. Run "npm run build".`);
  }
  return JSON.parse(text) as SiteData;
}

/**
 * Read once, when the server's modules load: server/start.ts builds the site first when there is
 * no build.
 */
export const siteData: SiteData = readSiteData(siteDataPath());
export const { site, pages, plans, contactPage, caseStudies, articles, ta } = siteData;
