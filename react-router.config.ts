import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadArticles } from "./app/content/articles.server";
import { blogFeed } from "./app/content/feed";
import { headLimitProblems, headTextOf, type PageHeadText } from "./app/lib/head-limits";
import { readBuildDirectory, readPublicSettings } from "./app/lib/public-settings";
import { rssXml } from "./app/lib/rss";
import { SECURITY_TXT_PATH, securityTxt } from "./app/lib/security-txt";
import { robotsTxt, sitemapXml } from "./app/lib/sitemap";
import { prerenderPaths, sitemapEntries } from "./app/site-paths";
import { buildIslands } from "./scripts/islands-build";
import { writePageScripts } from "./scripts/page-scripts";
import { writeSocialCards } from "./scripts/social-cards";
import { readBuildSecurity } from "./server/security/csp";

export default {
  // BUILD_DIR lets the end-to-end suite keep a second build (made with ANALYTICS_ID) beside the main one.
  buildDirectory: readBuildDirectory(process.env),
  // Static first: every page is prerendered to HTML; the Fastify server serves build/client.
  ssr: false,
  // Opt in to the v8 behaviours that leave our URLs alone. Left off: pass-through requests
  // (loaders would see ".data" URLs) and trailing-slash-aware data requests (they would
  // rename the prerendered .data files the server serves).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  // Every static route of app/routes.ts, one page per content slug, and the 404 page.
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
  // Prerendering is done by now: the sitemap lists the registered pages that may be indexed
  // (not the 404 page, not the pages reached only after a form post) and the content slugs.
  async buildEnd({ reactRouterConfig }) {
    const publicSettings = readPublicSettings(process.env);
    const { siteUrl } = publicSettings;
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    const entries = sitemapEntries();
    const pages = entries.map((entry) => entry.path);
    const heads: PageHeadText[] = [];
    for (const page of pages) {
      const html = await readFile(path.join(clientDir, page, "index.html"), "utf8");
      heads.push(headTextOf(page, html));
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
    await writeFile(
      path.join(clientDir, SECURITY_TXT_PATH),
      securityTxt(siteUrl, publicSettings.contactEmail, new Date()),
    );
    await writeFile(path.join(clientDir, blogFeed.path.slice(1)), rssXml({ ...blogFeed, siteUrl }, loadArticles()));
    // No page carries React Router's runtime: each gets the first taps' script and the shell
    // script, and React only in its islands. This rewrites inline scripts, so it runs before
    // their hashes are taken.
    const { shell, firstTapsScript } = await buildIslands(clientDir, publicSettings);
    await writePageScripts(clientDir, { shell, firstTapsScript });
    // The server sends each page with a CSP that allows exactly its own inline scripts.
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, "security.json"),
      `${JSON.stringify(await readBuildSecurity(clientDir, publicSettings), null, 2)}\n`,
    );
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, "build-info.json"),
      `${JSON.stringify({ siteUrl, pages: pages.length, builtAt: new Date().toISOString() }, null, 2)}\n`,
    );
  },
} satisfies Config;
