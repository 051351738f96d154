import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteDatabase } from "../db/database";
import { saveInquiry } from "../inquiries/store";
import { testDatabases } from "../testing/databases";
import { recentAudit } from "./audit";
import { SESSION_COOKIE } from "./routes";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./sessions";
import {
  HOST,
  login,
  ownOrigin,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sampleLead,
  sessionCookieOf,
  signIn,
  startInbox,
  withSession,
} from "./staff-testing";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(testDatabases)("attacks on the staff inbox ($name)", ({ open }) => {
  let database: SiteDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    database = await open();
    ({ app, close } = await startInbox(database));
    await saveInquiry(database.db, { input: sampleLead, source: "app", idempotencyKey: "k-lead-0001", channels: [] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await close();
    await database.close();
  });

  const leadStatus = async () =>
    (await database.db.selectFrom("inquiries").select("status").where("id", "=", 1).executeTakeFirstOrThrow()).status;

  it("sets an HttpOnly, Secure, SameSite=Strict cookie on the staff paths only, with a new id at every sign-in", async () => {
    const response = await login(app);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/staff");
    const cookies = response.cookies.filter((cookie) => cookie.name === SESSION_COOKIE);
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual(["/api/staff", "/staff"]);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: "Strict",
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const first = sessionCookieOf(response)!;
    const second = sessionCookieOf(await login(app, { cookie: first }))!;
    expect(second).not.toBe(first);
    // The session the browser held before signing in again is over.
    expect((await app.inject({ url: "/api/staff/leads", headers: withSession(first) })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/staff/leads", headers: withSession(second) })).statusCode).toBe(200);
    // Only a hash of the id is stored.
    const stored = await database.db.selectFrom("staff_sessions").select("id_hash").execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(second);
  });

  it("answers an unknown email exactly as a wrong password, in the same time", async () => {
    const wrong = await login(app, { password: "not-the-password-1" });
    const unknown = await login(app, { email: "nobody@cleverobotics.com", password: "not-the-password-1" });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.body.replace("nobody@cleverobotics.com", STAFF_EMAIL)).toBe(wrong.body);
    expect(sessionCookieOf(wrong) ?? sessionCookieOf(unknown)).toBeUndefined();
    // Both verify an argon2id hash: the unknown email is not answered faster (interleaved, from
    // different addresses and emails so the throttle stays out of it).
    const times: Record<"wrong" | "unknown", number[]> = { wrong: [], unknown: [] };
    for (let round = 0; round < 5; round++) {
      for (const kind of ["wrong", "unknown"] as const) {
        const started = performance.now();
        await login(app, {
          email: kind === "wrong" ? STAFF_EMAIL : `nobody${round}@cleverobotics.com`,
          password: `not-the-password-${round}`,
          address: `198.51.100.${round * 2 + (kind === "wrong" ? 1 : 2)}`,
        });
        times[kind].push(performance.now() - started);
      }
    }
    const ratio = median(times.unknown) / median(times.wrong);
    expect(ratio, JSON.stringify(times)).toBeGreaterThan(0.5);
    expect(ratio, JSON.stringify(times)).toBeLessThan(2);
  });

  it("throttles repeated wrong passwords with growing waits, refuses the right one meanwhile, and lets it in after", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-02T10:00:00Z"));
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      statuses.push((await login(app, { password: `guess-number-${attempt}x` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await login(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.body).toContain("Too many failed sign-ins. Wait 1 minute and try again.");
    expect(sessionCookieOf(refused)).toBeUndefined();
    // The same account from another address waits too.
    expect((await login(app, { address: "192.0.2.99" })).statusCode).toBe(429);

    vi.setSystemTime(new Date("2026-11-02T10:00:31Z"));
    expect((await login(app, { password: "guess-number-6x" })).statusCode).toBe(401);
    const longer = await login(app);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers["retry-after"]).toBe("60");

    vi.setSystemTime(new Date("2026-11-02T10:01:32Z"));
    const allowed = await login(app);
    expect(allowed.statusCode).toBe(303);
    const trail = await recentAudit(database.db);
    const actions = trail.map((line) => line.action);
    expect(actions.filter((action) => action === "login failed")).toHaveLength(6);
    // Refusals are counted per email, address and minute: 10:00:00 and 10:00:31 from one address share a line.
    const refusals = trail.filter((line) => line.action === "login refused (throttled)");
    expect(refusals.map(({ address, count }) => ({ address, count }))).toEqual([
      { address: "192.0.2.99", count: 1 },
      { address: "203.0.113.7", count: 2 },
    ]);
    expect(actions[0]).toBe("login");
  });

  it("throttles one address trying many emails", async () => {
    const address = "198.51.100.200";
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await login(app, { email: `guess${attempt}@cleverobotics.com`, address });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(app, { email: "guess21@cleverobotics.com", address })).statusCode).toBe(401);
    expect((await login(app, { address })).statusCode).toBe(429);
    expect((await login(app, { address: "198.51.100.201" })).statusCode).toBe(303);
  });

  it("refuses cross-site posts with 403 and changes nothing", async () => {
    const cookie = await signIn(app);
    const session = withSession(cookie);
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/staff/leads/inquiry-1/status",
        headers: { ...session, "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: "status=closed",
      });
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: `https://${HOST}`, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await post(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.body).toContain("Refused");
    }
    const withoutOrigin = await app.inject({
      method: "POST",
      url: "/staff/leads/inquiry-1/status",
      headers: {
        host: HOST,
        cookie: `${SESSION_COOKIE}=${cookie}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "status=closed",
    });
    expect(withoutOrigin.statusCode).toBe(403);
    const crossSiteLogin = await app.inject({
      method: "POST",
      url: "/staff/login",
      headers: { host: HOST, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: STAFF_EMAIL, password: STAFF_PASSWORD }).toString(),
    });
    expect(crossSiteLogin.statusCode).toBe(403);
    expect(sessionCookieOf(crossSiteLogin)).toBeUndefined();
    expect(await leadStatus()).toBe("new");
    // From the inbox's own page, the same post works.
    expect((await post({})).statusCode).toBe(303);
    expect(await leadStatus()).toBe("closed");
  });

  it("answers 401 without lead data to every /api/staff address without a valid session, forged or malformed", async () => {
    const forged = "A".repeat(43);
    const cookies = [
      "",
      `${SESSION_COOKIE}=${forged}`,
      `${SESSION_COOKIE}=../../etc`,
      `${SESSION_COOKIE}=${"x".repeat(5000)}`,
    ];
    for (const cookie of cookies) {
      for (const url of [
        "/api/staff/leads",
        "/api/staff/leads/inquiry-1",
        "/api/staff/leads.csv",
        "/api/staff/anything",
      ]) {
        const response = await app.inject({ url, headers: { ...ownOrigin, ...(cookie && { cookie }) } });
        expect(response.statusCode, `${url} ${cookie.slice(0, 30)}`).toBe(401);
        expect(response.body).not.toContain("selvi");
        expect(response.headers["cache-control"]).toBe("no-store");
      }
      const page = await app.inject({
        url: "/staff/leads/inquiry-1",
        headers: { ...ownOrigin, ...(cookie && { cookie }) },
      });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe("/staff/login?next=%2Fstaff%2Fleads%2Finquiry-1");
      const post = await app.inject({
        method: "POST",
        url: "/staff/leads/inquiry-1/status",
        headers: { ...ownOrigin, ...(cookie && { cookie }), "content-type": "application/x-www-form-urlencoded" },
        payload: "status=closed",
      });
      expect(post.statusCode).toBe(401);
      expect(post.body).not.toContain("selvi");
    }
    expect(await leadStatus()).toBe("new");
  });

  it("ends a session after two idle hours, after twelve hours however active, and at sign-out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-02T03:00:00Z").getTime();
    vi.setSystemTime(start);
    const leads = (cookie: string) => app.inject({ url: "/api/staff/leads", headers: withSession(cookie) });

    const idle = await signIn(app);
    vi.setSystemTime(start + SESSION_IDLE_MS - 60_000);
    expect((await leads(idle)).statusCode).toBe(200);
    vi.setSystemTime(start + 2 * SESSION_IDLE_MS - 120_000);
    expect((await leads(idle)).statusCode).toBe(200);
    vi.setSystemTime(start + 3 * SESSION_IDLE_MS);
    expect((await leads(idle)).statusCode).toBe(401);

    vi.setSystemTime(start);
    const busy = await signIn(app);
    for (let hour = 1; hour < 12; hour++) {
      vi.setSystemTime(start + hour * 60 * 60_000);
      expect((await leads(busy)).statusCode, `hour ${hour}`).toBe(200);
    }
    vi.setSystemTime(start + SESSION_ABSOLUTE_MS + 1000);
    expect((await leads(busy)).statusCode).toBe(401);
    // An ended session is gone from the database, not only refused.
    expect(await database.db.selectFrom("staff_sessions").select("id_hash").execute()).toEqual([]);

    const current = await signIn(app);
    const out = await app.inject({ method: "POST", url: "/staff/logout", headers: withSession(current) });
    expect(out.statusCode).toBe(303);
    expect(out.cookies.filter((cookie) => cookie.name === SESSION_COOKIE).every((cookie) => cookie.value === "")).toBe(
      true,
    );
    expect((await leads(current)).statusCode).toBe(401);
  });

  it("shows a script tag and a formula a visitor typed as text, and neutralises the formula in the export", async () => {
    await saveInquiry(database.db, {
      input: {
        name: "<script>alert('name')</script>",
        email: "x@kadai.in",
        company: '=HYPERLINK("https://evil.example","Click")',
        phone: "+91 98400 12345",
        service: "other",
        message: "<img src=x onerror=alert(1)>\n@SUM(1+1)\n-2+3",
      },
      source: "chat",
      idempotencyKey: "k-evil-0001",
      channels: [],
    });
    const cookie = await signIn(app);
    const list = await app.inject({ url: "/staff", headers: withSession(cookie) });
    const page = await app.inject({ url: "/staff/leads/inquiry-2", headers: withSession(cookie) });
    for (const response of [list, page]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/<script|<img/i);
      expect(response.body).toContain("&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;");
      expect(response.headers["content-security-policy"]).not.toMatch(/script-src/);
      expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    }
    expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const csv = await app.inject({ url: "/api/staff/leads.csv", headers: withSession(cookie) });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const row = csv.body.split("\r\n").find((line) => line.startsWith("inquiry-2"))!;
    expect(row).toContain(`'=HYPERLINK(""https://evil.example"",""Click"")`);
    expect(csv.body).not.toMatch(/,=|,@|,\+91/);
    expect(csv.body).toContain(`"<img src=x onerror=alert(1)>\n@SUM(1+1)\n-2+3"`);
  });

  it("keeps an audit trail of sign-ins, status changes, notes, reads and exports: who, what, when, from where", async () => {
    await login(app, { password: "a-wrong-password-1" });
    const cookie = await signIn(app);
    const form = { ...withSession(cookie), "content-type": "application/x-www-form-urlencoded" };
    await app.inject({
      method: "POST",
      url: "/staff/leads/inquiry-1/status",
      headers: form,
      payload: "status=answered",
      remoteAddress: "203.0.113.9",
    });
    await app.inject({
      method: "POST",
      url: "/staff/leads/inquiry-1/notes",
      headers: form,
      payload: "note=Called+back",
      remoteAddress: "203.0.113.9",
    });
    for (const url of ["/staff/leads/inquiry-1", "/api/staff/leads?status=answered", "/api/staff/leads/inquiry-1"]) {
      expect((await app.inject({ url, headers: withSession(cookie), remoteAddress: "203.0.113.9" })).statusCode).toBe(
        200,
      );
    }
    await app.inject({
      url: "/api/staff/leads.csv?status=answered",
      headers: withSession(cookie),
      remoteAddress: "203.0.113.9",
    });
    await app.inject({
      method: "POST",
      url: "/staff/logout",
      headers: withSession(cookie),
      remoteAddress: "203.0.113.9",
    });
    const trail = (await recentAudit(database.db)).reverse();
    expect(trail.map(({ actor, action, target, address }) => ({ actor, action, target, address }))).toEqual([
      { actor: STAFF_EMAIL, action: "login failed", target: "", address: "203.0.113.7" },
      { actor: STAFF_EMAIL, action: "login", target: "", address: "203.0.113.7" },
      { actor: STAFF_EMAIL, action: "status", target: "inquiry-1: answered", address: "203.0.113.9" },
      { actor: STAFF_EMAIL, action: "note", target: "inquiry-1", address: "203.0.113.9" },
      { actor: STAFF_EMAIL, action: "lead page", target: "inquiry-1", address: "203.0.113.9" },
      { actor: STAFF_EMAIL, action: "api list", target: "status=answered (1)", address: "203.0.113.9" },
      { actor: STAFF_EMAIL, action: "api lead", target: "inquiry-1", address: "203.0.113.9" },
      { actor: STAFF_EMAIL, action: "export", target: "status=answered (1)", address: "203.0.113.9" },
      { actor: STAFF_EMAIL, action: "logout", target: "", address: "203.0.113.9" },
    ]);
    for (const line of trail) expect(Date.parse(line.at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
