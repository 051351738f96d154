import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { type ChannelConfigs, readServerConfig } from "../server/config";
import { openDatabase, type SiteDatabase } from "../server/db/database";
import type { DeliveryStatus } from "../server/db/schema";
import { createDeliverers } from "../server/delivery/channels";
import { startDeliveryWorker } from "../server/delivery/worker";
import { saveInquiry } from "../server/inquiries/store";
import { freshPostgresSchema } from "../server/testing/databases";
import { startFakeEndpoint } from "../server/testing/fake-http";
import { referenceOf, startSmtpSink } from "../server/testing/smtp-sink";

/**
 * Drain-rate benchmark of the delivery outbox (not a test): seeds inquiries for two channels,
 * SMTP and webhook, lets one delivery worker, started as the server starts it, send them to
 * local sinks, and checks every sink by inquiry id for missing and duplicated deliveries.
 * Runs on SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
 * Exits non-zero when a delivery is missing, duplicated or unreadable.
 *
 *   npm run bench:delivery -- [--inquiries 2000] [--timeout 120] [--smtp-delay-ms 0]
 *     [--webhook-delay-ms 0] [--interval-ms <DELIVERY_INTERVAL_MS, default 5000>]
 */
const { values } = parseArgs({
  options: {
    inquiries: { type: "string", default: "2000" },
    timeout: { type: "string", default: "120" },
    "smtp-delay-ms": { type: "string", default: "0" },
    "webhook-delay-ms": { type: "string", default: "0" },
    "interval-ms": { type: "string" },
  },
});

function wholeNumberOption(name: keyof typeof values, min: number): number {
  const raw = values[name] ?? "";
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min) {
    throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

const inquiryCount = wholeNumberOption("inquiries", 1);
const timeoutMs = wholeNumberOption("timeout", 1) * 1000;
const smtpDelayMs = wholeNumberOption("smtp-delay-ms", 0);
const webhookDelayMs = wholeNumberOption("webhook-delay-ms", 0);
// The server's own setting and default, so the worker runs exactly as configured in production.
const { intervalMs, maxAttempts } = readServerConfig(
  values["interval-ms"] === undefined ? {} : { DELIVERY_INTERVAL_MS: values["interval-ms"] },
).delivery;

const channels = ["smtp", "webhook"] as const;
const POLL_MS = 50;
const log = pino({ level: "warn" }, pino.destination(2));

interface Sink {
  url: string;
  /** The inquiry id each received delivery carries, or null when none could be read. */
  receivedIds(): (string | null)[];
  close(): Promise<void>;
}

/** The local mail sink, read by each message's `Reference:` line. */
async function startMailSink(delayMs: number): Promise<Sink> {
  const sink = await startSmtpSink({ replyDelayMs: delayMs });
  return {
    url: sink.url,
    receivedIds: () => sink.messages.map((message) => referenceOf(message) ?? null),
    close: sink.close,
  };
}

/** A local webhook receiver answering 200 after `delayMs`; it reads `inquiry.id` from each body. */
async function startWebhookSink(delayMs: number): Promise<Sink> {
  const endpoint = await startFakeEndpoint();
  endpoint.answer(200, "", { delayMs });
  const idOf = (body: string): string | null => {
    try {
      const id = JSON.parse(body)?.inquiry?.id;
      return typeof id === "string" ? id : null;
    } catch {
      return null;
    }
  };
  return {
    url: endpoint.url,
    receivedIds: () => endpoint.received.map((request) => idOf(request.body)),
    close: endpoint.close,
  };
}

async function seedInquiries(database: SiteDatabase, count: number): Promise<Set<string>> {
  const publicIds = new Set<string>();
  for (let i = 0; i < count; i++) {
    const { publicId } = await saveInquiry(database.db, {
      input: {
        name: `Bench Mark ${i}`,
        email: `bench${i}@example.in`,
        company: "Load Test Traders",
        phone: "+91 44 0000 0000",
        service: "whatsapp",
        message: "We take 200 orders a day on WhatsApp and would like to automate them.",
      },
      source: "app",
      idempotencyKey: `bench-delivery-${i}`,
      channels,
    });
    publicIds.add(publicId);
  }
  return publicIds;
}

type Channel = (typeof channels)[number];
type StatusCounts = Record<DeliveryStatus, number>;

async function outboxStatus(database: SiteDatabase): Promise<Record<Channel, StatusCounts>> {
  const rows = await database.db
    .selectFrom("outbox")
    .select((eb) => ["channel", "status", eb.fn.countAll().as("n")])
    .groupBy(["channel", "status"])
    .execute();
  const counts = {} as Record<Channel, StatusCounts>;
  for (const channel of channels) counts[channel] = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    if (row.channel in counts) counts[row.channel as Channel][row.status] = Number(row.n);
  }
  return counts;
}

interface Drain {
  counts: Record<Channel, StatusCounts>;
  /** Seconds from the start until the channel had no pending row left; null when it never got there. */
  drainedAfter: Record<Channel, number | null>;
  seconds: number;
}

