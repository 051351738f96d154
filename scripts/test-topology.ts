import { randomBytes } from "node:crypto";
import path from "node:path";
import { readBuildDirectory } from "../app/lib/public-settings";
import { n8nAnswer } from "../server/testing/fake-n8n";
import { readAccessLog } from "./topology/access-log";
import { checkChatStream } from "./topology/chat-check";
import { DEBIAN_PACKAGES, missingTools, readBuild, SetupError } from "./topology/environment";
import { type FaultRecord, runFaults } from "./topology/faults";
import { formatFigures } from "./topology/figures";
import { acknowledged, sendInquiryLoad } from "./topology/inquiry-load";
import { waitForLeads } from "./topology/lead-check";
import { checkPages } from "./topology/page-checks";
import { checkSharedRateLimit } from "./topology/rate-limit-check";
import { type Stack, startStack } from "./topology/stack";
import { checkStaffInbox } from "./topology/staff-check";
import { Teardown } from "./topology/teardown";
import { checkTls } from "./topology/tls-checks";

/**
 * `npm run test:topology`: the production topology of deploy/ on loopback, without Docker:
 * nginx (deploy/nginx as committed, over HTTPS with a certificate made for the run) in front of
 * two app instances sharing PostgreSQL and Redis, a local mail server and a stand-in n8n. Pages
 * are compared with the app's own answers; the redirect from plain HTTP, HSTS and certbot's
 * challenge path are checked; inquiries flow through nginx while an instance is killed and
 * restarted and PostgreSQL is stopped and started; then the shared rate limit, a streamed chat
 * answer, every acknowledged inquiry stored once and mailed, and the staff inbox signed in to
 * through nginx, seeing a lead posted to the other instance. Runs on an existing build
 * (BUILD_DIR).
 */
const LOAD_RATE = 40;
const LOAD_MIN_MS = 20_000;
/** Load goes on this long after the last fault, however late the faults ran. */
const LOAD_AFTER_FAULTS_MS = 2000;
/** Enough for the outbox lease (30 s) after the last fault, and the deliveries after it. */
const SETTLE_TIMEOUT_MS = 90_000;
const RATE_LIMIT_MAX = 5;

const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(projectRoot, readBuildDirectory(process.env));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function toolsOrExit(): Promise<void> {
  const missing = await missingTools();
  if (!missing.length) return;
  const message = `test:topology needs ${missing.join(", ")} (Debian: apt-get install ${DEBIAN_PACKAGES})`;
  if (process.env.CI) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
  console.log(`Skipped: ${message}`);
  process.exit(0);
}

/** Inquiries through nginx under the faults; the problems it saw go to `problems`. */
async function loadUnderFaults(stack: Stack, siteUrl: string, keyPrefix: string, problems: string[]) {
  const [app1] = stack.apps;
  const record: FaultRecord = { timeline: [], windows: [] };
  const loadStart = performance.now();
  let faultsDoneAt = Number.POSITIVE_INFINITY;
  const faults = runFaults({ app: app1, database: stack.database, loadStart }, record).finally(() => {
    faultsDoneAt = performance.now();
  });
  const [load] = await Promise.all([
    sendInquiryLoad({
      to: stack.https,
      siteUrl,
      rate: LOAD_RATE,
      minDurationMs: LOAD_MIN_MS,
      more: () => performance.now() < faultsDoneAt + LOAD_AFTER_FAULTS_MS,
      keyPrefix,
    }),
    faults,
  ]);
  const loadMs = performance.now() - loadStart;
  const refused = load.filter((outcome) => !acknowledged(outcome));
  if (refused.length) {
    const examples = refused
      .slice(0, 3)
      .map((o) => `${o.key}: ${o.status} ${o.reason ?? ""} after ${o.attempts} tries`);
    problems.push(`${refused.length} of ${load.length} inquiries were not acknowledged, e.g. ${examples.join("; ")}`);
  }
  if (!load.some((outcome) => outcome.status === 202)) {
    problems.push("no inquiry was answered 202 while PostgreSQL was stopped: the outage was not felt");
  }
  console.log(`Load: ${load.length} inquiries in ${seconds(loadMs)}; ${record.timeline.join("; ")}.`);
  return { load, loadMs, loadStart, record };
}

