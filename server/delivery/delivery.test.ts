import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChannelConfigs } from "../config";
import type { SiteDatabase } from "../db/database";
import { saveInquiry } from "../inquiries/store";
import { testDatabases } from "../testing/databases";
import { startFakeEndpoint } from "../testing/fake-http";
import { configuredChannels, createDeliverers, EMAILJS_LIB_VERSION, TEAM_NAME } from "./channels";
import { claimDueDeliveries, RETRY_BASE_MS, RETRY_CAP_MS, recordAttempt, renewClaim, retryDelay } from "./outbox";
import { startDeliveryWorker } from "./worker";

const input = {
  name: "Priya <Raman>",
  email: "priya@kadai.in",
  company: "Kadai & Sons",
  phone: "+91 98400 00000",
  service: "whatsapp",
  message: "Line one\nLine two with <b>tags</b> that must stay text",
};
const silent = pino({ level: "silent" });

let emailjs: Awaited<ReturnType<typeof startFakeEndpoint>>;
let webhook: Awaited<ReturnType<typeof startFakeEndpoint>>;

beforeAll(async () => {
  emailjs = await startFakeEndpoint();
  webhook = await startFakeEndpoint();
});
afterAll(async () => {
  await emailjs.close();
  await webhook.close();
});

describe("retryDelay", () => {
  it("doubles from 30 s and stops at one hour", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([
      RETRY_BASE_MS,
      2 * RETRY_BASE_MS,
      4 * RETRY_BASE_MS,
      8 * RETRY_BASE_MS,
    ]);
    expect(retryDelay(20)).toBe(RETRY_CAP_MS);
  });
});

describe.each(testDatabases)("outbox delivery on $name", ({ name, open }) => {
  let database: SiteDatabase;
  let clock: Date;
  const channels: ChannelConfigs = {};

  beforeEach(async () => {
    database = await open();
    clock = new Date("2026-03-02T10:00:00.000Z");
    emailjs.received.length = 0;
    webhook.received.length = 0;
    emailjs.answer(200, "OK");
    webhook.answer(200, "");
    channels.emailjs = { apiUrl: emailjs.url, serviceId: "service_x", templateId: "template_y", publicKey: "public_z" };
    channels.webhook = { url: webhook.url, secret: "a-long-enough-shared-secret" };
  });
  afterEach(async () => {
    await database.close();
  });

  const worker = (maxAttempts = 5) => {
    const started = startDeliveryWorker({
      db: database.db,
      dialect: database.dialect,
      deliverers: createDeliverers(channels),
      intervalMs: 3_600_000,
      maxAttempts,
      log: silent,
      now: () => clock,
    });
    return started;
  };
  const store = (key = "key-0001") =>
    saveInquiry(database.db, {
      input,
      source: "app",
      idempotencyKey: key,
      channels: configuredChannels(channels),
      now: clock,
    });
  const outbox = () => database.db.selectFrom("outbox").selectAll().orderBy("channel").execute();

  it("sends the EmailJS payload and a signed webhook, once each", async () => {
    const { publicId } = await store();
    const run = worker();
    await run.runOnce();
    await run.stop();

    expect(emailjs.received).toHaveLength(1);
    expect(JSON.parse(emailjs.received[0]!.body)).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: "public_z",
      service_id: "service_x",
      template_id: "template_y",
      template_params: {
        from_name: input.name,
        from_email: input.email,
        company: input.company,
        phone: input.phone,
        message: input.message,
        to_name: TEAM_NAME,
      },
    });

    expect(webhook.received).toHaveLength(1);
    const { body, headers } = webhook.received[0]!;
    const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["x-signature"]))!;
    expect(createHmac("sha256", "a-long-enough-shared-secret").update(`${timestamp}.${body}`).digest("hex")).toBe(
      digest,
    );
    expect(JSON.parse(body)).toMatchObject({ event: "inquiry.created", inquiry: { id: publicId, name: input.name } });

    expect((await outbox()).map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["emailjs", "sent", 1],
      ["webhook", "sent", 1],
    ]);
    const again = worker();
    expect(await again.runOnce()).toBe(0);
    await again.stop();
    expect(emailjs.received).toHaveLength(1);
  });

  it("keeps a failed delivery, retries it after the backoff, and records every attempt", async () => {
    delete channels.webhook;
    await store();
    emailjs.answer(503, "maintenance");
    const run = worker();
    await run.runOnce();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 1, claimed_until: null });
    expect(row!.last_error).toMatch(/answered 503: maintenance/);
    expect(row!.next_attempt_at).toBe(new Date(clock.getTime() + RETRY_BASE_MS).toISOString());

    expect(await run.runOnce()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + RETRY_BASE_MS);
    emailjs.answer(200, "OK");
    expect(await run.runOnce()).toBe(1);
    await run.stop();
    [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    const attempts = await database.db
      .selectFrom("delivery_attempts")
      .select(["succeeded", "error"])
      .orderBy("id")
      .execute();
    expect(attempts).toEqual([
      { succeeded: 0, error: expect.stringMatching(/503/) },
      { succeeded: 1, error: null },
    ]);
    expect(await database.db.selectFrom("inquiries").select("id").execute()).toHaveLength(1);
  });

  it("marks a delivery failed after the last attempt, and keeps the inquiry", async () => {
    delete channels.webhook;
    await store();
    emailjs.answer(500);
    const run = worker(2);
    await run.runOnce();
    clock = new Date(clock.getTime() + RETRY_CAP_MS);
    await run.runOnce();
    await run.stop();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(await database.db.selectFrom("inquiries").select("id").execute()).toHaveLength(1);
  });

  it("lets only the holder of the newest claim record a result (fencing)", async () => {
    delete channels.webhook;
    await store();
    const [first] = await claimDueDeliveries(database.db, database.dialect, { now: clock, leaseMs: 30_000 });
    expect(await claimDueDeliveries(database.db, database.dialect, { now: clock })).toEqual([]);
    // The first worker stalls past its lease; a second takes the row over.
    const later = new Date(clock.getTime() + 31_000);
    const [second] = await claimDueDeliveries(database.db, database.dialect, { now: later });
    expect(second?.id).toBe(first?.id);
    expect(second?.claim_token).not.toBe(first?.claim_token);

    expect(await renewClaim(database.db, first!, { now: later })).toBe(false);
    expect(await recordAttempt(database.db, first!, { ok: false, error: "late" }, { now: later, maxAttempts: 1 })).toBe(
      false,
    );
    expect(await recordAttempt(database.db, second!, { ok: true }, { now: later, maxAttempts: 1 })).toBe(true);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 1, claim_token: null, last_error: null });
    const attempts = await database.db.selectFrom("delivery_attempts").select("succeeded").execute();
    expect(attempts).toEqual([{ succeeded: 1 }]);
  });

  it.runIf(name === "postgres")("hands each due delivery to exactly one of several workers", async () => {
    for (let i = 0; i < 30; i++) await store(`key-${String(i).padStart(4, "0")}`);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDueDeliveries(database.db, database.dialect, { now: clock, limit: 20 })),
    );
    const ids = claims.flat().map((delivery) => delivery.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(60);
  });
});

