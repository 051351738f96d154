import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import { openDatabase, type SiteDatabase } from "../db/database";
import { loadSiteFiles } from "../site-files";

/**
 * Rate limits count per client address. Which address that is depends on TRUST_PROXY: a
 * client cannot dodge the limit by sending its own X-Forwarded-For.
 */
let root: string;
let app: FastifyInstance;
let database: SiteDatabase;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "limits-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "404",
    "__spa-fallback.html": "shell",
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
});

afterEach(async () => {
  await app?.close();
  await database?.close();
});

async function start(env: Record<string, string>) {
  const config = readServerConfig({ LOG_LEVEL: "silent", SQLITE_FILE: ":memory:", RATE_LIMIT_MAX: "3", ...env });
  database = await openDatabase(config.database);
  app = await buildApp({ config, site: await loadSiteFiles(root), database });
}

const subscribe = (n: number, headers: Record<string, string>, remoteAddress = "198.51.100.10") =>
  app.inject({
    method: "POST",
    url: "/api/newsletter",
    remoteAddress,
    headers,
    payload: { email: `reader${n}@kadai.in` },
  });

describe("rate limits", () => {
  it("without a trusted proxy, count the connection's address and ignore X-Forwarded-For", async () => {
    await start({});
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await subscribe(n, { "x-forwarded-for": `203.0.113.${n}` })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("behind one trusted proxy, count the address the proxy saw, not the ones the client made up", async () => {
    await start({ TRUST_PROXY: "1" });
    const statuses = [];
    // The proxy appends the real client (203.0.113.7) to whatever the client sent.
    for (let n = 0; n < 5; n++) {
      statuses.push((await subscribe(n, { "x-forwarded-for": `10.0.0.${n}, 203.0.113.7` })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another real client behind the same proxy has its own allowance.
    expect((await subscribe(9, { "x-forwarded-for": "203.0.113.8" })).statusCode).toBe(201);
  });
});
