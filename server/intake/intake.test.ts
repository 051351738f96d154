import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { openDatabase } from "../db/database";
import { saveInquiry } from "../inquiries/store";
import { openSharedDatabase, postgresUrl } from "../testing/databases";
import { fixtureSite } from "../testing/site-fixture";
import { createIntake, type SpooledSubmission } from "./intake";
import { openSpool } from "./spool";

const silent = pino({ level: "silent" });
const input = {
  name: "Meena",
  email: "meena@textiles.in",
  company: "Meena Textiles",
  phone: "",
  service: "whatsapp",
  message: "Our wholesale buyers order on WhatsApp every morning.",
};
const kinds = postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(kinds)("intake on %s", (kind) => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let spoolDir: string;
  beforeEach(async () => {
    shared = await openSharedDatabase(kind);
    spoolDir = await mkdtemp(path.join(tmpdir(), "intake-spool-"));
  });
  afterEach(async () => {
    await shared.drop();
    await rm(spoolDir, { recursive: true, force: true });
  });

  const keys = async (database: SiteDatabase) =>
    (await database.db.selectFrom("inquiries").select(["idempotency_key", "public_id"]).execute()).sort((a, b) =>
      a.idempotency_key.localeCompare(b.idempotency_key),
    );

  it("keeps leads in the spool while the database is gone, and stores each once when it is back", async () => {
    // A connection that can no longer reach the database: every query fails.
    const lost = await openDatabase(shared.config);
    await lost.close();
    const stored = vi.fn();
    const down = createIntake({
      db: lost.db,
      spool: await openSpool<SpooledSubmission>(spoolDir),
      channels: ["smtp"],
      log: silent,
      onStored: stored,
      replayIntervalMs: 3_600_000,
    });
    const first = await down.saveInquiry({ input, source: "app", idempotencyKey: "client:key-0001" });
    expect(first.outcome).toBe("spooled");
    // The visitor's retry gets the id they were first given, and is not written twice.
    expect(await down.saveInquiry({ input, source: "app", idempotencyKey: "client:key-0001" })).toEqual(first);
    await down.saveInquiry({ input: { ...input, name: "Ravi" }, source: "chat", idempotencyKey: "client:key-0002" });
    expect(await down.subscribe({ email: "owner@kadai.in", source: "blog" })).toBe("spooled");
    expect(await down.readiness()).toEqual({
      ready: true,
      database: "unreachable",
      spool: { pending: 3, writable: true },
    });
    await down.close(); // the process stops before the database returns

    // The next start, with the database back: what the spool holds goes in first.
    const back = createIntake({
      db: shared.database.db,
      spool: await openSpool<SpooledSubmission>(spoolDir),
      channels: ["smtp"],
      log: silent,
      onStored: stored,
    });
    await vi.waitUntil(async () => (await back.readiness()).spool.pending === 0, { timeout: 5000, interval: 50 });
    const rows = await keys(shared.database);
    expect(rows.map((row) => row.idempotency_key)).toEqual(["client:key-0001", "client:key-0002"]);
    expect(rows[0]?.public_id).toBe(first.publicId);
    expect(stored).toHaveBeenCalledTimes(2);
    const outbox = await shared.database.db.selectFrom("outbox").select("channel").execute();
    expect(outbox).toEqual([{ channel: "smtp" }, { channel: "smtp" }]);
    const subscriptions = await shared.database.db.selectFrom("newsletter_subscriptions").select("email").execute();
    expect(subscriptions).toEqual([{ email: "owner@kadai.in" }]);
    expect(await back.readiness()).toEqual({ ready: true, database: "ok", spool: { pending: 0, writable: true } });
    await back.close();
  });

  it("starts the delivery of each new inquiry it stores, and not of a retried one", async () => {
    const stored = vi.fn();
    const intake = createIntake({
      db: shared.database.db,
      spool: await openSpool<SpooledSubmission>(spoolDir),
      channels: ["webhook"],
      log: silent,
      onStored: stored,
    });
    expect((await intake.saveInquiry({ input, source: "app", idempotencyKey: "client:key-0004" })).outcome).toBe(
      "created",
    );
    expect(stored).toHaveBeenCalledTimes(1);
    expect((await intake.saveInquiry({ input, source: "app", idempotencyKey: "client:key-0004" })).outcome).toBe(
      "existing",
    );
    expect(stored).toHaveBeenCalledTimes(1);
    await intake.close();
  });

  it("replays by key: a spooled inquiry the database already holds is not stored again", async () => {
    const spool = await openSpool<SpooledSubmission>(spoolDir);
    const { publicId } = await saveInquiry(shared.database.db, {
      input,
      source: "app",
      idempotencyKey: "client:key-0003",
      channels: [],
    });
    // Its transaction committed, but the answer was lost with the connection: it went to the spool too.
    await spool.append({
      kind: "inquiry",
      key: "client:key-0003",
      publicId: "00000000-0000-4000-8000-000000000000",
      receivedAt: new Date().toISOString(),
      source: "app",
      input,
    });
    const stored = vi.fn();
    const intake = createIntake({ db: shared.database.db, spool, channels: [], log: silent, onStored: stored });
    await intake.replay();
    expect(await keys(shared.database)).toEqual([{ idempotency_key: "client:key-0003", public_id: publicId }]);
    expect(stored).not.toHaveBeenCalled();
    await intake.close();
  });

  it("answers 503 with a way to reach us when neither the database nor the spool can take a lead", async () => {
    const lost = await openDatabase(shared.config);
    await lost.close();
    const owner = spawn("sleep", ["30"]); // another live process owns the spool folder
    const fixture = await fixtureSite();
    try {
      await writeFile(path.join(spoolDir, "owner.pid"), String(owner.pid));
      const config = readServerConfig({ LOG_LEVEL: "silent", DELIVERY_INTERVAL_MS: "3600000", SPOOL_DIR: spoolDir });
      const app = await buildApp({ config, site: fixture.site, database: lost });
      const response = await app.inject({
        method: "POST",
        url: "/api/inquiries",
        headers: { "content-type": "application/json", origin: "https://www.cleverobotics.com" },
        payload: input,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("60");
      expect(response.json().message).toMatch(/try again in a minute, or email us at hello@cleverobotics\.com/);
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "unavailable",
        database: "unreachable",
        spool: { pending: 0, writable: false },
      });
      await app.close();
    } finally {
      owner.kill();
      await fixture.remove();
    }
  });
});