describe.each(testDatabases)("SMTP delivery on $name", ({ open }) => {
  let database: SiteDatabase;
  const messages: string[] = [];
  let smtp: SMTPServer | null = null;
  let port = 0;

  const startSmtp = async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk) => (data += chunk));
        stream.on("end", () => {
          messages.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  };
  const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

  beforeEach(async () => {
    database = await open();
    messages.length = 0;
    await startSmtp(); // to learn a free port
    await stopSmtp(); // and start down
  });
  afterEach(async () => {
    await stopSmtp();
    await database.close();
  });

  it("loses nothing while the mail server is down, and delivers when it is back", async () => {
    const channels: ChannelConfigs = {
      smtp: { url: `smtp://127.0.0.1:${port}`, from: "site@cleverobotics.com", to: "team@cleverobotics.com" },
    };
    let clock = new Date("2026-03-02T10:00:00.000Z");
    await saveInquiry(database.db, {
      input,
      source: "form",
      idempotencyKey: "smtp-0001",
      channels: ["smtp"],
      now: clock,
    });
    const run = startDeliveryWorker({
      db: database.db,
      dialect: database.dialect,
      deliverers: createDeliverers(channels),
      intervalMs: 3_600_000,
      maxAttempts: 5,
      log: silent,
      now: () => clock,
    });
    await run.runOnce();
    let row = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

    await startSmtp();
    clock = new Date(clock.getTime() + RETRY_BASE_MS);
    await run.runOnce();
    await run.stop();
    row = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(messages).toHaveLength(1);
    const mail = messages[0]!;
    const parsed = await simpleParser(mail);
    expect(parsed.subject).toBe("New inquiry from \u2068Priya <Raman>\u2069 (\u2068Kadai & Sons\u2069)");
    expect(mail).toContain("Reply-To: priya@kadai.in");
    expect(parsed.html).toContain("<bdi>Priya &lt;Raman&gt;</bdi>");
    expect(parsed.html).toContain("&lt;b&gt;tags&lt;/b&gt;");
    expect(parsed.html).not.toContain("<b>tags</b>");
    expect(parsed.text).toContain("<b>tags</b>");
  });
});
