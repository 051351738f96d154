import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { ChannelConfigs } from "../config";
import type { SiteDatabase } from "../db/database";
import type { DeliveryChannel } from "../db/schema";
import { saveInquiry } from "../inquiries/store";
import { openSharedDatabase, postgresUrl } from "../testing/databases";
import { startFakeEndpoint } from "../testing/fake-http";
import { referenceOf, startHangingSmtp, startSmtpSink } from "../testing/smtp-sink";
import { createDeliverers, deliveryId } from "./channels";
import { startDeliveryWorker } from "./worker";

/**
 * The outbox under hard faults, with real servers and real time: a mail server that
 * takes 20 s a message with two workers, a hanging mail server beside a healthy webhook, and a
 * worker killed with SIGKILL while it holds rows.
 */
const silent = pino({ level: "silent" });
const from = "Cleverobotics website <site@cleverobotics.com>";

async function storeInquiries(database: SiteDatabase, count: number, channels: DeliveryChannel[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { publicId } = await saveInquiry(database.db, {
      input: {
        name: `Owner ${i}`,
        email: `owner${i}@kadai.in`,
        company: "Kadai Stores",
        phone: "",
        service: "whatsapp",
        message: "We take orders on WhatsApp and want them in one place.",
      },
      source: "app",
      idempotencyKey: `fault-${String(i).padStart(4, "0")}`,
      channels,
    });
    ids.push(publicId);
  }
  return ids;
}

const unsent = async (database: SiteDatabase) =>
  (await database.db.selectFrom("outbox").select("id").where("status", "!=", "sent").execute()).length;

const kinds = postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(kinds)("outbox faults on %s", (kind) => {
  it.concurrent("two workers against a mail server taking 20 s a message: each inquiry is mailed once", async () => {
    const { database, drop } = await openSharedDatabase(kind);
    const sink = await startSmtpSink({ replyDelayMs: 20_000 });
    const ids = await storeInquiries(database, 8, ["smtp"]);
    const channels: ChannelConfigs = { smtp: { url: sink.url, from, to: "team@cleverobotics.com" } };
    // A 3 s lease: without renewal every claim would run out six times over during one message.
    const workers = [1, 2].map(() =>
      startDeliveryWorker({
        db: database.db,
        dialect: database.dialect,
        deliverers: createDeliverers(channels),
        intervalMs: 200,
        maxAttempts: 5,
        leaseMs: 3000,
        concurrency: 4,
        log: silent,
      }),
    );
    try {
      await vi.waitUntil(async () => (await unsent(database)) === 0, { timeout: 45_000, interval: 100 });
      expect(sink.messages.map(referenceOf).sort()).toEqual([...ids].sort());
      expect(sink.messages.map((mail) => /^Message-ID: (.+)$/im.exec(mail)?.[1]?.trim()).sort()).toEqual(
        ids.map((id) => `<${deliveryId({ public_id: id }, "smtp")}@cleverobotics.com>`).sort(),
      );
      const rows = await database.db.selectFrom("outbox").select(["attempts", "claim_token"]).execute();
      expect(rows).toEqual(ids.map(() => ({ attempts: 1, claim_token: null })));
      expect(await database.db.selectFrom("delivery_attempts").select("id").execute()).toHaveLength(8);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await sink.close();
      await drop();
    }
  }, 60_000);

  it.concurrent("a hanging mail server does not hold up the webhook: it gets every inquiry within 5 s", async () => {
    const { database, drop } = await openSharedDatabase(kind);
    const smtp = await startHangingSmtp();
    const webhook = await startFakeEndpoint();
    const ids = await storeInquiries(database, 20, ["smtp", "webhook"]);
    const worker = startDeliveryWorker({
      db: database.db,
      dialect: database.dialect,
      deliverers: createDeliverers({
        smtp: { url: smtp.url, from, to: "team@cleverobotics.com" },
        webhook: { url: webhook.url, secret: "a-long-enough-shared-secret" },
      }),
      intervalMs: 5000,
      maxAttempts: 5,
      log: silent,
      graceMs: 100,
    });
    try {
      await vi.waitUntil(() => webhook.received.length >= 20, { timeout: 5000, interval: 100 });
      expect(smtp.connections()).toBeGreaterThan(0); // the mail slots were busy all along
      const received = webhook.received.map((request) => JSON.parse(request.body).inquiry.id as string);
      expect(received.sort()).toEqual([...ids].sort());
      expect(webhook.received.map((request) => request.headers["idempotency-key"]).sort()).toEqual(
        ids.map((id) => `${id}.webhook`).sort(),
      );
    } finally {
      await worker.stop();
      await smtp.close();
      await webhook.close();
      await drop();
    }
  }, 20_000);

  it.concurrent("a worker killed with SIGKILL mid-delivery: its rows are delivered by another within 60 s", async () => {
    const { config, database, drop } = await openSharedDatabase(kind);
    const stuck = await startFakeEndpoint();
    stuck.answer(200, "", { delayMs: 600_000 });
    const healthy = await startFakeEndpoint();
    const ids = await storeInquiries(database, 8, ["webhook"]);
    let child: ChildProcess | undefined;
    let worker: ReturnType<typeof startDeliveryWorker> | undefined;
    try {
      child = fork(path.join(import.meta.dirname, "../testing/worker-process.ts"), {
        execArgv: ["--import", "tsx"],
        env: {
          ...process.env,
          WORKER_DATABASE: JSON.stringify(config),
          WORKER_CHANNELS: JSON.stringify({ webhook: { url: stuck.url, secret: "a-long-enough-shared-secret" } }),
        },
        stdio: ["ignore", "ignore", "pipe", "ipc"],
      });
      let stderr = "";
      child.stderr?.on("data", (chunk) => (stderr += chunk));
      const started = new Promise((resolve) => child?.once("message", resolve));
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      // Starting a TypeScript process can take a while on a loaded machine.
      await Promise.race([started, exited]);
      expect(child.exitCode, `the worker process failed to start: ${stderr}`).toBeNull();
      // It holds every row, and is sending them, when it dies.
      await vi
        .waitUntil(() => stuck.received.length === 8, { timeout: 60_000, interval: 100 })
        .catch(() => {
          throw new Error(
            `the worker process sent ${stuck.received.length} of 8 in 60 s (exit ${child?.exitCode}): ${stderr}`,
          );
        });
      child.kill("SIGKILL");
      const killedAt = Date.now();

      // A worker as the server runs it: default lease, the default 5 s polling interval.
      worker = startDeliveryWorker({
        db: database.db,
        dialect: database.dialect,
        deliverers: createDeliverers({ webhook: { url: healthy.url, secret: "a-long-enough-shared-secret" } }),
        intervalMs: 5000,
        maxAttempts: 5,
        log: silent,
      });
      await vi.waitUntil(async () => (await unsent(database)) === 0, { timeout: 60_000, interval: 100 });
      const tookMs = Date.now() - killedAt;
      console.log(`kill -9 on ${kind}: the dead worker's 8 rows were delivered ${(tookMs / 1000).toFixed(1)} s later`);
      expect(healthy.received.map((request) => JSON.parse(request.body).inquiry.id).sort()).toEqual([...ids].sort());
    } finally {
      child?.kill("SIGKILL");
      await worker?.stop();
      await stuck.close();
      await healthy.close();
      await drop();
    }
  }, 150_000);
});
