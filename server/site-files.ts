import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { FORM_PROBLEM_PATH } from "../app/api-contract";
import { type PageLang, tamilPath } from "../app/content/page-entry";
import { canonicalPath } from "../app/lib/canonical";
import { NOT_FOUND_PATH } from "../app/site-paths";
import type { ProblemPage } from "./inquiries/routes";
import { type BuildSecurity, readBuildSecurity } from "./security/csp";

/**
 * What the build produced, read once at start: every file under build/client and the two
 * documents the server sends with status 404.
 */
export interface SiteFiles {
  root: string;
  /** Relative paths with forward slashes, e.g. "services/rpa/index.html". */
  files: Set<string>;
  notFoundHtml: string;
  /** The page that tells a visitor without JavaScript why a form post failed, in each language. */
  formProblemPages: Record<PageLang, ProblemPage>;
  /** Inline-script hashes per page and allowed origins, for the Content-Security-Policy. */
  security: BuildSecurity;
}

async function readProblemPage(root: string, pagePath: string): Promise<ProblemPage> {
  const file = `${pagePath.slice(1)}/index.html`;
  return { file, html: await readFile(path.join(root, file), "utf8").catch(() => null) };
}

export async function loadSiteFiles(root: string): Promise<SiteFiles> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
  return {
    root,
    files,
    notFoundHtml: await readFile(path.join(root, NOT_FOUND_PATH.slice(1), "index.html"), "utf8"),
    formProblemPages: {
      en: await readProblemPage(root, FORM_PROBLEM_PATH),
      ta: await readProblemPage(root, tamilPath(FORM_PROBLEM_PATH)),
    },
    // Written by the build next to build/client; a directory without it (test fixtures) is read here.
    security: await readFile(path.join(root, "..", "security.json"), "utf8")
      .then((json) => JSON.parse(json) as BuildSecurity)
      .catch(() => readBuildSecurity(root, { analyticsId: null, errorReportUrl: null })),
  };
}

export type Resolution =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/**
 * Maps a request path to what to send. A page answers at its canonical address only
 * ("/services/x/" with a trailing slash, every other page without); its other forms, and
 * "x/index.html", redirect there permanently. Any other path gets the 404 page.
 */
export function resolvePath(site: SiteFiles, urlPath: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: "not-found" };
  }
  const segments = decoded.split("/").filter(Boolean);
  if (
    segments.some((segment) => segment === ".." || segment === "." || segment.includes("\\") || segment.includes("\0"))
  ) {
    return { kind: "not-found" };
  }
  const relative = segments.join("/");
  // The 404 page is what an unknown address gets, not an address of its own.
  if (relative === "404" || relative.startsWith("404/")) return { kind: "not-found" };
  if (relative && site.files.has(relative) && !relative.endsWith("index.html")) {
    return { kind: "file", file: relative };
  }
  const page = relative ? `${relative}/index.html` : "index.html";
  if (site.files.has(page)) {
    const canonical = canonicalPath(`/${relative}`);
    return urlPath === canonical ? { kind: "file", file: page } : { kind: "redirect", location: canonical };
  }
  if (relative.endsWith("/index.html") || relative === "index.html") {
    const target = canonicalPath(`/${relative.replace(/\/?index\.html$/, "")}`);
    if (site.files.has(relative)) return { kind: "redirect", location: target };
  }
  return { kind: "not-found" };
}
