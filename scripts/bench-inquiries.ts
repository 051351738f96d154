import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { INQUIRIES_API_PATH } from "../app/api-contract";
import { buildApp } from "../server/app";
import { type DatabaseConfig, readServerConfig } from "../server/config";
import { openDatabase, type SiteDatabase } from "../server/db/database";
import { loadSiteFiles } from "../server/site-files";
import { type PostgresProcess, startPostgresProcess } from "../server/testing/postgres-process";

/**
 * Load benchmark of POST /api/inquiries (not a test): a fixed rate of valid inquiries, each
 * with its own idempotency key, against a server in its own process on SQLite and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL. Every acknowledged (2xx)
 * key is then looked up among the stored rows: lost and duplicated inquiries are counted by
 * key, not by totals. Rate limiting is relaxed through its setting; delivery is off so the
 * numbers are the request path alone.
 *
 * With --restart-db the run is on a private PostgreSQL server instead, stopped mid-run for
 * --outage seconds and started again; after the load the benchmark waits for GET /readyz to
 * report an empty spool before it checks the keys.
 *
 *   npm run bench:inquiries -- [--rate 200] [--duration 30] [--connections 10] [--restart-db [--outage 10]]
 *
 * Exits non-zero when an acknowledged inquiry is lost or stored twice, or the server dies.
 */
const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "30" },
    connections: { type: "string", default: "10" },
    "restart-db": { type: "boolean", default: false },
    outage: { type: "string", default: "10" },
    serve: { type: "string" },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);
const connections = Number(values.connections);
const outageSeconds = Number(values.outage);
const SPOOL_DRAIN_TIMEOUT_MS = 60_000;
/** The server stores a client's key with this prefix (server/inquiries/routes.ts). */
const CLIENT_KEY_PREFIX = "client:";

async function writeFixtureSite(root: string): Promise<void> {
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "404",
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
}

/** Every row's idempotency key, one entry per row, so a key stored twice shows up twice. */
async function storedKeys(database: SiteDatabase): Promise<string[]> {
  const rows = await database.db.selectFrom("inquiries").select("idempotency_key").execute();
  return rows.map((row) => row.idempotency_key);
}

/** What the server process needs; its folders belong to the benchmark, which removes them even if the server dies. */
interface ServerSetup {
  env: Record<string, string>;
  siteRoot: string;
}

/** The database, and a spool folder of the run's own rather than the default data/spool. */
function serverEnv(database: DatabaseConfig, spoolDir: string): Record<string, string> {
  const storage: Record<string, string> =
    database.kind === "postgres" ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file };
  return { ...storage, SPOOL_DIR: spoolDir };
}

/** The server under test runs in its own process, so the load generator does not share its event loop. */
async function serve({ env, siteRoot }: ServerSetup): Promise<void> {
  const config = readServerConfig({
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "1000000",
    DELIVERY_INTERVAL_MS: "3600000",
    ...env,
  });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, site: await loadSiteFiles(siteRoot), database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  process.on("message", async (message) => {
    if (message !== "finish") return;
    process.send?.({ storedKeys: await storedKeys(database) });
    await app.close();
    await database.close();
    process.exit(0);
  });
}

interface ServerProcess {
  port: number;
  /** How it ended, while the benchmark still needed it (a crash), or null while it runs. */
  exitedEarly(): string | null;
  /** The stored keys, asked of the server before it stops; null when it is no longer running. */
  finish(): Promise<string[] | null>;
  /** Ends it at once, when the benchmark itself failed. */
  kill(): void;
}

async function startServerProcess(setup: ServerSetup): Promise<ServerProcess> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve", JSON.stringify(setup)], {
    execArgv: ["--import", "tsx"],
  });
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    }),
  );
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once("message", (message) => resolve(message as T));
      exited.then(() => reject(new Error(`the server process ended (${exit})`)));
    });

  const { port } = await nextMessage<{ port: number }>();
  let finishing = false;
  return {
    port,
    exitedEarly: () => (finishing ? null : exit),
    async finish() {
      if (exit) return null;
      finishing = true;
      const answer = nextMessage<{ storedKeys: string[] }>();
      child.send("finish");
      try {
        const { storedKeys } = await answer;
        await exited;
        return storedKeys;
      } catch {
        return null;
      }
    },
    kill: () => child.kill(),
  };
}

