import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteDatabase } from "../db/database";
import { saveInquiry } from "../inquiries/store";
import { testDatabases } from "../testing/databases";
import { addAccount, removeAccount, resetPassword } from "./accounts";
import { AUDIT_WINDOW_MS, parseAuditTime, recentAudit, recordAudit } from "./audit";
import { login, STAFF_EMAIL, sampleLead, signIn, startInbox, withSession } from "./staff-testing";

const REFUSED = "login refused (throttled)" as const;

describe("audit times given to --since and --until", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("read ages before now and ISO times, UTC unless they give an offset", () => {
    expect(parseAuditTime("45s", now)?.toISOString()).toBe("2026-03-10T11:59:15.000Z");
    expect(parseAuditTime("30m", now)?.toISOString()).toBe("2026-03-10T11:30:00.000Z");
    expect(parseAuditTime("2h", now)?.toISOString()).toBe("2026-03-10T10:00:00.000Z");
    expect(parseAuditTime("1d", now)?.toISOString()).toBe("2026-03-09T12:00:00.000Z");
    expect(parseAuditTime("2w", now)?.toISOString()).toBe("2026-02-24T12:00:00.000Z");
    expect(parseAuditTime("2026-01-31")?.toISOString()).toBe("2026-01-31T00:00:00.000Z");
    expect(parseAuditTime("2026-01-31T09:00")?.toISOString()).toBe("2026-01-31T09:00:00.000Z");
    expect(parseAuditTime("2026-01-31 09:00:05.250")?.toISOString()).toBe("2026-01-31T09:00:05.250Z");
    expect(parseAuditTime("2026-01-31T14:30+05:30")?.toISOString()).toBe("2026-01-31T09:00:00.000Z");
    expect(parseAuditTime("2026-01-31T14:30+0530")?.toISOString()).toBe("2026-01-31T09:00:00.000Z");
    expect(parseAuditTime("2024-02-29")?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });

  it("refuse anything else", () => {
    for (const text of [
      "",
      "yesterday",
      "2h ago",
      "-2h",
      "2026-02-30",
      "2025-02-29",
      "2026-13-01",
      "2026-01-31T24:00",
      "March 7",
      "1767225600000",
    ]) {
      expect(parseAuditTime(text, now), text).toBeNull();
    }
  });
});

