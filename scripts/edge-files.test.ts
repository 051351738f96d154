import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPolicy, pagePolicy } from "../server/security/csp";
import { securityHeaders } from "../server/security/headers";
import {
  contentSecurityPolicyMaps,
  contentTypesBlock,
  nginxRegexKey,
  nginxString,
  PRECOMPRESS_MIN_BYTES,
  precompressClient,
  precompressFile,
  securityHeadersInclude,
  shouldPrecompress,
} from "./edge-files";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "edge-files-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Text that compresses well, `bytes` long. */
const prose = (bytes: number) =>
  "Automate WhatsApp orders with an AI agent. ".repeat(Math.ceil(bytes / 43)).slice(0, bytes);

describe("nginx strings", () => {
  it("double-quote a policy so its single quotes stay literal, escaping quotes and backslashes", () => {
    expect(nginxString("script-src 'self' 'sha256-a+b/c='")).toBe(`"script-src 'self' 'sha256-a+b/c='"`);
    expect(nginxString('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
  });

  it("refuse what nginx would read as a variable or a header could not hold", () => {
    expect(() => nginxString("cost $5")).toThrow(/nginx string/);
    expect(() => nginxString("two\nlines")).toThrow(/nginx string/);
  });

  it("write regex keys with their anchors", () => {
    expect(nginxRegexKey("^/+blog/+[^/]+/*$")).toBe('"~^/+blog/+[^/]+/*$"');
  });
});

describe("generated nginx files", () => {
  const security = {
    scriptHashes: { "about/index.html": ["'sha256-AAA='"], "404/index.html": ["'sha256-BBB='"] },
    connectOrigins: ["https://region1.google-analytics.com"],
    scriptOrigins: ["https://www.googletagmanager.com"],
  };

  it("map each HTML file to the server's page policy, anything else and redirects to apiPolicy", () => {
    const maps = contentSecurityPolicyMaps(security, ["404/index.html", "about/index.html", "contact/index.html"]);
    expect(maps).toContain(`"/about/index.html" ${nginxString(pagePolicy(security, ["'sha256-AAA='"]))};`);
    expect(maps).toContain(`"/404/index.html" ${nginxString(pagePolicy(security, ["'sha256-BBB='"]))};`);
    // A page the build listed no hashes for gets the policy without hashes, as the server sends it.
    expect(maps).toContain(`"/contact/index.html" ${nginxString(pagePolicy(security, []))};`);
    expect(maps).toContain(`default ${nginxString(apiPolicy)};`);
    expect(maps).toMatch(
      /map \$status \$content_security_policy \{\n {2}301 "default-src 'none';[^\n]*\n {2}default \$document_content_security_policy;/,
    );
  });

  it("add every security header on every status, and the policy", () => {
    const lines = securityHeadersInclude()
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    expect(lines).toHaveLength(Object.keys(securityHeaders).length + 1);
    expect(lines).toContain(`add_header x-frame-options "DENY" always;`);
    expect(lines.at(-1)).toBe("add_header content-security-policy $content_security_policy always;");
  });

  it("give each extension the Content-Type @fastify/static sends", async () => {
    const site = path.join(dir, "types");
    await mkdir(site, { recursive: true });
    for (const file of ["index.html", "app.js", "site.webmanifest", "about.data"])
      await writeFile(path.join(site, file), "x");
    const block = await contentTypesBlock(site, ["index.html", "app.js", "site.webmanifest", "about.data"]);
    expect(block).toContain('"text/html; charset=utf-8" html;');
    expect(block).toContain('"application/javascript; charset=utf-8" js;');
    expect(block).toContain('"application/manifest+json" webmanifest;');
    expect(block).toContain('"application/octet-stream" data;');
  });
});

describe("pre-compression", () => {
  it("takes text files of 1 KB or more, never images or smaller files", () => {
    expect(shouldPrecompress("about/index.html", PRECOMPRESS_MIN_BYTES)).toBe(true);
    expect(shouldPrecompress("about.data", 50_000)).toBe(true);
    expect(shouldPrecompress("assets/app-x.js", PRECOMPRESS_MIN_BYTES - 1)).toBe(false);
    expect(shouldPrecompress("og/about.png", 50_000)).toBe(false);
    expect(shouldPrecompress("about/index.html.br", 50_000)).toBe(false);
  });

  it("writes .br and .gz that decode to the file, with the file's modification time", async () => {
    const file = path.join(dir, "page.html");
    const content = prose(20_000);
    await writeFile(file, content);
    const modified = new Date("2026-01-14T10:00:00Z");
    await utimes(file, modified, modified);
    expect(await precompressFile(file)).toEqual([".br", ".gz"]);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(content);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(content);
    expect((await stat(`${file}.br`)).mtime.getTime()).toBe(modified.getTime());
  });

  it("writes no copy that is not smaller, and removes one an earlier build left", async () => {
    const file = path.join(dir, "noise.js");
    await writeFile(file, randomBytes(4096));
    await writeFile(`${file}.br`, "stale");
    expect(await precompressFile(file)).toEqual([]);
    expect((await readdir(dir)).filter((name) => name.startsWith("noise.js"))).toEqual(["noise.js"]);
  });

  it("compresses a client folder's candidates only, and again on a second run without copies of copies", async () => {
    const client = path.join(dir, "client");
    await mkdir(path.join(client, "assets"), { recursive: true });
    await writeFile(path.join(client, "index.html"), prose(5000));
    await writeFile(path.join(client, "assets", "app.js"), prose(3000));
    await writeFile(path.join(client, "robots.txt"), "User-agent: *\n");
    await writeFile(path.join(client, "card.png"), prose(5000));
    const first = await precompressClient(client, 2);
    expect(first).toMatchObject({ candidates: 2, brotli: 2, gzip: 2 });
    const second = await precompressClient(client, 2);
    expect(second).toMatchObject({ candidates: 2, brotli: 2, gzip: 2 });
    const files = (await readdir(client, { recursive: true })).map((file) => file.split(path.sep).join("/")).sort();
    expect(files).toEqual([
      "assets",
      "assets/app.js",
      "assets/app.js.br",
      "assets/app.js.gz",
      "card.png",
      "index.html",
      "index.html.br",
      "index.html.gz",
      "robots.txt",
    ]);
  });
});