function inquiryBody(idempotencyKey: string): string {
  return JSON.stringify({
    name: "Bench Mark",
    email: "bench@example.in",
    company: "Load Test Traders",
    phone: "+91 44 0000 0000",
    service: "whatsapp",
    message: "We take 200 orders a day on WhatsApp and would like to automate order intake.",
    idempotencyKey,
  });
}

/** Per-connection state autocannon carries from a request to its answer (pipelining 1: one at a time). */
interface KeyContext {
  key?: string;
}

interface LoadTally {
  keyPrefix: string;
  /** Keys issued, one per request written. */
  issued: number;
  /** Keys answered 2xx (201 stored, 200 already stored, 202 spooled). */
  acknowledged: Set<string>;
  acknowledgedAnswers: number;
  statuses: Map<number, number>;
  /** Answers received between the stop of the database and its return. */
  outageStatuses: Map<number, number>;
  inOutage: boolean;
}

function count(tally: Map<number, number>, status: number): void {
  tally.set(status, (tally.get(status) ?? 0) + 1);
}

function newTally(): LoadTally {
  return {
    keyPrefix: `bench-${randomBytes(4).toString("hex")}-`,
    issued: 0,
    acknowledged: new Set(),
    acknowledgedAnswers: 0,
    statuses: new Map(),
    outageStatuses: new Map(),
    inOutage: false,
  };
}

