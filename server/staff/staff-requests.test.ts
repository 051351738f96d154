import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { deliveryChannels } from "../delivery/channels";
import { saveInquiry } from "../inquiries/store";
import { testDatabases } from "../testing/databases";
import { createLoginThrottle } from "./login-throttle";
import { staffCopy } from "./pages/staff-copy";
import { isRetryChannel, STAFF_API_PATH, STAFF_PAGES_PATH, staffPagePolicy, staffRoutes } from "./routes";
import {
  ownOrigin,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sampleLead,
  sessionCookieOf,
  signIn,
  startInbox,
  withSession,
} from "./staff-testing";

const form = { "content-type": "application/x-www-form-urlencoded" };

/** Where the sign-in form on a page posts to. */
const formAction = (body: string) => /<form\b[^>]*\saction="([^"]*)"/.exec(body)?.[1]?.replaceAll("&amp;", "&");

/** Signs in by posting the form to `url` (the sign-in form's action). */
const login = (app: FastifyInstance, { url = "/staff/login", password = STAFF_PASSWORD } = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...ownOrigin, ...form },
    payload: new URLSearchParams({ email: STAFF_EMAIL, password }).toString(),
  });

/** Every staff answer: private, unindexed, and a page with its own policy. */
function expectPrivate(response: LightMyRequestResponse, what: string, page = true) {
  expect(response.headers["cache-control"], what).toBe("no-store");
  expect(response.headers["x-robots-tag"], what).toBe("noindex, nofollow");
  expect(response.headers["referrer-policy"], what).toBe("same-origin");
  if (page) expect(response.headers["content-security-policy"], what).toBe(staffPagePolicy);
}

/** Keys no lead has: not Latin-1, CR LF, NUL, and near misses of the real shape. */
const notKeys = [
  "%E0%AE%95",
  "inquiry-1%E0%AE%95",
  "inquiry-1%0D%0ALocation:%20https:%2F%2Fevil.example",
  "%0D%0A",
  "inquiry-1%00",
  "%00",
  "inquiry-0",
  "inquiry-01",
  "inquiry-1%20",
  "Inquiry-1",
  "handoff-1",
  "inquiry-99999999999",
  "..%2F..%2Fstaff",
];

