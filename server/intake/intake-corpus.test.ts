import { parse as parseCsv } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { JSDOM } from "jsdom";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { isolatedValue } from "../delivery/channels/smtp";
import { signIn, startInbox, withSession } from "../staff/staff-testing";
import { testDatabases } from "../testing/databases";
import { startFakeEndpoint } from "../testing/fake-http";
import { type CorpusCase, intakeCorpus } from "../testing/intake-corpus";
import { startSmtpSink } from "../testing/smtp-sink";
import { until } from "../testing/until";

/**
 * Every case of the intake corpus, posted as the contact form's script posts it (JSON) and as
 * a page without JavaScript posts it (a form), then read back from the database, the lead's
 * page in the inbox, the CSV export, the mail (subject, text and HTML parts) and the webhook:
 * each must hold exactly what intake stores, which is what the visitor wrote.
 */
const encodings = ["json", "form"] as const;
type Encoding = (typeof encodings)[number];

interface Sent {
  corpusCase: CorpusCase;
  encoding: Encoding;
  email: string;
  expected: string;
}

const base = { name: "Meena Raman", company: "Kadai Stores", message: "We take 200 orders a day on WhatsApp." };

describe.each(testDatabases)("the intake corpus, read back from every output ($name)", ({ open }) => {
  let database: SiteDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let webhook: Awaited<ReturnType<typeof startFakeEndpoint>>;
  let session: ReturnType<typeof withSession>;
  const sent: Sent[] = [];

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpSink();
    webhook = await startFakeEndpoint();
    ({ app, close } = await startInbox(database, {
      SMTP_URL: smtp.url,
      INQUIRY_WEBHOOK_URL: webhook.url,
      INQUIRY_WEBHOOK_SECRET: "a-long-enough-shared-secret",
    }));
    session = withSession(await signIn(app));
    sent.length = 0;
    for (const [index, corpusCase] of intakeCorpus.entries()) {
      for (const encoding of encodings) {
        const email = `corpus-${index}-${encoding}@kadai.in`;
        const fields = { ...base, email, [corpusCase.field]: corpusCase.sent };
        const response = await app.inject({
          method: "POST",
          url: "/api/inquiries",
          headers: {
            host: session.host,
            origin: session.origin,
            "content-type": encoding === "json" ? "application/json" : "application/x-www-form-urlencoded",
          },
          payload: encoding === "json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
        });
        expect(response.statusCode, `${corpusCase.about} (${encoding}): ${response.body}`).toBe(
          encoding === "json" ? 201 : 303,
        );
        sent.push({ corpusCase, encoding, email, expected: corpusCase.stored ?? corpusCase.sent });
      }
    }
    app.deliveryWorker.wake();
    await until(
      async () => {
        const waiting = await database.db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "!=", "sent")
          .executeTakeFirstOrThrow();
        return Number(waiting.count) === 0;
      },
      "every lead mailed and posted",
      20_000,
    );
  }, 60_000);

  afterAll(async () => {
    await close();
    await smtp.close();
    await webhook.close();
    await database.close();
  });

  const storedRow = (email: string) =>
    database.db.selectFrom("inquiries").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  const cases = () => sent.map((entry) => [`${entry.corpusCase.about} (${entry.encoding})`, entry] as const);

  it("stores each case as intake promises", async () => {
    for (const [label, entry] of cases()) {
      const row = await storedRow(entry.email);
      expect(Buffer.from(row[entry.corpusCase.field]), label).toEqual(Buffer.from(entry.expected));
      for (const field of ["name", "company", "message"] as const) {
        if (field !== entry.corpusCase.field) expect(row[field], label).toBe(base[field]);
      }
    }
  });

  it("shows each case as written on the lead's page in the inbox, escaped", async () => {
    for (const [label, entry] of cases()) {
      const row = await storedRow(entry.email);
      const response = await app.inject({ url: `/staff/leads/inquiry-${row.id}`, headers: session });
      expect(response.statusCode, label).toBe(200);
      expect(response.body).not.toMatch(/<script>alert|<img src=x|<b>Priya/);
      const page = new JSDOM(response.body).window.document;
      const shown =
        entry.corpusCase.field === "message"
          ? page.querySelector("p.message")?.textContent
          : [...page.querySelectorAll("dl.fields dt")].find(
              (term) => term.textContent === (entry.corpusCase.field === "name" ? "Name" : "Company"),
            )?.nextElementSibling?.textContent;
      expect(shown, label).toBe(entry.expected);
    }
  });

  it("exports each case as written in the CSV, a formula only prefixed", async () => {
    const response = await app.inject({ url: "/api/staff/leads.csv", headers: session });
    expect(response.statusCode).toBe(200);
    const rows: Record<string, string>[] = parseCsv(response.body, { columns: true, bom: true });
    for (const [label, entry] of cases()) {
      const row = rows.find((candidate) => candidate.email === entry.email);
      const expected = /^[=+\-@]/.test(entry.expected) ? `'${entry.expected}` : entry.expected;
      expect(row?.[entry.corpusCase.field], label).toBe(expected);
    }
  });

  it("posts each case as written to the webhook", async () => {
    const records = webhook.received.map((request) => JSON.parse(request.body).inquiry as Record<string, string>);
    for (const [label, entry] of cases()) {
      const record = records.find((candidate) => candidate.email === entry.email);
      expect(record?.[entry.corpusCase.field], label).toBe(entry.expected);
    }
  });

  it("mails each case as written: the subject isolated, the text part plain, the HTML part escaped", async () => {
    const mails = new Map<string, Awaited<ReturnType<typeof simpleParser>>>();
    for (const raw of smtp.messages) {
      const mail = await simpleParser(raw);
      // A mostly Tamil text part is sent in base64, which referenceOf cannot read.
      mails.set(/^Reference: (\S+)$/m.exec(mail.text ?? "")?.[1] ?? "", mail);
    }
    for (const [label, entry] of cases()) {
      const row = await storedRow(entry.email);
      const mail = mails.get(row.public_id);
      expect(mail, label).toBeDefined();
      const values = { ...base, [entry.corpusCase.field]: entry.expected };
      expect(mail!.subject, label).toBe(
        `New inquiry from ${isolatedValue(values.name)} (${isolatedValue(values.company)})`,
      );
      const text = mail!.text ?? "";
      const summaryEnd = text.indexOf("\n\n");
      expect(text.slice(summaryEnd + 2), label).toBe(`${values.message}\n`);
      expect(text.slice(0, summaryEnd).split("\n"), label).toEqual(
        expect.arrayContaining([`Name: ${values.name}`, `Company: ${values.company}`]),
      );
      const html = new JSDOM(String(mail!.html)).window.document;
      expect(html.querySelector("script, img, b"), label).toBeNull();
      expect(html.querySelector("p")?.textContent, label).toBe(values.message);
      const isolated = [...html.querySelectorAll("bdi")].map((element) => element.textContent);
      expect(isolated, label).toEqual(expect.arrayContaining([values.name, values.company]));
    }
  });
});
