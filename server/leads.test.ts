import { parse as parseCsv } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import type { SiteDatabase } from "./db/database";
import { claimDueDeliveries, recordAttempt } from "./delivery/outbox";
import { saveInquiry } from "./inquiries/store";
import { formatLeads, type Lead, leadColumns, listLeads } from "./leads";
import { testDatabases } from "./testing/databases";
import { type CorpusCase, intakeCorpus } from "./testing/intake-corpus";

const input = {
  name: "Priya",
  email: "priya@kadai.in",
  company: "",
  phone: "",
  service: "rpa",
  message: 'Quote "this", please\nthanks',
};

describe.each(testDatabases)("leads export on $name", ({ open }) => {
  let database: SiteDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("lists inquiries newest first with their delivery state, filtered by date", async () => {
    await saveInquiry(database.db, {
      input,
      source: "app",
      idempotencyKey: "k-old-0001",
      channels: [],
      now: new Date("2026-01-05T10:00:00Z"),
    });
    await saveInquiry(database.db, {
      input: { ...input, name: "Asha" },
      source: "form",
      idempotencyKey: "k-new-0001",
      channels: ["smtp", "webhook"],
      now: new Date("2026-02-05T10:00:00Z"),
    });
    const [smtp] = await claimDueDeliveries(database.db, database.dialect, { channel: "smtp" });
    expect(await recordAttempt(database.db, smtp!, { ok: true }, { maxAttempts: 3 })).toBe(true);

    const all = await listLeads(database.db);
    expect(all.map((lead) => [lead.name, lead.delivery])).toEqual([
      ["Asha", "smtp: sent; webhook: queued"],
      ["Priya", "kept (no channel configured)"],
    ]);
    expect((await listLeads(database.db, "2026-02-01T00:00:00.000Z")).map((lead) => lead.name)).toEqual(["Asha"]);
  });

  it("tells a send in progress from one waiting to retry and from one that gave up, with the last error", async () => {
    await saveInquiry(database.db, {
      input,
      source: "app",
      idempotencyKey: "k-state-0001",
      channels: ["smtp", "webhook", "emailjs"],
      now: new Date("2026-03-01T09:00:00Z"),
    });
    const at = new Date("2026-03-01T09:00:05Z");
    const claim = async (channel: "smtp" | "webhook" | "emailjs") =>
      (await claimDueDeliveries(database.db, database.dialect, { channel, now: at }))[0]!;
    const failure = { ok: false as const, error: "connect ECONNREFUSED 10.0.0.5:587" };
    await recordAttempt(database.db, await claim("smtp"), failure, { now: at, maxAttempts: 5 });
    await recordAttempt(
      database.db,
      await claim("webhook"),
      { ok: false, error: "HTTP 502" },
      { now: at, maxAttempts: 1 },
    );
    await claim("emailjs");

    const [lead] = await listLeads(database.db, undefined, new Date("2026-03-01T09:00:06Z"));
    expect(lead?.delivery).toBe(
      [
        "emailjs: sending now, attempt 1",
        "smtp: waiting to retry at 2026-03-01T09:00:35.000Z after 1 attempt (connect ECONNREFUSED 10.0.0.5:587)",
        "webhook: failed after 1 attempt (HTTP 502)",
      ].join("; "),
    );
  });
});

describe("toCsv", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    const csv = toCsv(leadColumns, [
      {
        id: "1",
        receivedAt: "t",
        name: '=HYPERLINK("x")',
        email: "a@b.in",
        company: "A, B",
        phone: "+91 1",
        service: "",
        message: 'He said "hi"\nbye',
        source: "app",
        language: "ta",
        page: "/ta/contact",
        delivery: "",
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("id,receivedAt,name,email,company,phone,service,message,source,language,page,delivery");
    expect(row).toBe(`1,t,"'=HYPERLINK(""x"")",a@b.in,"A, B",'+91 1,,"He said ""hi""\nbye",app,ta,/ta/contact,`);
  });
});

describe("npm run leads' output of the intake corpus", () => {
  const lead = (corpusCase: CorpusCase, index: number): Lead => ({
    id: `ref-${index}`,
    receivedAt: "2026-12-02T10:00:00.000Z",
    name: "Meena",
    email: "meena@kadai.in",
    company: "",
    phone: "",
    service: "",
    message: "We take 200 orders a day.",
    source: "form",
    language: "en",
    page: "/contact",
    delivery: "webhook: sent",
    [corpusCase.field]: corpusCase.stored ?? corpusCase.sent,
  });
  const leads = intakeCorpus.map(lead);

  it("keeps every word byte for byte in CSV to a file and in JSON", () => {
    const csv: Record<string, string>[] = parseCsv(formatLeads(leads, "csv", false), { columns: true });
    const json = JSON.parse(formatLeads(leads, "json", true)) as Lead[];
    intakeCorpus.forEach((corpusCase, index) => {
      const expected = corpusCase.stored ?? corpusCase.sent;
      const cell = csv[index]![corpusCase.field];
      expect(cell?.replace(/^'(?=[=+\-@])/, ""), corpusCase.about).toBe(expected);
      expect(json[index]![corpusCase.field], corpusCase.about).toBe(expected);
    });
  });

  it("prints nothing a terminal would act on: controls, separators and bidi characters show as escapes", () => {
    const hostile: Lead = {
      ...lead(intakeCorpus[0]!, 99),
      name: "Priya\u2067 Stores",
      message: "line one\nFORGED,line\t\u200Bhidden \u2028 \u001b[31m",
    };
    for (const output of [
      formatLeads([...leads, hostile], "csv", true),
      formatLeads([...leads, hostile], "json", true),
    ]) {
      // Line breaks only between records: none of a visitor's own.
      expect(output).not.toMatch(/[^\P{Cc}\r\n]|[\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\u200B]/u);
    }
    // One line per lead, and the header.
    const lines = formatLeads([...leads, hostile], "csv", true)
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(leads.length + 2);
    expect(formatLeads([hostile], "csv", true)).toContain("line one\\nFORGED,line\\t\\u200bhidden \\u2028 \\x1b[31m");
  });

  it("keeps the joiners that shape letters and emoji on a terminal", () => {
    const output = formatLeads(leads, "csv", true);
    expect(output).toContain("Anand 👨\u200D👩\u200D👧");
    expect(output).toContain("می\u200Cخواهم");
  });
});