describe.each(testDatabases)("staff requests at the edges ($name)", ({ open }) => {
  let database: SiteDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    database = await open();
    ({ app, close } = await startInbox(database));
    await saveInquiry(database.db, {
      input: sampleLead,
      source: "app",
      idempotencyKey: "k-lead-0001",
      channels: deliveryChannels.map((channel) => channel.name),
    });
  });
  afterEach(async () => {
    await close();
    await database.close();
  });

  const leadStatus = async () =>
    (await database.db.selectFrom("inquiries").select("status").where("id", "=", 1).executeTakeFirstOrThrow()).status;

  it("answers 404 with the staff headers for a lead key that is not one, and never puts it in a Location", async () => {
    const cookie = await signIn(app);
    const session = withSession(cookie);
    for (const key of notKeys) {
      for (const [action, payload] of [
        ["status", "status=bogus"],
        ["status", "status=closed"],
        ["retry", "channel=fax"],
        ["retry", "channel=webhook"],
        ["notes", "note=hello"],
      ] as const) {
        const response = await app.inject({
          method: "POST",
          url: `/staff/leads/${key}/${action}`,
          headers: { ...session, ...form },
          payload,
        });
        const what = `${key} ${action} ${payload}`;
        expect(response.statusCode, what).toBe(404);
        expect(response.statusMessage, what).toBe("Not Found");
        expect(response.headers.location, what).toBeUndefined();
        expect(response.body, what).toContain(staffCopy.notFound);
        expectPrivate(response, what);
      }
      const page = await app.inject({ url: `/staff/leads/${key}`, headers: session });
      expect(page.statusCode, key).toBe(404);
      expect(page.body, key).toContain(staffCopy.notFound);
      expectPrivate(page, key);
      const api = await app.inject({ url: `${STAFF_API_PATH}/leads/${key}`, headers: session });
      expect(api.statusCode, key).toBe(404);
      expect(api.json(), key).toEqual({ error: "not_found", message: "There is no such lead." });
      expectPrivate(api, key, false);
      // Without a session: still the sign-in first, nothing about the lead.
      const anonymous = await app.inject({ url: `${STAFF_API_PATH}/leads/${key}`, headers: ownOrigin });
      expect(anonymous.statusCode, key).toBe(401);
    }
    expect(await leadStatus()).toBe("new");
    // A real lead's key still leads back to its page.
    const bad = await app.inject({
      method: "POST",
      url: "/staff/leads/inquiry-1/status",
      headers: { ...session, ...form },
      payload: "status=bogus",
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe("/staff/leads/inquiry-1?problem=status");
  });

  it("keeps the page asked for through signing in, and only a staff page", async () => {
    const asked = await app.inject({ url: "/staff/leads/inquiry-1", headers: ownOrigin });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe("/staff/login?next=%2Fstaff%2Fleads%2Finquiry-1");

    const loginPage = await app.inject({ url: asked.headers.location as string, headers: ownOrigin });
    expect(loginPage.statusCode).toBe(200);
    const action = formAction(loginPage.body);
    expect(action).toBe("/staff/login?next=%2Fstaff%2Fleads%2Finquiry-1");

    // A wrong password keeps it too.
    const wrong = await login(app, { password: "not-the-password-1", url: action });
    expect(wrong.statusCode).toBe(401);
    expect(formAction(wrong.body)).toBe("/staff/login?next=%2Fstaff%2Fleads%2Finquiry-1");

    const signedIn = await login(app, { url: action });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/staff/leads/inquiry-1");
    const page = await app.inject({
      url: signedIn.headers.location as string,
      headers: withSession(sessionCookieOf(signedIn)!),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Selvi");

    // Anywhere else: the form posts to the plain sign-in, and signing in leads to the list.
    const elsewhere = [
      "//evil.example",
      "https://evil.example/staff",
      "/staff/../x",
      "/staff/%2e%2e/x",
      "/staffevil",
      "/staff\\..\\x",
      "/\\evil.example",
      "/staff/leads/inquiry-1?x=1",
      "/staff/%0D%0A",
      "%2Fstaff%2Fleads",
      "/api/staff/leads.csv",
      "/",
    ];
    for (const next of elsewhere) {
      const url = `/staff/login?${new URLSearchParams({ next })}`;
      const loginForm = await app.inject({ url, headers: ownOrigin });
      expect(formAction(loginForm.body), next).toBe("/staff/login");
      const posted = await login(app, { url });
      expect(posted.headers.location, next).toBe(STAFF_PAGES_PATH);
      const already = await app.inject({ url, headers: withSession(await signIn(app)) });
      expect(already.headers.location, next).toBe(STAFF_PAGES_PATH);
    }
  });

  it("tells a malformed (400) or an unsupported (415) request apart from its own failure", async () => {
    const cookie = await signIn(app);
    const session = withSession(cookie);
    const cases = [
      { url: "/staff/leads/inquiry-1/status", type: "application/json", payload: '{"status": ', status: 400 },
      { url: "/staff/leads/inquiry-1/notes", type: "text/plain", payload: "status=closed", status: 415 },
      { url: "/staff/leads/inquiry-1/status", type: "application/xml", payload: "<status/>", status: 415 },
      { url: "/staff/login", type: "application/json", payload: "{", status: 400 },
      { url: `${STAFF_API_PATH}/leads`, type: "application/json", payload: "{nope", status: 400 },
      { url: `${STAFF_API_PATH}/leads`, type: "application/xml", payload: "<x/>", status: 415 },
      { url: `${STAFF_API_PATH}/leads`, type: "text/plain", payload: "x", status: 415 },
    ];
    for (const { url, type, payload, status } of cases) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { ...session, "content-type": type },
        payload,
      });
      const what = `${url} ${type}`;
      expect(response.statusCode, what).toBe(status);
      expect(response.body, what).not.toContain("Something went wrong");
      const words = staffCopy.requestProblems[status]!;
      expect(words).not.toBe(staffCopy.requestProblems[500]);
      if (url.startsWith(STAFF_API_PATH)) {
        expect(response.json(), what).toEqual({ error: "refused", message: words });
        expectPrivate(response, what, false);
      } else {
        expect(response.body, what).toContain(words.replace(/'/g, "&#x27;"));
        expectPrivate(response, what);
      }
    }
    expect(await leadStatus()).toBe("new");
  });

  it("retries exactly the channels the registry knows", async () => {
    const names = deliveryChannels.map((channel) => channel.name);
    const cookie = await signIn(app);
    const retry = (channel: string) =>
      app.inject({
        method: "POST",
        url: "/staff/leads/inquiry-1/retry",
        headers: { ...withSession(cookie), ...form },
        payload: new URLSearchParams({ channel }).toString(),
      });
    await database.db.updateTable("outbox").set({ status: "failed", attempts: 5, last_error: "down" }).execute();
    for (const name of names) {
      const response = await retry(name);
      expect(response.headers.location, name).toBe("/staff/leads/inquiry-1?done=retry");
    }
    const rows = await database.db.selectFrom("outbox").select(["channel", "status"]).execute();
    expect(rows.map((row) => row.status)).toEqual(names.map(() => "pending"));
    await database.db.updateTable("outbox").set({ status: "failed" }).execute();
    for (const name of ["fax", "SMTP", "smtp ", "constructor", "__proto__", ""]) {
      const response = await retry(name);
      expect(response.headers.location, name).toBe("/staff/leads/inquiry-1?problem=retry");
    }
    const after = await database.db.selectFrom("outbox").select("status").execute();
    expect(after.map((row) => row.status)).toEqual(names.map(() => "failed"));

    // A channel added to the registry is accepted at once, with no other list to update.
    const registry = deliveryChannels as unknown as { name: string }[];
    registry.push({ ...deliveryChannels[0], name: "fax" });
    try {
      await database.db
        .insertInto("outbox")
        .values({
          inquiry_id: 1,
          channel: "fax" as (typeof names)[number],
          status: "failed",
          attempts: 5,
          next_attempt_at: new Date().toISOString(),
          last_error: "down",
          claimed_until: null,
          claim_token: null,
          sent_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      expect((await retry("fax")).headers.location).toBe("/staff/leads/inquiry-1?done=retry");
      expect(isRetryChannel("fax")).toBe(true);
    } finally {
      registry.pop();
    }
    for (const name of names) expect(isRetryChannel(name), name).toBe(true);
    expect(isRetryChannel("fax")).toBe(false);
  });
});

describe.each(testDatabases)("a staff answer that fails on its way out ($name)", ({ open }) => {
  let database: SiteDatabase;
  let app: FastifyInstance;
  beforeEach(async () => {
    database = await open();
    app = Fastify();
    // The staff routes, and in their scope routes whose answer fails as it is written.
    await app.register(async (scope) => {
      await staffRoutes(scope, { database, throttle: createLoginThrottle(), wakeDelivery: () => {} });
      scope.get("/staff/broken-redirect", async (_request, reply) => reply.redirect("/staff/leads/\u0b95", 303));
      scope.get("/staff/broken-header", async (_request, reply) =>
        reply.header("x-note", "one\r\ntwo").type("text/html; charset=utf-8").send("<p>hi</p>"),
      );
      scope.get("/staff/throws", async () => {
        throw new Error("the database went away");
      });
      scope.get(`${STAFF_API_PATH}/broken-header`, async (_request, reply) =>
        reply.header("x-note", "nul\u0000").send({ ok: true }),
      );
    });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it("still answers with the staff headers, the inbox's own words and an honest status line", async () => {
    for (const url of ["/staff/broken-redirect", "/staff/broken-header", "/staff/throws"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(500);
      expect(response.statusMessage, url).toBe("Internal Server Error");
      expect(response.headers.location, url).toBeUndefined();
      expect(response.headers["x-note"], url).toBeUndefined();
      expect(response.body, url).toContain(staffCopy.requestProblems[500]);
      expectPrivate(response, url);
    }
    const api = await app.inject({ url: `${STAFF_API_PATH}/broken-header` });
    expect(api.statusCode).toBe(500);
    expect(api.statusMessage).toBe("Internal Server Error");
    expect(api.json()).toEqual({ error: "refused", message: staffCopy.requestProblems[500] });
    expectPrivate(api, "api", false);
  });
});