describe.each(testDatabases)("the staff audit trail ($name)", ({ open }) => {
  let database: SiteDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it("counts 1,000 throttled attempts on one line per window, and a later change stays in the last-200 view", async () => {
    const start = Date.parse("2026-03-10T09:15:00Z");
    const attempt = (index: number) =>
      recordAudit(database.db, {
        actor: "guess@cleverobotics.com",
        action: REFUSED,
        address: "198.51.100.7",
        now: new Date(start + (index % 1000) * 50),
      });
    // Fifty at a time: concurrent upserts on one key must each count.
    for (let batch = 0; batch < 1000; batch += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, index) => attempt(batch + index)));
    }
    await recordAudit(database.db, {
      actor: STAFF_EMAIL,
      action: "status",
      target: "inquiry-1: answered",
      address: "203.0.113.9",
      now: new Date(start + 50_001),
    });

    const rows = await database.db.selectFrom("audit_events").select(["action", "count", "at"]).execute();
    expect(rows).toHaveLength(2);
    const view = await recentAudit(database.db);
    expect(view.map(({ action, count, at }) => ({ action, count, at }))).toEqual([
      { action: "status", count: 1, at: "2026-03-10T09:15:50.001Z" },
      { action: REFUSED, count: 1000, at: "2026-03-10T09:15:00.000Z" },
    ]);
  });

  it("starts a new line each minute of the clock, and for each address, email and action", async () => {
    const refused = (actor: string, address: string, at: string) =>
      recordAudit(database.db, { actor, action: REFUSED, address, now: new Date(at) });
    await refused("a@x.example", "192.0.2.1", "2026-03-10T09:15:59.999Z");
    await refused("a@x.example", "192.0.2.1", "2026-03-10T09:16:00.000Z");
    await refused("a@x.example", "192.0.2.1", "2026-03-10T09:16:59.000Z");
    await refused("a@x.example", "192.0.2.2", "2026-03-10T09:16:30.000Z");
    await refused("b@x.example", "192.0.2.1", "2026-03-10T09:16:30.000Z");
    for (let index = 0; index < 3; index++) {
      await recordAudit(database.db, {
        actor: "a@x.example",
        action: "login failed",
        address: "192.0.2.1",
        now: new Date("2026-03-10T09:16:40Z"),
      });
    }
    expect(AUDIT_WINDOW_MS).toBe(60_000);
    const lines = (await recentAudit(database.db)).reverse();
    expect(lines.map(({ at, actor, action, address, count }) => [at, actor, action, address, count])).toEqual([
      ["2026-03-10T09:15:59.999Z", "a@x.example", REFUSED, "192.0.2.1", 1],
      ["2026-03-10T09:16:00.000Z", "a@x.example", REFUSED, "192.0.2.1", 2],
      ["2026-03-10T09:16:30.000Z", "a@x.example", REFUSED, "192.0.2.2", 1],
      ["2026-03-10T09:16:30.000Z", "b@x.example", REFUSED, "192.0.2.1", 1],
      // A wrong password is a line of its own: the throttle bounds how many there are.
      ["2026-03-10T09:16:40.000Z", "a@x.example", "login failed", "192.0.2.1", 1],
      ["2026-03-10T09:16:40.000Z", "a@x.example", "login failed", "192.0.2.1", 1],
      ["2026-03-10T09:16:40.000Z", "a@x.example", "login failed", "192.0.2.1", 1],
    ]);
  });

  it("filters by account, action and time, newest first, up to a limit", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 9, minute));
    const add = (actor: string, action: "login" | "status" | "logout", minute: number, target = "") =>
      recordAudit(database.db, { actor, action, target, address: "203.0.113.9", now: at(minute) });
    await add("meena@cleverobotics.com", "login", 0);
    await add("ravi@cleverobotics.com", "login", 1);
    await add("meena@cleverobotics.com", "status", 2, "inquiry-1: answered");
    await add("ravi@cleverobotics.com", "status", 3, "inquiry-2: closed");
    await add("meena@cleverobotics.com", "logout", 4);
    await add("cli:Root", "logout", 5);

    const summary = async (query: Parameters<typeof recentAudit>[1]) =>
      (await recentAudit(database.db, query)).map((line) => `${line.actor} ${line.action} ${line.at.slice(11, 16)}`);
    expect(await summary({ account: " Meena@Cleverobotics.com " })).toEqual([
      "meena@cleverobotics.com logout 09:04",
      "meena@cleverobotics.com status 09:02",
      "meena@cleverobotics.com login 09:00",
    ]);
    expect(await summary({ account: "cli:Root" })).toEqual(["cli:Root logout 09:05"]);
    expect(await summary({ account: "nobody@cleverobotics.com" })).toEqual([]);
    expect(await summary({ action: "status" })).toEqual([
      "ravi@cleverobotics.com status 09:03",
      "meena@cleverobotics.com status 09:02",
    ]);
    expect(await summary({ since: at(2), until: at(4) })).toEqual([
      "meena@cleverobotics.com logout 09:04",
      "ravi@cleverobotics.com status 09:03",
      "meena@cleverobotics.com status 09:02",
    ]);
    expect(await summary({ account: "ravi@cleverobotics.com", action: "login", until: at(1) })).toEqual([
      "ravi@cleverobotics.com login 09:01",
    ]);
    expect(await summary({ limit: 2 })).toEqual(["cli:Root logout 09:05", "meena@cleverobotics.com logout 09:04"]);
  });

  it("records account changes with who made them, in the same transaction", async () => {
    const by = { actor: "cli:deploy", address: "cli" };
    const now = new Date("2026-03-10T09:00:00Z");
    await addAccount(database.db, "Devi@Cleverobotics.com", "orders-by-whatsapp-9", { by, now });
    await resetPassword(database.db, "devi@cleverobotics.com", "another-long-secret-7", { by });
    await removeAccount(database.db, "devi@cleverobotics.com", { by });
    // A refused change records nothing.
    await expect(removeAccount(database.db, "devi@cleverobotics.com", { by })).rejects.toThrow(/has no account/);
    await expect(
      addAccount(database.db, "devi\u001b[31m@cleverobotics.com", "orders-by-whatsapp-9", { by }),
    ).rejects.toThrow("is not an email address");
    // Without `by` (tests, tooling), nothing is recorded.
    await addAccount(database.db, "ravi@cleverobotics.com", "orders-by-whatsapp-9");
    const lines = (await recentAudit(database.db)).reverse();
    expect(lines.map(({ actor, action, target, address }) => ({ actor, action, target, address }))).toEqual([
      { actor: "cli:deploy", action: "account add", target: "devi@cleverobotics.com", address: "cli" },
      { actor: "cli:deploy", action: "account reset", target: "devi@cleverobotics.com", address: "cli" },
      { actor: "cli:deploy", action: "account remove", target: "devi@cleverobotics.com", address: "cli" },
    ]);
    expect(lines[0]!.at).toBe("2026-03-10T09:00:00.000Z");
  });

  describe("through the inbox", () => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ app, close } = await startInbox(database));
      await saveInquiry(database.db, {
        input: sampleLead,
        source: "app",
        idempotencyKey: "k-lead-0001",
        channels: [],
      });
    });
    afterEach(async () => {
      await close();
    });

    it("counts a flood of refused sign-ins on one line, and a status change after it is still in view", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-03-10T09:15:00Z"));
      const cookie = await signIn(app);
      const guesser = { password: "not-the-password-1", address: "198.51.100.7" };
      let failures = 0;
      while ((await login(app, guesser)).statusCode === 401) {
        failures++;
        if (failures > 30) throw new Error("the throttle never refused");
      }
      let refusals = 1;
      for (let index = 0; index < 60; index++) {
        expect((await login(app, guesser)).statusCode).toBe(429);
        refusals++;
      }
      const changed = await app.inject({
        method: "POST",
        url: "/staff/leads/inquiry-1/status",
        headers: { ...withSession(cookie), "content-type": "application/x-www-form-urlencoded" },
        payload: "status=answered",
      });
      expect(changed.statusCode).toBe(303);

      const rows = await database.db.selectFrom("audit_events").select("action").execute();
      expect(rows.length).toBe(1 + failures + 1 + 1);
      const view = await recentAudit(database.db);
      expect(view[0]).toMatchObject({ actor: STAFF_EMAIL, action: "status", target: "inquiry-1: answered" });
      expect(view.filter((line) => line.action === REFUSED)).toEqual([
        {
          at: "2026-03-10T09:15:00.000Z",
          actor: STAFF_EMAIL,
          action: REFUSED,
          target: "",
          address: "198.51.100.7",
          count: refusals,
        },
      ]);
    });

    it("records each read through /api/staff and each lead page view, with the filter, page or key", async () => {
      const cookie = await signIn(app);
      const get = (url: string) => app.inject({ url, headers: withSession(cookie), remoteAddress: "203.0.113.9" });
      expect((await get("/api/staff/leads")).statusCode).toBe(200);
      const first = (await get("/api/staff/leads?status=new&q=Selvi")).json<{ next: string | null }>();
      expect(first.next).toBeNull();
      expect((await get("/api/staff/leads/inquiry-1")).statusCode).toBe(200);
      expect((await get("/api/staff/leads/inquiry-99")).statusCode).toBe(404);
      expect((await get("/staff/leads/inquiry-1")).statusCode).toBe(200);
      expect((await get("/staff/leads/inquiry-99")).statusCode).toBe(404);
      // Without a session nothing is read, and nothing recorded.
      expect((await app.inject({ url: "/api/staff/leads" })).statusCode).toBe(401);

      const lines = (await recentAudit(database.db)).reverse().slice(1);
      expect(lines.map(({ actor, action, target, address }) => ({ actor, action, target, address }))).toEqual([
        { actor: STAFF_EMAIL, action: "api list", target: "all leads (1)", address: "203.0.113.9" },
        { actor: STAFF_EMAIL, action: "api list", target: "q=Selvi&status=new (1)", address: "203.0.113.9" },
        { actor: STAFF_EMAIL, action: "api lead", target: "inquiry-1", address: "203.0.113.9" },
        { actor: STAFF_EMAIL, action: "api lead", target: "inquiry-99 (not found)", address: "203.0.113.9" },
        { actor: STAFF_EMAIL, action: "lead page", target: "inquiry-1", address: "203.0.113.9" },
        { actor: STAFF_EMAIL, action: "lead page", target: "inquiry-99 (not found)", address: "203.0.113.9" },
      ]);
    });
  });
});
