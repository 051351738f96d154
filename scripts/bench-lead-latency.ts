import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../server/app";
import { readServerConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { startFakeEndpoint } from "../server/testing/fake-http";
import { fixtureSite } from "../server/testing/site-fixture";
import { referenceOf, startSmtpSink } from "../server/testing/smtp-sink";

/**
 * Lead latency benchmark (not a test): how long after a visitor is told "sent" each lead
 * reaches the webhook and the mail server, when the mail server is slow to answer. Posts
 * `--leads` inquiries `--gap-ms` apart to a server set up as in production (the default poll
 * interval, SQLite), whose mail server answers each message `--smtp-delay-ms` after it arrived.
 * Exits non-zero when a lead has not arrived on both after `--timeout` seconds.
 *
 *   npm run bench:lead-latency -- [--leads 6] [--gap-ms 700] [--smtp-delay-ms 20000] [--timeout 60]
 */
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "6" },
    "gap-ms": { type: "string", default: "700" },
    "smtp-delay-ms": { type: "string", default: "20000" },
    timeout: { type: "string", default: "60" },
  },
});
const leadCount = Number(values.leads);
const gapMs = Number(values["gap-ms"]);
const timeoutMs = Number(values.timeout) * 1000;
const origin = "https://www.cleverobotics.com";

async function main() {
  const sink = await startSmtpSink({ replyDelayMs: Number(values["smtp-delay-ms"]) });
  const webhook = await startFakeEndpoint();
  const webhookArrivals = new Map<string, number>();
  const dir = await mkdtemp(path.join(tmpdir(), "lead-latency-"));
  const fixture = await fixtureSite();
  const config = readServerConfig({
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000",
    SQLITE_FILE: path.join(dir, "site.db"),
    SPOOL_DIR: path.join(dir, "spool"),
    SMTP_URL: sink.url,
    INQUIRY_WEBHOOK_URL: webhook.url,
    INQUIRY_WEBHOOK_SECRET: "lead-latency-benchmark-secret",
  });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, site: fixture.site, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  // The webhook's arrivals, noted as they come (the fake endpoint keeps bodies, not times).
  const watch = setInterval(() => {
    for (const request of webhook.received) {
      const id = (JSON.parse(request.body) as { inquiry?: { id?: string } }).inquiry?.id;
      if (id && !webhookArrivals.has(id)) webhookArrivals.set(id, performance.now());
    }
  }, 2);

  const acks: { id: string; at: number }[] = [];
  try {
    for (let lead = 0; lead < leadCount; lead++) {
      if (lead > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      const response = await fetch(`${baseUrl}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "idempotency-key": `latency-${Date.now()}-${lead}` },
        body: JSON.stringify({
          name: `Shop owner ${lead + 1}`,
          email: `owner${lead + 1}@kadai.in`,
          company: "Kadai Stores",
          phone: "",
          service: "whatsapp",
          message: "We take orders on WhatsApp every morning and want them in one place.",
        }),
      });
      if (response.status !== 201) throw new Error(`lead ${lead + 1}: answered ${response.status}`);
      acks.push({ id: ((await response.json()) as { id: string }).id, at: performance.now() });
    }
    const mailArrival = (id: string) => {
      const index = sink.messages.findIndex((message) => referenceOf(message) === id);
      return index < 0 ? undefined : sink.arrivals[index];
    };
    const started = Date.now();
    while (acks.some(({ id }) => !webhookArrivals.has(id) || mailArrival(id) === undefined)) {
      if (Date.now() - started > timeoutMs) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    console.log(
      `Lead latency: ${leadCount} leads ${gapMs} ms apart, mail server answering after ${values["smtp-delay-ms"]} ms\n`,
    );
    console.log("| lead | webhook, ms after the answer | mail server, ms after the answer |\n| ---: | ---: | ---: |");
    let missing = 0;
    const after = (at: number | undefined, ack: number) => {
      if (at === undefined) {
        missing++;
        return "not arrived";
      }
      return String(Math.max(0, Math.round(at - ack)));
    };
    acks.forEach(({ id, at }, lead) => {
      console.log(`| ${lead + 1} | ${after(webhookArrivals.get(id), at)} | ${after(mailArrival(id), at)} |`);
    });
    if (missing) {
      console.error(`\n${missing} deliveries had not arrived after ${values.timeout} s`);
      process.exitCode = 1;
    }
    // The slow mail server's answers, so that the server stops with nothing in flight.
    const unsent = async () =>
      (await database.db.selectFrom("outbox").select("id").where("status", "!=", "sent").execute()).length;
    while ((await unsent()) > 0 && Date.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    clearInterval(watch);
    await app.close();
    await database.close();
    await sink.close();
    await webhook.close();
    await fixture.remove();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
