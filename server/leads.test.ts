import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "./db/database";
import { claimDueDeliveries, recordAttempt } from "./delivery/outbox";
import { saveInquiry } from "./inquiries/store";
import { listLeads, toCsv } from "./leads";
import { testDatabases } from "./testing/databases";

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
      ["Asha", "smtp:sent webhook:pending(0)"],
      ["Priya", "kept (no channel configured)"],
    ]);
    expect((await listLeads(database.db, "2026-02-01T00:00:00.000Z")).map((lead) => lead.name)).toEqual(["Asha"]);
  });
});

describe("toCsv", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    const csv = toCsv([
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
        delivery: "",
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("id,receivedAt,name,email,company,phone,service,message,source,language,delivery");
    expect(row).toBe(`1,t,"'=HYPERLINK(""x"")",a@b.in,"A, B",'+91 1,,"He said ""hi""\nbye",app,ta,`);
  });
});