/** Polls the outbox until no row of any channel is pending, or the deadline passes. */
async function waitForDrain(database: SiteDatabase, started: number, deadline: number): Promise<Drain> {
  const drainedAfter = {} as Record<Channel, number | null>;
  for (const channel of channels) drainedAfter[channel] = null;
  for (;;) {
    const counts = await outboxStatus(database);
    const seconds = (performance.now() - started) / 1000;
    for (const channel of channels) {
      if (drainedAfter[channel] === null && counts[channel].pending === 0) drainedAfter[channel] = seconds;
    }
    if (channels.every((channel) => drainedAfter[channel] !== null) || performance.now() >= deadline) {
      return { counts, drainedAfter, seconds };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

interface SinkTally {
  received: number;
  distinct: number;
  duplicates: number;
  missing: number;
  /** Deliveries without a readable id, or with one that was never seeded. */
  unreadable: number;
}

function tally(ids: (string | null)[], expected: Set<string>): SinkTally {
  const seen = new Set<string>();
  let duplicates = 0;
  let unreadable = 0;
  for (const id of ids) {
    if (id === null || !expected.has(id)) unreadable++;
    else if (seen.has(id)) duplicates++;
    else seen.add(id);
  }
  return { received: ids.length, distinct: seen.size, duplicates, missing: expected.size - seen.size, unreadable };
}

interface ChannelResult extends SinkTally {
  channel: Channel;
  sent: number;
  failed: number;
  drainedAfter: number | null;
}

interface RunResult {
  label: string;
  deliveries: number;
  seconds: number;
  channels: ChannelResult[];
}

async function run(label: string, database: SiteDatabase): Promise<RunResult> {
  const sinks: Record<Channel, Sink> = {
    smtp: await startMailSink(smtpDelayMs),
    webhook: await startWebhookSink(webhookDelayMs),
  };
  try {
    console.error(`${label}: seeding ${inquiryCount} inquiries…`);
    const publicIds = await seedInquiries(database, inquiryCount);
    const deliveryChannels: ChannelConfigs = {
      smtp: { url: sinks.smtp.url, from: "site@bench.invalid", to: "team@bench.invalid" },
      webhook: { url: sinks.webhook.url, secret: "bench-delivery-shared-secret" },
    };
    console.error(`${label}: draining ${publicIds.size * channels.length} deliveries…`);
    const started = performance.now();
    const worker = startDeliveryWorker({
      db: database.db,
      dialect: database.dialect,
      deliverers: createDeliverers(deliveryChannels),
      intervalMs,
      maxAttempts,
      log,
    });
    worker.wake();
    const drain = await waitForDrain(database, started, started + timeoutMs);
    // Waits for sends in flight, so a late duplicate is still counted.
    await worker.stop();
    return {
      label,
      deliveries: publicIds.size * channels.length,
      seconds: drain.seconds,
      channels: channels.map((channel) => ({
        channel,
        sent: drain.counts[channel].sent,
        failed: drain.counts[channel].failed,
        drainedAfter: drain.drainedAfter[channel],
        ...tally(sinks[channel].receivedIds(), publicIds),
      })),
    };
  } finally {
    for (const sink of Object.values(sinks)) await sink.close();
  }
}

async function runOnSqlite(): Promise<RunResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-delivery-"));
  const database = await openDatabase({ kind: "sqlite", file: path.join(dataDir, "site.db") });
  try {
    return await run("SQLite", database);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runOnPostgres(url: string): Promise<RunResult> {
  const schema = await freshPostgresSchema(url);
  try {
    const database = await openDatabase({ kind: "postgres", url: schema.url });
    try {
      return await run("PostgreSQL", database);
    } finally {
      await database.close();
    }
  } finally {
    await schema.drop();
  }
}

const sum = (rows: ChannelResult[], pick: (row: ChannelResult) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);
const rate = (count: number, seconds: number) => (seconds > 0 ? (count / seconds).toFixed(1) : "—");

function printReport(results: RunResult[]): void {
  console.log(
    `\nDelivery drain: ${inquiryCount} inquiries × ${channels.join(" + ")}, one worker, ` +
      `interval ${intervalMs} ms, SMTP delay ${smtpDelayMs} ms, webhook delay ${webhookDelayMs} ms, ` +
      `timeout ${timeoutMs / 1000} s\n`,
  );
  console.log("| database | inquiries | deliveries | sent | failed | drained | seconds | deliveries/s |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |");
  for (const r of results) {
    const sent = sum(r.channels, (c) => c.sent);
    const drained = sent === r.deliveries;
    console.log(
      `| ${r.label} | ${inquiryCount} | ${r.deliveries} | ${sent} | ${sum(r.channels, (c) => c.failed)} | ` +
        `${drained ? "yes" : "no"} | ${r.seconds.toFixed(1)} | ${rate(sent, r.seconds)} |`,
    );
  }
  console.log(
    "\n| database | sink | sent | drained after s | deliveries/s | received | distinct | duplicates | missing | unreadable |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    for (const c of r.channels) {
      const seconds = c.drainedAfter ?? r.seconds;
      console.log(
        `| ${r.label} | ${c.channel} | ${c.sent} | ${c.drainedAfter === null ? "not drained" : seconds.toFixed(1)} | ` +
          `${rate(c.sent, seconds)} | ${c.received} | ${c.distinct} | ${c.duplicates} | ${c.missing} | ${c.unreadable} |`,
      );
    }
  }
}

/** Runs one database's benchmark; a failure is reported and does not cost the other's figures. */
async function attempt(label: string, benchmark: () => Promise<RunResult>): Promise<RunResult | null> {
  try {
    return await benchmark();
  } catch (error) {
    console.error(`${label}: the benchmark could not run:`, error);
    process.exitCode = 1;
    return null;
  }
}

const runs = [await attempt("SQLite", runOnSqlite)];
const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgres) runs.push(await attempt("PostgreSQL", () => runOnPostgres(postgres)));
else console.error("PostgreSQL skipped: set BENCH_DATABASE_URL to include it.");

const results = runs.filter((result) => result !== null);
printReport(results);
const faulty = results.flatMap((r) => r.channels).filter((s) => s.missing || s.duplicates || s.unreadable);
if (faulty.length) {
  console.error(`\n${faulty.length} sink tallies show missing, duplicated or unreadable deliveries.`);
  process.exitCode = 1;
}