function sendLoad(port: number, tally: LoadTally): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${INQUIRIES_API_PATH}`,
    method: "POST",
    // As the contact page posts it: the server refuses a post without an Origin of its own site.
    headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
    connections,
    pipelining: 1,
    overallRate: rate,
    duration,
    requests: [
      {
        setupRequest: (request, context) => {
          const key = `${tally.keyPrefix}${++tally.issued}`;
          (context as KeyContext).key = key;
          return { ...request, body: inquiryBody(key) };
        },
        onResponse: (status, _body, context) => {
          count(tally.statuses, status);
          if (tally.inOutage) count(tally.outageStatuses, status);
          const { key } = context as KeyContext;
          if (status >= 200 && status < 300 && key) {
            tally.acknowledged.add(key);
            tally.acknowledgedAnswers++;
          }
        },
      },
    ],
  });
}

interface OutagePlan {
  database: PostgresProcess;
  startAfterMs: number;
  lengthMs: number;
}

interface OutageTimes {
  stopIssued: number;
  down: number;
  startIssued: number;
  up: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the database mid-run and starts it again; times are ms since the load began. */
async function driveOutage(plan: OutagePlan, tally: LoadTally, loadStart: number): Promise<OutageTimes> {
  const now = () => performance.now() - loadStart;
  await sleep(plan.startAfterMs);
  const stopIssued = now();
  tally.inOutage = true;
  await plan.database.stop();
  const down = now();
  await sleep(Math.max(0, plan.lengthMs - (down - stopIssued)));
  const startIssued = now();
  await plan.database.start();
  const up = now();
  tally.inOutage = false;
  return { stopIssued, down, startIssued, up };
}

/** Waits for GET /readyz to report {"spool":{"pending":0}}; says how that went. */
async function waitForSpoolDrained(port: number): Promise<string> {
  const began = performance.now();
  let last = "no answer";
  while (performance.now() - began < SPOOL_DRAIN_TIMEOUT_MS) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.status === 404) return "GET /readyz answers 404: the server has no spool to wait for";
      const text = await response.text();
      last = `${response.status} ${text}`;
      const body = JSON.parse(text) as { spool?: { pending?: unknown } };
      if (body.spool?.pending === 0) {
        return `spool drained ${((performance.now() - began) / 1000).toFixed(1)} s after the load (readyz: ${last})`;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  return `spool NOT drained after ${SPOOL_DRAIN_TIMEOUT_MS / 1000} s (last readyz: ${last})`;
}

interface KeyCheck {
  rows: number;
  /** Acknowledged, but no row holds the key. */
  lost: string[];
  /** Keys held by more than one row. */
  duplicated: number;
  /** Sent by this run and stored, but never acknowledged (a timeout, a dropped connection). */
  storedNotAcknowledged: number;
  /** Stored keys this run never sent. */
  strangers: number;
}

function checkKeys(tally: LoadTally, stored: string[]): KeyCheck {
  const rowsPerKey = new Map<string, number>();
  for (const key of stored) rowsPerKey.set(key, (rowsPerKey.get(key) ?? 0) + 1);
  const ownPrefix = `${CLIENT_KEY_PREFIX}${tally.keyPrefix}`;
  let storedNotAcknowledged = 0;
  let strangers = 0;
  for (const key of rowsPerKey.keys()) {
    if (!key.startsWith(ownPrefix)) strangers++;
    else if (!tally.acknowledged.has(key.slice(CLIENT_KEY_PREFIX.length))) storedNotAcknowledged++;
  }
  return {
    rows: stored.length,
    lost: [...tally.acknowledged].filter((key) => !rowsPerKey.has(`${CLIENT_KEY_PREFIX}${key}`)),
    duplicated: [...rowsPerKey.values()].filter((rows) => rows > 1).length,
    storedNotAcknowledged,
    strangers,
  };
}

async function readKeysDirectly(database: DatabaseConfig): Promise<string[]> {
  const opened = await openDatabase(database);
  try {
    return await storedKeys(opened);
  } finally {
    await opened.close();
  }
}

interface RunReport {
  label: string;
  tally: LoadTally;
  check: KeyCheck;
  result: autocannon.Result;
  serverCrash: string | null;
  outage?: OutageTimes;
  spool?: string;
}

async function run(label: string, database: DatabaseConfig, outage?: OutagePlan): Promise<RunReport> {
  const runDir = await mkdtemp(path.join(tmpdir(), "bench-run-"));
  try {
    const siteRoot = path.join(runDir, "site");
    await writeFixtureSite(siteRoot);
    const server = await startServerProcess({ env: serverEnv(database, path.join(runDir, "spool")), siteRoot });
    return await measure(label, database, server, outage);
  } finally {
    await rm(runDir, { recursive: true, force: true });
  }
}

async function measure(
  label: string,
  database: DatabaseConfig,
  server: ServerProcess,
  outage?: OutagePlan,
): Promise<RunReport> {
  const tally = newTally();
  const loadStart = performance.now();
  const [result, outageTimes] = await Promise.all([
    sendLoad(server.port, tally),
    outage ? driveOutage(outage, tally, loadStart) : Promise.resolve(undefined),
  ]).catch((error) => {
    server.kill();
    throw error;
  });
  const serverCrash = server.exitedEarly();
  const spool = outage && !serverCrash ? await waitForSpoolDrained(server.port) : undefined;
  // A server that died cannot be asked: then the benchmark reads the rows itself.
  const stored = (await server.finish()) ?? (await readKeysDirectly(database));
  return {
    label,
    tally,
    check: checkKeys(tally, stored),
    result,
    serverCrash,
    outage: outageTimes,
    spool,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function byStatus(tally: Map<number, number>, keep: (status: number) => boolean): string {
  const parts = [...tally]
    .filter(([status]) => keep(status))
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`);
  return parts.length ? parts.join(", ") : "none";
}

