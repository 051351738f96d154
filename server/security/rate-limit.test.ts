import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import { openDatabase, type SiteDatabase } from "../db/database";
import { loadSiteFiles } from "../site-files";
import { freeLoopbackPort } from "../testing/ports";
import { type RedisProcess, redisServerInstalled, startRedisProcess } from "../testing/redis-process";

/**
 * Rate limits count per client address. Which address that is depends on TRUST_PROXY: a
 * client cannot dodge the limit by sending its own X-Forwarded-For.
 */
let root: string;
let running: { app: FastifyInstance; database: SiteDatabase }[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "limits-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "404",
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
});

afterEach(async () => {
  for (const { app, database } of running) {
    await app.close();
    await database.close();
  }
  running = [];
});

async function start(env: Record<string, string>) {
  const config = readServerConfig({ LOG_LEVEL: "silent", SQLITE_FILE: ":memory:", RATE_LIMIT_MAX: "3", ...env });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, site: await loadSiteFiles(root), database });
  running.push({ app, database });
  return app;
}

const subscribe = (
  n: number,
  headers: Record<string, string>,
  remoteAddress = "198.51.100.10",
  app = running[0]!.app,
) =>
  app.inject({
    method: "POST",
    url: "/api/newsletter",
    remoteAddress,
    headers: { origin: "https://www.cleverobotics.com", ...headers },
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

/**
 * With REDIS_URL, instances share their counts. CI installs Redis (.ci/run); on a machine
 * without `redis-server` these tests are skipped, except under CI where that is an error.
 */
const redisServer = redisServerInstalled();
if (!redisServer && process.env.CI) {
  throw new Error("redis-server is not installed: CI must run the shared rate-limit tests (see .ci/run).");
}

describe.runIf(redisServer)("rate limits shared through Redis", () => {
  let redis: RedisProcess;
  let redisUrl: string;

  beforeAll(async () => {
    redis = await startRedisProcess();
    redisUrl = redis.url;
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("count one visitor's requests across instances", async () => {
    const namespace = { REDIS_URL: redisUrl, RATE_LIMIT_WINDOW_SECONDS: "600" };
    const first = await start(namespace);
    const second = await start(namespace);
    await Promise.all([first.ready(), second.ready()]);
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      statuses.push((await subscribe(n, {}, "198.51.100.77", n % 2 ? second : first)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another visitor starts afresh on either instance.
    expect((await subscribe(9, {}, "198.51.100.78", second)).statusCode).toBe(201);
  });

  it("let requests through, not fail them, while Redis cannot be reached", async () => {
    const app = await start({ REDIS_URL: `redis://127.0.0.1:${await freeLoopbackPort()}` });
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await subscribe(n, {}, "198.51.100.90", app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});
