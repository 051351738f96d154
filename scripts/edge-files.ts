import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { readBuildDirectory } from "../app/lib/public-settings";
import { apiPolicy, type BuildSecurity, pagePolicy } from "../server/security/csp";
import { securityHeaders } from "../server/security/headers";

/**
 * What a proxy or CDN in front of build/client needs besides the files, written after each
 * build: brotli and gzip copies of the files worth compressing, and nginx snippets made from
 * the code the Fastify server answers with, so the two cannot drift (deploy/nginx/).
 */

/** Below this, compression saves less than a packet (the server's own compression threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|data|ico)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function shouldPrecompress(file: string, size: number): boolean {
  return size >= PRECOMPRESS_MIN_BYTES && compressible.test(file);
}

export interface Encoding {
  suffix: ".br" | ".gz";
  compress(content: Buffer): Promise<Buffer>;
}

export const encodings: readonly Encoding[] = [
  {
    suffix: ".br",
    compress: (content) =>
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { suffix: ".gz", compress: (content) => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/**
 * Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file, with
 * the file's modification time (nginx sends that as Last-Modified). A copy left by an earlier
 * build that no longer pays is removed. Returns the suffixes written.
 */
export async function precompressFile(file: string): Promise<string[]> {
  const content = await readFile(file);
  const { atime, mtime } = await stat(file);
  const written: string[] = [];
  for (const { suffix, compress } of encodings) {
    const target = `${file}${suffix}`;
    const compressed = await compress(content);
    if (compressed.length < content.length) {
      await writeFile(target, compressed);
      await utimes(target, atime, mtime);
      written.push(suffix);
    } else {
      await rm(target, { force: true });
    }
  }
  return written;
}

export interface PrecompressReport {
  candidates: number;
  brotli: number;
  gzip: number;
  bytes: number;
  brotliBytes: number;
}

