import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { canonicalPath } from "../../app/lib/canonical";
import { securityHeaders } from "../../server/security/headers";
import { type Endpoint, type HttpAnswer, header, send } from "./http";

/**
 * Pages through nginx against the same requests sent straight to an app instance: for every
 * page of the sitemap in each of its forms, and the files and unknown paths around them, the
 * status, redirect target, cache, type and security headers and the body must be the app's.
 */
const comparedHeaders = [
  "location",
  "cache-control",
  "content-type",
  "allow",
  "content-security-policy",
  ...Object.keys(securityHeaders),
];

/** What the README promises a CDN must answer, checked on top of "the same as the app". */
const cacheRules: { kind: string; test: (path: string, status: number) => boolean; value: string }[] = [
  { kind: "404 page", test: (p, status) => status === 404 && !p.startsWith("/api/"), value: "no-store" },
  { kind: "asset", test: (p) => /^\/_astro\//.test(p), value: "public, max-age=31536000, immutable" },
];

export interface PageCase {
  path: string;
  method?: "GET" | "HEAD" | "POST";
  /** The status the README table gives, checked besides the comparison with the app. */
  status?: number;
  location?: string;
  /** A file of the build the body must be. */
  bodyFile?: string;
}

const QUERY = "?utm_source=topology&utm_medium=test";

/** Every page of the sitemap in each of its forms, and the paths around the pages. */
export async function pageCases(clientDir: string, siteUrl: string): Promise<PageCase[]> {
  const sitemap = await readFile(path.join(clientDir, "sitemap.xml"), "utf8");
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(siteUrl.length) || "/");
  const cases: PageCase[] = [];
  for (const page of pages) {
    const canonical = canonicalPath(page);
    const bare = canonical.replace(/\/$/, "");
    cases.push({ path: canonical, status: 200 }, { path: `${canonical}${QUERY}`, status: 200 });
    cases.push({ path: `${bare}/index.html`, status: 301, location: canonical });
    cases.push({ path: `${bare}/index.html${QUERY}`, status: 301, location: `${canonical}${QUERY}` });
    if (canonical !== "/") {
      const other = canonical.endsWith("/") ? bare : `${canonical}/`;
      cases.push({ path: other, status: 301, location: canonical });
      cases.push({ path: `${other}${QUERY}`, status: 301, location: `${canonical}${QUERY}` });
    }
  }
  const service = pages.find((page) => /^\/services\/[^/]+\/?$/.test(page))?.replace(/\/$/, "");
  if (service) cases.push({ path: service.replace("/services/", "/services//"), status: 301, location: `${service}/` });

  const files = (await readdir(clientDir, { recursive: true })).map((file) => file.split(path.sep).join("/"));
  const firstOf = (pattern: RegExp) => files.filter((file) => pattern.test(file)).sort()[0];
  for (const file of [
    firstOf(/^_astro\/.+\.js$/),
    firstOf(/^_astro\/.+\.css$/),
    firstOf(/^og\/.+\.png$/),
    "favicon.ico",
    "robots.txt",
    "sitemap.xml",
    "site.webmanifest",
    ".well-known/security.txt",
  ]) {
    if (file) cases.push({ path: `/${file}`, status: 200, bodyFile: file });
  }
  const notFound = "404/index.html";
  cases.push(
    { path: "/favicon.svg/", status: 200, bodyFile: "favicon.svg" },
    // A compressed copy asked for by name is a file like any other, to the server as to nginx.
    { path: "/sitemap.xml.gz", status: 200, bodyFile: "sitemap.xml.gz" },
    { path: "/%61bout", status: 301, location: "/about" },
    { path: "/no-such-page", status: 404, bodyFile: notFound },
    { path: "/no-such-page/", status: 404, bodyFile: notFound },
    { path: `/no-such-page${QUERY}`, status: 404, bodyFile: notFound },
    { path: "/blog/no-such-article", status: 404, bodyFile: notFound },
    { path: "/blog/no-such-article/", status: 404, bodyFile: notFound },
    { path: "/case-studies/no-such-study", status: 404, bodyFile: notFound },
    { path: "/blog/a/b", status: 404, bodyFile: notFound },
    { path: "/404", status: 404, bodyFile: notFound },
    { path: "/404/", status: 404, bodyFile: notFound },
    { path: "/404/index.html", status: 404, bodyFile: notFound },
    { path: "/x/index.html", status: 404, bodyFile: notFound },
    { path: "/api", status: 404, bodyFile: notFound },
    { path: "/api/no-such-endpoint", status: 404 },
    { path: "/healthz", status: 200 },
    { path: "/about", method: "HEAD", status: 200 },
    { path: "/about", method: "POST", status: 405 },
    { path: "/no-such-page", method: "POST", status: 405 },
  );
  return cases;
}