async function run(teardown: Teardown, problems: string[]): Promise<{ figures: string; stack?: Stack }> {
  const wallStart = performance.now();
  const site = await readBuild(buildDir);

  const stack = await startStack(site, { buildDir, rateLimitMax: RATE_LIMIT_MAX, teardown });
  const [app1, app2] = stack.apps;
  console.log(
    `Started in ${seconds(performance.now() - wallStart)}: nginx ${stack.nginx.url} (and http://127.0.0.1:${stack.httpPort}) in front of ${app1.url} and ${app2.url}.`,
  );
  try {
    stack.n8n.answer(n8nAnswer.json({ output: "Hello from n8n" }));
    const pages = await checkPages({ nginx: stack.https, appPort: app1.port, ...site });
    problems.push(...pages.problems);
    console.log(`Pages: ${pages.requests} requests, ${pages.problems.length} differences.`);

    const tls = await checkTls({ https: stack.https, httpPort: stack.httpPort, acmeDir: stack.acmeDir });
    problems.push(...tls.problems);

    const keyPrefix = `topology-${randomBytes(4).toString("hex")}-`;
    const { load, loadMs, loadStart, record } = await loadUnderFaults(stack, site.siteUrl, keyPrefix, problems);

    const rateLimit = await checkSharedRateLimit({
      nginx: stack.https,
      appPorts: [app1.port, app2.port],
      max: RATE_LIMIT_MAX,
      siteUrl: site.siteUrl,
      keyPrefix: `${keyPrefix}limit-`,
      accessLog: stack.accessLog,
    });
    problems.push(...rateLimit.problems);

    const chat = await checkChatStream({ nginx: stack.https, n8n: stack.n8n, siteUrl: site.siteUrl });
    problems.push(...chat.problems);

    const leads = await waitForLeads({
      databaseUrl: stack.database.url,
      instanceUrls: [app1.url, app2.url],
      sink: stack.sink,
      loadStart,
      outcomes: [...load, ...rateLimit.acknowledged],
      faults: record.windows,
      timeoutMs: SETTLE_TIMEOUT_MS,
    });
    problems.push(...leads.problems);

    const staff = await checkStaffInbox({
      https: stack.https,
      appPorts: [app1.port, app2.port],
      databaseUrl: stack.database.url,
      siteUrl: site.siteUrl,
      accessLog: stack.accessLog,
    });
    problems.push(...staff.problems);

    const accessLog = await readAccessLog(stack.accessLog);
    const figures = formatFigures({
      pages,
      tls,
      load,
      loadSeconds: loadMs / 1000,
      timeline: record.timeline,
      proxyRetries: accessLog.filter((entry) => entry.upstreams.length > 1).length,
      rateLimit,
      chat,
      leads,
      staff,
      wallSeconds: (performance.now() - wallStart) / 1000,
    });
    return { figures, stack };
  } catch (error) {
    problems.push(`the test stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { figures: "", stack };
  }
}

await toolsOrExit();
const teardown = new Teardown();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the test started`);
    void teardown.run().finally(() => process.exit(130));
  });
}
// An error outside the awaited flow (a helper server's "error" event) ends the test, cleanly.
process.once("uncaughtException", (error) => {
  console.error(`\nFAILED: ${error.stack ?? error.message}`);
  void teardown.run().finally(() => process.exit(1));
});

const problems: string[] = [];
let outcome: Awaited<ReturnType<typeof run>> = { figures: "" };
try {
  outcome = await run(teardown, problems);
} catch (error) {
  const why = error instanceof SetupError || !(error instanceof Error) ? String(error) : (error.stack ?? error.message);
  problems.push(`the test could not run: ${why.replace(/^Error: /, "")}`);
}
if (problems.length && outcome.stack) console.error(`\n${await outcome.stack.diagnostics()}`);
await teardown.run();
if (outcome.figures) console.log(`\n${outcome.figures}`);
if (problems.length) {
  console.error(`\nFAILED (${problems.length}):\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("\nPASSED: the topology holds.");
process.exit(0);
