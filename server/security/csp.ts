import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The Content-Security-Policy of the site. Scripts run only from our own origin or, inline,
 * when their SHA-256 hash was listed at build time for the page that carries them (React
 * Router writes several inline scripts per page, different per page). No 'unsafe-inline'.
 */

/** What the build tells the server about the pages it wrote (build/security.json). */
export interface BuildSecurity {
  /** Script hashes per HTML file, by path relative to build/client ("blog/x/index.html"). */
  scriptHashes: Record<string, string[]>;
  /** Origins the pages' scripts talk to besides our own (analytics, error reports). */
  connectOrigins: string[];
  /** Origins scripts may load from besides our own (the analytics script). */
  scriptOrigins: string[];
}

export const ANALYTICS_ORIGINS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://region1.google-analytics.com",
    "https://analytics.google.com",
  ],
};

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a page's inline scripts (JSON-LD is data, not script, and is left out). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']application\/ld\+json["']/i.test(attributes)) continue;
    if (!content) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy for one HTML page, given its script hashes; anything else gets `apiPolicy`. */
export function pagePolicy(
  security: Pick<BuildSecurity, "connectOrigins" | "scriptOrigins">,
  hashes: readonly string[],
) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...security.scriptOrigins].join(" "),
    // Style attributes in the prerendered HTML; scripts are what the policy guards.
    "style-src 'self' 'unsafe-inline'",
    // Icons are data: URIs in the stylesheet; the analytics pixel when analytics is on.
    ["img-src 'self' data:", ...security.connectOrigins].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...security.connectOrigins].join(" "),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** JSON answers, files and redirects: nothing may run or frame them. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Reads every HTML file of a client build and lists its inline-script hashes. */
export async function readBuildSecurity(
  clientDir: string,
  settings: { analyticsId: string | null; errorReportUrl: string | null },
): Promise<BuildSecurity> {
  const files = (await readdir(clientDir, { recursive: true })).map((file) => file.split(path.sep).join("/"));
  const scriptHashes: Record<string, string[]> = {};
  for (const file of files.filter((name) => name.endsWith(".html")).sort()) {
    scriptHashes[file] = inlineScriptHashes(await readFile(path.join(clientDir, file), "utf8"));
  }
  const analytics = settings.analyticsId !== null;
  const connectOrigins = [
    ...(analytics ? ANALYTICS_ORIGINS.connect : []),
    ...(settings.errorReportUrl ? [new URL(settings.errorReportUrl).origin] : []),
  ];
  return { scriptHashes, connectOrigins, scriptOrigins: analytics ? ANALYTICS_ORIGINS.script : [] };
}
