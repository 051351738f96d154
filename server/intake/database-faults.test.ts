import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import { openDatabase, type SiteDatabase } from "../db/database";
import { freshPostgresSchema, postgresUrl } from "../testing/databases";
import { postgresBinDir, startPostgresProcess } from "../testing/postgres-process";
import { fixtureSite } from "../testing/site-fixture";

/**
 * PostgreSQL failing under traffic, for real: every connection of the app terminated by the
 * server, and the server stopped for ten seconds. Whatever the visitor was told arrived must be
 * in the database afterwards, once, by its key.
 */
type Sent = { key: string; status: number };

async function startApp(database: SiteDatabase) {
  const spoolDir = await mkdtemp(path.join(tmpdir(), "faults-spool-"));
  const fixture = await fixtureSite();
  const config = readServerConfig({
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "1000000",
    DELIVERY_INTERVAL_MS: "3600000",
    SPOOL_DIR: spoolDir,
  });
  const app = await buildApp({ config, site: fixture.site, database });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await fixture.remove();
      await rm(spoolDir, { recursive: true, force: true });
    },
  };
}

async function sendInquiry(app: FastifyInstance, key: string): Promise<Sent> {
  const response = await app.inject({
    method: "POST",
    url: "/api/inquiries",
    headers: { "content-type": "application/json", "idempotency-key": key, origin: "https://www.cleverobotics.com" },
    payload: {
      name: "Lakshmi",
      email: "lakshmi@stores.in",
      message: "Please call me about a WhatsApp catalogue for our two shops.",
    },
  });
  return { key, status: response.statusCode };
}

async function readiness(app: FastifyInstance) {
  const response = await app.inject({ method: "GET", url: "/readyz" });
  return { status: response.statusCode, body: response.json() };
}

/** Every acknowledged key is stored exactly once; returns how many rows there are. */
async function expectEveryAcknowledgedStored(database: SiteDatabase, sent: Sent[]) {
  const rows = await database.db.selectFrom("inquiries").select("idempotency_key").execute();
  const stored = rows.map((row) => row.idempotency_key);
  const acknowledged = sent.filter((request) => request.status >= 200 && request.status < 300);
  const lost = acknowledged.filter((request) => !stored.includes(`client:${request.key}`));
  expect(lost.slice(0, 5), `${lost.length} acknowledged but not stored`).toEqual([]);
  expect(stored.length - new Set(stored).size, "stored twice").toBe(0);
  return { acknowledged: acknowledged.length, stored: stored.length };
}

function statusCounts(sent: Sent[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of sent) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.runIf(postgresUrl)("every connection of the app terminated mid-traffic", () => {
  it("keeps answering, and stores everything it acknowledged", async () => {
    const applicationName = `faults_${randomBytes(4).toString("hex")}`;
    const schema = await freshPostgresSchema(postgresUrl as string);
    const url = new URL(schema.url);
    url.searchParams.set("application_name", applicationName);
    const { app, close } = await startApp(await openDatabase({ kind: "postgres", url: url.toString() }));
    const check = await openDatabase({ kind: "postgres", url: schema.url });
    const admin = new pg.Client({ connectionString: postgresUrl as string });
    await admin.connect();
    try {
      const sent: Sent[] = [];
      let terminated = 0;
      for (let batch = 0; batch < 40; batch++) {
        const requests = Array.from({ length: 10 }, (_, i) =>
          sendInquiry(app, `cut-${String(batch * 10 + i).padStart(5, "0")}`),
        );
        if (batch % 4 === 1) {
          const { rowCount } = await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
            [applicationName],
          );
          terminated += rowCount ?? 0;
        }
        sent.push(...(await Promise.all(requests)));
      }
      expect(terminated, "connections terminated").toBeGreaterThan(0);
      expect(
        Object.keys(statusCounts(sent))
          .map(Number)
          .every((status) => status < 300),
      ).toBe(true);
      await app.intake.replay();
      await vi.waitUntil(async () => (await readiness(app)).body.spool.pending === 0, { timeout: 15_000 });
      // Read through a connection of our own: the app's may have just been cut again.
      const { acknowledged } = await expectEveryAcknowledgedStored(check, sent);
      expect(acknowledged).toBe(400);
      console.log(
        `terminated ${terminated} connections during 400 inquiries: answers ${JSON.stringify(statusCounts(sent))}, 0 lost`,
      );
      expect(await readiness(app)).toMatchObject({ status: 200, body: { database: "ok" } });
    } finally {
      await admin.end();
      await close();
      await check.close();
      await schema.drop();
    }
  }, 60_000);
});

describe.runIf(postgresBinDir() || process.env.CI)("PostgreSQL stopped for 10 s under traffic", () => {
  it("acknowledges every inquiry from the spool meanwhile, and loses none once it is back", async () => {
    const server = await startPostgresProcess();
    const database = await openDatabase({ kind: "postgres", url: server.url });
    const check = await openDatabase({ kind: "postgres", url: server.url });
    check.onConnectionError(() => {}); // its connections die with the server too; only the app's matter here
    const { app, close } = await startApp(database);
    try {
      const sent: Sent[] = [];
      const during: Sent[] = [];
      let down = false;
      const traffic = (async () => {
        for (let i = 0; i < 280; i++) {
          const result = await sendInquiry(app, `outage-${String(i).padStart(4, "0")}`);
          sent.push(result);
          if (down) during.push(result);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await server.stop();
      down = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const readyWhileDown = await readiness(app);
      await new Promise((resolve) => setTimeout(resolve, 9000));
      down = false;
      await server.start();
      await traffic;

      expect(statusCounts(sent)[500] ?? 0).toBe(0);
      expect(sent.every((request) => request.status >= 200 && request.status < 300)).toBe(true);
      expect(during.length).toBeGreaterThan(50);
      expect(during.every((request) => request.status === 202)).toBe(true);
      // The instance stays in the pool: it still takes leads, into the spool.
      expect(readyWhileDown).toMatchObject({
        status: 200,
        body: { status: "ready", database: "unreachable", spool: { writable: true } },
      });
      expect(readyWhileDown.body.spool.pending).toBeGreaterThan(0);

      await vi.waitUntil(async () => (await readiness(app)).body.spool.pending === 0, {
        timeout: 30_000,
        interval: 200,
      });
      const { acknowledged, stored } = await expectEveryAcknowledgedStored(check, sent);
      expect(stored).toBe(acknowledged);
      console.log(
        `PostgreSQL stopped for 10 s: ${sent.length} inquiries, answers ${JSON.stringify(statusCounts(sent))}, ${during.length} during the outage, ${stored} stored, 0 lost`,
      );
      expect(await readiness(app)).toMatchObject({ status: 200, body: { database: "ok", spool: { pending: 0 } } });
    } finally {
      await close();
      await check.close();
      await server.destroy();
    }
  }, 90_000);
});
