import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadArticles } from "../app/content/articles.server";
import { blogFeed } from "../app/content/feed";
import { headLimitProblems, headTextOf, type PageHeadText } from "../app/lib/head-limits";
import type { PublicSettings } from "../app/lib/public-settings";
import { rssXml } from "../app/lib/rss";
import { SECURITY_TXT_PATH, securityTxt } from "../app/lib/security-txt";
import { robotsTxt, sitemapXml } from "../app/lib/sitemap";
import { sitemapEntries } from "../app/site-paths";
import { readBuildSecurity } from "../server/security/csp";
import { writeSocialCards } from "./social-cards";

/**
 * What a build writes once its pages are: checks on their titles and descriptions, and the files
 * made from the pages (sitemap, robots.txt, social cards, security.txt, the blog's feed). The
 * sitemap lists the registered pages that may be indexed (not the 404 page, not the pages reached
 * only after a form post) and the content slugs.
 */
export async function writeSiteFiles(clientDir: string, settings: PublicSettings): Promise<void> {
  const { siteUrl } = settings;
  const entries = sitemapEntries();
  const pages = entries.map((entry) => entry.path);
  const heads: PageHeadText[] = [];
  for (const page of pages) {
    heads.push(headTextOf(page, await readFile(path.join(clientDir, page, "index.html"), "utf8")));
  }
  const headProblems = headLimitProblems(heads);
  if (headProblems.length) {
    throw new Error(`Titles or descriptions that search results would cut:\n${headProblems.join("\n")}`);
  }
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, entries));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  // The Open Graph card of every indexable page, drawn from its title (cached between builds).
  await writeSocialCards({ clientDir, pages, siteUrl });
  await mkdir(path.join(clientDir, path.dirname(SECURITY_TXT_PATH)), { recursive: true });
  await writeFile(path.join(clientDir, SECURITY_TXT_PATH), securityTxt(siteUrl, settings.contactEmail, new Date()));
  await writeFile(path.join(clientDir, blogFeed.path.slice(1)), rssXml({ ...blogFeed, siteUrl }, loadArticles()));
}

/**
 * What the server reads beside the pages, written last: the CSP of each page, allowing exactly
 * its own inline scripts, and what the build was made for.
 */
export async function writeBuildRecords(buildDir: string, settings: PublicSettings): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  await writeFile(
    path.join(buildDir, "security.json"),
    `${JSON.stringify(await readBuildSecurity(clientDir, settings), null, 2)}\n`,
  );
  const pages = sitemapEntries().length;
  await writeFile(
    path.join(buildDir, "build-info.json"),
    `${JSON.stringify({ siteUrl: settings.siteUrl, pages, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}