function printRunNotes(report: RunReport): void {
  const { label, tally, check, outage, spool, serverCrash } = report;
  const notes: string[] = [];
  if (serverCrash) notes.push(`the server process DIED during the run (${serverCrash}); its rows were read directly`);
  if (outage) {
    notes.push(
      `database stopped at ${seconds(outage.stopIssued)} (down at ${seconds(outage.down)}), ` +
        `started at ${seconds(outage.startIssued)} (accepting at ${seconds(outage.up)})`,
    );
    const during = [...tally.outageStatuses.values()].reduce((a, b) => a + b, 0);
    notes.push(
      `answers during the outage: ${during}; 202: ${tally.outageStatuses.get(202) ?? 0}; ` +
        `5xx: ${[...tally.outageStatuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0)} ` +
        `(all: ${byStatus(tally.outageStatuses, () => true)})`,
    );
  }
  if (spool) notes.push(spool);
  if (check.lost.length) notes.push(`lost keys, first ones: ${check.lost.slice(0, 5).join(", ")}`);
  if (check.strangers) notes.push(`${check.strangers} stored keys were not sent by this run`);
  if (tally.acknowledgedAnswers !== tally.acknowledged.size) {
    notes.push(`BENCH ERROR: ${tally.acknowledgedAnswers} 2xx answers for ${tally.acknowledged.size} keys`);
  }
  for (const note of notes) console.log(`${label}: ${note}`);
}

function printTable(reports: RunReport[]): void {
  const mode = values["restart-db"] ? `, database stopped for ${outageSeconds} s mid-run` : "";
  console.log(
    `\nPOST ${INQUIRIES_API_PATH} at ${rate} requests/s for ${duration} s (${connections} connections${mode})\n`,
  );
  for (const report of reports) printRunNotes(report);
  console.log(
    "\n| database | requests | acknowledged | rows | lost | duplicated | stored, not acknowledged | req/s | p50 ms | p99 ms | max ms | errors | non-2xx by status |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const { label, tally, check, result } of reports) {
    console.log(
      `| ${label} | ${tally.issued} | ${tally.acknowledged.size} | ${check.rows} | ${check.lost.length} | ${check.duplicated} | ` +
        `${check.storedNotAcknowledged} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ` +
        `${result.latency.p99} | ${result.latency.max} | ${result.errors} | ${byStatus(tally.statuses, (s) => s < 200 || s >= 300)} |`,
    );
  }
}

function failed(report: RunReport): boolean {
  return report.check.lost.length > 0 || report.check.duplicated > 0 || report.serverCrash !== null;
}

async function benchSqliteAndPostgres(): Promise<RunReport[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-db-"));
  try {
    const reports = [await run("SQLite", { kind: "sqlite", file: path.join(dataDir, "bench.db") })];
    const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (postgres) {
      // Imported here: the test helpers module warns (or, under CI, throws) without TEST_DATABASE_URL.
      const { freshPostgresSchema } = await import("../server/testing/databases");
      const schema = await freshPostgresSchema(postgres);
      try {
        reports.push(await run("PostgreSQL", { kind: "postgres", url: schema.url }));
      } finally {
        await schema.drop();
      }
    } else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL to include it.");
    return reports;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchDatabaseRestart(): Promise<RunReport[]> {
  if (!(outageSeconds > 0 && outageSeconds < duration)) {
    throw new Error(`--outage (${outageSeconds} s) must be more than 0 and less than --duration (${duration} s)`);
  }
  const database = await startPostgresProcess();
  try {
    const plan = {
      database,
      startAfterMs: ((duration - outageSeconds) / 2) * 1000,
      lengthMs: outageSeconds * 1000,
    };
    return [await run("PostgreSQL, restarted", { kind: "postgres", url: database.url }, plan)];
  } finally {
    await database.destroy();
  }
}

if (values.serve) {
  await serve(JSON.parse(values.serve));
} else {
  const reports = values["restart-db"] ? await benchDatabaseRestart() : await benchSqliteAndPostgres();
  printTable(reports);
  if (reports.some(failed)) {
    console.log("\nFAILED: an acknowledged inquiry was lost or stored twice, or the server died.");
    process.exitCode = 1;
  }
}