const sha = (body: Buffer) => createHash("sha256").update(body).digest("hex").slice(0, 12);

/** How nginx's answer differs from the app's and from the README's rules; empty when it does not. */
export function compareAnswers(check: PageCase, proxied: HttpAnswer, direct: HttpAnswer, file?: Buffer): string[] {
  const problems: string[] = [];
  const name = `${check.method ?? "GET"} ${check.path}`;
  if (proxied.status !== direct.status) problems.push(`${name}: nginx ${proxied.status}, app ${direct.status}`);
  for (const field of comparedHeaders) {
    // nginx's redirects carry a small HTML body with its type; the app's have none.
    if (field === "content-type" && proxied.status === 301) continue;
    if (header(proxied, field) !== header(direct, field)) {
      problems.push(
        `${name}: ${field} from nginx "${header(proxied, field)}", from the app "${header(direct, field)}"`,
      );
    }
  }
  if (proxied.status !== 301 && sha(proxied.body) !== sha(direct.body)) {
    problems.push(
      `${name}: nginx's body (${proxied.body.length} bytes) differs from the app's (${direct.body.length})`,
    );
  }
  if (check.status !== undefined && proxied.status !== check.status) {
    problems.push(`${name}: ${proxied.status}, expected ${check.status}`);
  }
  if (check.location !== undefined && header(proxied, "location") !== check.location) {
    problems.push(`${name}: redirects to "${header(proxied, "location")}", expected "${check.location}"`);
  }
  if (file && check.method !== "HEAD" && !proxied.body.equals(file)) {
    problems.push(`${name}: the body is not ${check.bodyFile}`);
  }
  const rule = cacheRules.find(({ test }) => test(check.path, proxied.status));
  if (rule && header(proxied, "cache-control") !== rule.value) {
    problems.push(
      `${name}: cache-control "${header(proxied, "cache-control")}" for a ${rule.kind}, not "${rule.value}"`,
    );
  }
  return problems;
}

/** Pre-compressed answers: br and gzip for a page and a script, decoding to the file, with Vary. */
async function checkEncodings(nginx: Endpoint, clientDir: string): Promise<{ requests: number; problems: string[] }> {
  // A script large enough to have compressed copies (scripts/edge-files.ts).
  const script = (await readdir(path.join(clientDir, "_astro"))).filter((file) => file.endsWith(".js.br")).sort()[0];
  const scriptFile = `_astro/${script?.replace(/\.br$/, "")}`;
  const targets = [
    { path: "/about", file: "about/index.html" },
    { path: `/${scriptFile}`, file: scriptFile },
  ];
  const problems: string[] = [];
  let requests = 0;
  for (const { path: urlPath, file } of targets) {
    const original = await readFile(path.join(clientDir, file));
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const answer = await send({ ...nginx, path: urlPath, headers: { "accept-encoding": encoding } });
      requests++;
      if (header(answer, "content-encoding") !== encoding) {
        problems.push(
          `${urlPath} with Accept-Encoding ${encoding}: content-encoding "${header(answer, "content-encoding")}"`,
        );
        continue;
      }
      if (!decode(answer.body).equals(original)) problems.push(`${urlPath} (${encoding}) does not decode to ${file}`);
      if (answer.body.length >= original.length) problems.push(`${urlPath} (${encoding}) is not smaller than ${file}`);
      if (!/accept-encoding/i.test(header(answer, "vary"))) problems.push(`${urlPath} (${encoding}) lacks Vary`);
    }
  }
  return { requests, problems };
}

export interface PageCheckReport {
  requests: number;
  problems: string[];
}

export async function checkPages({
  nginx,
  appPort,
  clientDir,
  siteUrl,
}: {
  nginx: Endpoint;
  appPort: number;
  clientDir: string;
  siteUrl: string;
}): Promise<PageCheckReport> {
  const cases = await pageCases(clientDir, siteUrl);
  // A post from one of our pages, as a browser sends it: without its Origin the answer is 403.
  const fromOurSite = { origin: new URL(siteUrl).origin };
  const problems: string[] = [];
  for (const check of cases) {
    const method = check.method ?? "GET";
    const request = { path: check.path, method, headers: method === "POST" ? fromOurSite : {} };
    const [proxied, direct] = await Promise.all([send({ ...nginx, ...request }), send({ port: appPort, ...request })]);
    const file = check.bodyFile ? await readFile(path.join(clientDir, check.bodyFile)) : undefined;
    problems.push(...compareAnswers(check, proxied, direct, file));
  }
  const encodings = await checkEncodings(nginx, clientDir);
  problems.push(...encodings.problems);
  return { requests: cases.length * 2 + encodings.requests, problems };
}