/** Relative paths (forward slashes) of the files of a client build, with or without the compressed copies. */
async function buildFiles(clientDir: string, { copies }: { copies: boolean }): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && (copies || !/\.(br|gz)$/.test(entry.name)))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Compresses every file worth it, a few at a time on zlib's thread pool. */
export async function precompressClient(
  clientDir: string,
  concurrency = availableParallelism() * 2,
): Promise<PrecompressReport> {
  const report: PrecompressReport = { candidates: 0, brotli: 0, gzip: 0, bytes: 0, brotliBytes: 0 };
  const queue: { file: string; size: number }[] = [];
  for (const relative of await buildFiles(clientDir, { copies: false })) {
    const file = path.join(clientDir, relative);
    const { size } = await stat(file);
    if (shouldPrecompress(relative, size)) queue.push({ file, size });
  }
  report.candidates = queue.length;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const written = await precompressFile(next.file);
      report.bytes += next.size;
      if (written.includes(".br")) {
        // Read before adding: `total += await x` would add to a total read before the wait.
        const { size } = await stat(`${next.file}.br`);
        report.brotli++;
        report.brotliBytes += size;
      }
      if (written.includes(".gz")) report.gzip++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

const quoted = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * A string in nginx's configuration syntax: double-quoted, so the single quotes of a policy
 * stay literal. nginx has no escape for "$" (it would start a variable) and a header cannot
 * hold a line break, so those are refused rather than written wrong.
 */
export function nginxString(value: string): string {
  if (/[$\p{Cc}]/u.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} as an nginx string`);
  return quoted(value);
}

/** A map key matched as a regular expression ("$" is an anchor there, not a variable). */
export function nginxRegexKey(pattern: string): string {
  if (/\p{Cc}/u.test(pattern)) throw new Error(`cannot write ${JSON.stringify(pattern)} as an nginx regex`);
  return quoted(`~${pattern}`);
}

/**
 * `$content_security_policy` for every answer nginx sends from the files: the page's policy for
 * an HTML document, by the file it sends ($uri after try_files or the 404 rewrite), as
 * the server's onSend hook chooses it; apiPolicy for everything else, redirects included.
 */
export function contentSecurityPolicyMaps(security: BuildSecurity, htmlFiles: readonly string[]): string {
  const lines = htmlFiles.map(
    (file) => `  ${nginxString(`/${file}`)} ${nginxString(pagePolicy(security, security.scriptHashes[file] ?? []))};`,
  );
  return [
    "# Generated by scripts/edge-files.ts from build/security.json and server/security/csp.ts.",
    "map $uri $document_content_security_policy {",
    `  default ${nginxString(apiPolicy)};`,
    ...lines,
    "}",
    "",
    "# A redirect's $uri may name a page (/about/index.html); the server sends it apiPolicy.",
    "map $status $content_security_policy {",
    `  301 ${nginxString(apiPolicy)};`,
    "  default $document_content_security_policy;",
    "}",
    "",
  ].join("\n");
}

/** The headers of server/security/headers.ts and the policy, for each location that serves files. */
export function securityHeadersInclude(headers: Record<string, string> = securityHeaders): string {
  return [
    "# Generated by scripts/edge-files.ts from server/security/headers.ts.",
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    "add_header content-security-policy $content_security_policy always;",
    "",
  ].join("\n");
}

/**
 * A `types` block giving each file extension of the build the Content-Type the server sends
 * for it: asked of @fastify/static, which the server sends files with, one file per extension.
 */
export async function contentTypesBlock(clientDir: string, files: readonly string[]): Promise<string> {
  const sample = new Map<string, string>();
  for (const file of files) {
    const extension = path.extname(file).slice(1);
    if (extension && !sample.has(extension)) sample.set(extension, file);
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: clientDir, serve: false, dotfiles: "allow" });
  app.get("/*", (request, reply) => reply.sendFile((request.params as { "*": string })["*"]));
  const lines: string[] = [];
  try {
    for (const [extension, file] of [...sample].sort(([a], [b]) => a.localeCompare(b))) {
      const response = await app.inject({ method: "HEAD", url: `/${file}` });
      const type = response.headers["content-type"];
      if (response.statusCode !== 200 || typeof type !== "string") {
        throw new Error(`@fastify/static answered ${response.statusCode} for ${file}`);
      }
      lines.push(`  ${nginxString(type)} ${extension};`);
    }
  } finally {
    await app.close();
  }
  return [
    "# Generated by scripts/edge-files.ts: the Content-Type the server sends for each extension in the build.",
    "types {",
    ...lines,
    "}",
    "",
  ].join("\n");
}

export const EDGE_FILES = {
  contentSecurityPolicy: "content-security-policy.conf",
  securityHeaders: "security-headers.conf",
  contentTypes: "content-types.conf",
} as const;

/** Compressed copies in build/client, and build/nginx/*.conf. */
export async function writeEdgeFiles(buildDir: string): Promise<PrecompressReport> {
  const clientDir = path.join(buildDir, "client");
  const security = JSON.parse(await readFile(path.join(buildDir, "security.json"), "utf8")) as BuildSecurity;
  const report = await precompressClient(clientDir);
  // The copies too: the server sends them as files of their own when asked for by name.
  const files = await buildFiles(clientDir, { copies: true });
  const nginxDir = path.join(buildDir, "nginx");
  await mkdir(nginxDir, { recursive: true });
  const contents: Record<keyof typeof EDGE_FILES, string> = {
    contentSecurityPolicy: contentSecurityPolicyMaps(
      security,
      files.filter((file) => file.endsWith(".html")),
    ),
    securityHeaders: securityHeadersInclude(),
    contentTypes: await contentTypesBlock(clientDir, files),
  };
  for (const [name, file] of Object.entries(EDGE_FILES)) {
    await writeFile(path.join(nginxDir, file), contents[name as keyof typeof EDGE_FILES]);
  }
  return report;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const buildDir = path.resolve(import.meta.dirname, "..", readBuildDirectory(process.env));
  const started = performance.now();
  const report = await writeEdgeFiles(buildDir);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  console.log(
    `Edge files: ${report.brotli} .br and ${report.gzip} .gz of ${report.candidates} files ` +
      `(${mb(report.bytes)} MB → ${mb(report.brotliBytes)} MB brotli), ${path.join(buildDir, "nginx")}/*.conf ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
