import { fork } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildApp } from "../server/app";
import { readServerConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { loadSiteFiles } from "../server/site-files";
import { freshPostgresSchema } from "../server/testing/databases";

/**
 * Load benchmark of POST /api/inquiries (not a test): a fixed rate of valid inquiries, each
 * with its own idempotency key, against an in-process server on SQLite and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL. Rate limiting is relaxed
 * through its setting; delivery is off so the numbers are the request path alone.
 *
 *   npm run bench:inquiries -- [--rate 200] [--duration 30]
 */
const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "30" },
    serve: { type: "string" },
    connections: { type: "string", default: "10" },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);

async function fixtureSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "bench-site-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "404",
    "__spa-fallback.html": "shell",
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  return root;
}

/** The server under test runs in its own process, so the load generator does not share its event loop. */
async function serve(env: Record<string, string>): Promise<void> {
  const config = readServerConfig({
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "1000000",
    DELIVERY_INTERVAL_MS: "3600000",
    ...env,
  });
  const siteRoot = await fixtureSite();
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, site: await loadSiteFiles(siteRoot), database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  process.on("message", async () => {
    const stored = await database.db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await app.close();
    await database.close();
    await rm(siteRoot, { recursive: true, force: true });
    process.send?.({ stored: Number(stored.n) });
    process.exit(0);
  });
}

async function run(label: string, env: Record<string, string>) {
  const child = fork(fileURLToPath(import.meta.url), ["--serve", JSON.stringify(env)], {
    execArgv: ["--import", "tsx"],
  });
  const next = () =>
    new Promise<Record<string, number>>((resolve) =>
      child.once("message", (m) => resolve(m as Record<string, number>)),
    );
  const { port } = await next();

  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/inquiries`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Mark",
      email: "bench@example.in",
      company: "Load Test Traders",
      phone: "+91 44 0000 0000",
      service: "whatsapp",
      message: "We take 200 orders a day on WhatsApp and would like to automate order intake.",
      idempotencyKey: "bench-[<id>]",
    }),
    idReplacement: true,
    connections: Number(values.connections),
    overallRate: rate,
    duration,
  });
  const done = next();
  child.send("stop");
  const { stored } = await done;
  return {
    label,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    stored,
  };
}

if (values.serve) {
  await serve(JSON.parse(values.serve));
} else {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-db-"));
  const results = [await run("SQLite", { SQLITE_FILE: path.join(dataDir, "bench.db") })];
  const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgres) {
    const schema = await freshPostgresSchema(postgres);
    results.push(await run("PostgreSQL", { DATABASE_URL: schema.url }));
    await schema.drop();
  } else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL to include it.");
  await rm(dataDir, { recursive: true, force: true });

  console.log(`\nPOST /api/inquiries at ${rate} requests/s for ${duration} s (${values.connections} connections)\n`);
  console.log("| database | requests | req/s | p50 ms | p99 ms | max ms | errors | non-2xx | stored |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.non2xx} | ${r.stored} |`,
    );
  }
}
