import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readServerConfig } from "./config";
import { openDatabase, type SiteDatabase } from "./db/database";
import { loadSiteFiles } from "./site-files";

/** A tiny stand-in for build/client, so these tests do not depend on a site build. */
const fixture: Record<string, string> = {
  "index.html": "<h1>home</h1>",
  "services/rpa/index.html": "<h1>rpa</h1>",
  "blog/known/index.html": "<h1>known article</h1>",
  "404/index.html": "<h1>Page Not Found</h1>",
  "_astro/index.abc123.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
  "favicon.svg": "<svg/>",
  "robots.txt": "User-agent: *",
};

let root: string;
let app: FastifyInstance;
let database: SiteDatabase;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "site-"));
  for (const [file, body] of Object.entries(fixture)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  const config = readServerConfig({ LOG_LEVEL: "silent", SQLITE_FILE: ":memory:" });
  database = await openDatabase(config.database);
  app = await buildApp({ config, site: await loadSiteFiles(root), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
/** What a browser sends with a post from one of our pages. */
const fromOurSite = { origin: "https://www.cleverobotics.com" };

describe("pages", () => {
  it.each([
    ["/", "home"],
    ["/services/rpa/", "rpa"],
    ["/services/rpa/?utm_source=x", "rpa"],
    ["/blog/known", "known article"],
  ])("serves %s with status 200", async (url, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain(text);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  // Service pages are canonical with a trailing slash, every other page without one.
  it.each([
    ["/services/rpa", "/services/rpa/"],
    ["/services/rpa?utm_source=x", "/services/rpa/?utm_source=x"],
    ["/services/rpa/index.html", "/services/rpa/"],
    ["/services//rpa", "/services/rpa/"],
    ["/blog/known/", "/blog/known"],
    ["/blog/known/index.html", "/blog/known"],
    ["/index.html", "/"],
    // A doubled leading slash is a path, not a host.
    ["//blog/known", "/blog/known"],
    ["//services/rpa/?q=1", "/services/rpa/?q=1"],
  ])("redirects %s permanently to the canonical %s", async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/services/rpa/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });
});

describe("unknown paths", () => {
  it.each(["/nope", "/services/nope", "/404", "/blog/nope", "/case-studies/nope", "/blog/known/extra"])(
    "answer %s with the 404 page and status 404",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Page Not Found");
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it.each(["/..%2f..%2fetc%2fpasswd", "/_astro/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/etc/passwd"])(
    "never leave the build directory (%s)",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("root:");
    },
  );

  it("answers a malformed address with 400, not 500", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.statusCode).toBe(400);
  });

  it("answers other methods with 405", async () => {
    const response = await app.inject({ method: "POST", url: "/services/rpa", headers: fromOurSite, payload: "x" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing", headers: fromOurSite, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });
});

describe("static files", () => {
  it("caches hashed assets for a year and compresses them", async () => {
    const response = await get("/_astro/index.abc123.js", { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("caches other files for an hour", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404", async () => {
    expect((await get("/_astro/missing.js")).statusCode).toBe(404);
  });
});

describe("health", () => {
  it("answers /healthz", async () => {
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("security", () => {
  it("sends the security headers and a CSP on pages, files and API answers", async () => {
    for (const url of ["/", "/favicon.svg", "/healthz", "/nope"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["strict-transport-security"], url).toMatch(/max-age=31536000/);
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"], url).toContain("camera=()");
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'[^;]*;/);
    expect(page.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  const subscribe = (headers: Record<string, string>) =>
    app.inject({ method: "POST", url: "/api/newsletter", headers, payload: { email: "owner@kadai.in" } });

  it("accepts posts from our own pages: by their Origin, or by their Referer when they send no Origin", async () => {
    const ownPages: Record<string, string>[] = [
      { origin: "http://localhost:3000", host: "localhost:3000" },
      { origin: "https://www.cleverobotics.com" },
      { referer: "http://localhost:3000/contact", host: "localhost:3000" },
      { referer: "https://www.cleverobotics.com/pricing?plan=pro" },
    ];
    for (const headers of ownPages) {
      expect((await subscribe(headers)).statusCode, JSON.stringify(headers)).toBeLessThan(300);
    }
  });

  const inquiryFrom = (headers: Record<string, string>, name: string) =>
    app.inject({
      method: "POST",
      url: "/api/inquiries",
      headers,
      payload: { name, email: "m@evil.example", message: "Cross-site inquiry attempt here" },
    });
  const storedNamed = (name: string) =>
    database.db.selectFrom("inquiries").select("name").where("name", "=", name).execute();

  it("refuses posts from other sites with 403 and a clear message, storing nothing", async () => {
    const otherSites: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "not a url" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site", origin: "https://www.cleverobotics.com" },
      { referer: "https://evil.example/contact" },
      { referer: "https://www.cleverobotics.com.evil.example/contact" },
      { referer: "not a url" },
      { origin: "null", referer: "https://www.cleverobotics.com/contact" },
      { origin: "https://evil.example", referer: "https://www.cleverobotics.com/contact" },
    ];
    for (const headers of otherSites) {
      const response = await inquiryFrom(headers, "Mallory");
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({
        error: "forbidden_origin",
        message: expect.stringContaining("our own website"),
      });
    }
    expect(await storedNamed("Mallory")).toEqual([]);
  });

  it("refuses a post with neither Origin nor Referer (a script, curl) with 403, storing nothing", async () => {
    const response = await inquiryFrom({}, "Scripted Sender");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: "forbidden_origin",
      message: expect.stringContaining("our own website"),
    });
    const subscription = await subscribe({});
    expect(subscription.statusCode).toBe(403);
    const form = await app.inject({
      method: "POST",
      url: "/api/inquiries",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        name: "Scripted Sender",
        email: "s@example.com",
        message: "A form posted by a script",
      }).toString(),
    });
    expect(form.statusCode).toBe(403);
    expect(form.headers["content-type"]).toMatch(/^text\/html/);
    expect(form.body).toContain("our own website");
    expect(await storedNamed("Scripted Sender")).toEqual([]);
  });
});

describe("revalidated pages", () => {
  it("keep the page's CSP on a 304, which the browser applies to its cached copy", async () => {
    const first = await app.inject({ method: "GET", url: "/services/rpa/" });
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: "GET", url: "/services/rpa/", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(again.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
  });
});
