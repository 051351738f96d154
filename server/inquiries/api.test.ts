import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as tamil from "../../app/content/ta/chrome";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { testDatabases } from "../testing/databases";
import { startFakeEndpoint } from "../testing/fake-http";
import { fixtureSite } from "../testing/site-fixture";
import { INQUIRY_BODY_LIMIT } from "./routes";

const valid = {
  name: "Priya Raman",
  email: "priya@kadai.in",
  company: "Kadai Stores",
  phone: "+91 98400 00000",
  service: "whatsapp",
  message: "We take 200 orders a day on WhatsApp and lose track of half of them.",
};

/** What a browser sends with a post from one of our pages. */
const fromOurSite = { origin: "https://www.cleverobotics.com" };

let fixture: Awaited<ReturnType<typeof fixtureSite>>;
let endpoint: Awaited<ReturnType<typeof startFakeEndpoint>>;

beforeAll(async () => {
  fixture = await fixtureSite();
  endpoint = await startFakeEndpoint();
});

afterAll(async () => {
  await endpoint.close();
  await fixture.remove();
});

describe.each(testDatabases)("inquiry API on $name", ({ open }) => {
  let database: SiteDatabase;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await open();
    const config = readServerConfig({
      LOG_LEVEL: "silent",
      RATE_LIMIT_MAX: "20",
      DELIVERY_INTERVAL_MS: "3600000",
      INQUIRY_WEBHOOK_URL: endpoint.url,
      INQUIRY_WEBHOOK_SECRET: "a-long-enough-shared-secret",
    });
    app = await buildApp({ config, site: fixture.site, database });
    await app.deliveryWorker.stop(); // deliveries are tested in delivery.test.ts
  });

  afterEach(async () => {
    await app.close();
    await database.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: payload as object,
      headers: { ...fromOurSite, ...headers },
    });
  const count = async (table: "inquiries" | "outbox" | "newsletter_subscriptions") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores a valid inquiry with one outbox row per channel and answers 201 with its id", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await database.db.selectFrom("inquiries").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...valid, public_id: id, source: "app" });
    const outbox = await database.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: "webhook", status: "pending", attempts: 0 });
  });

  it("stores a chat handoff with a phone and the transcript, as source chat, delivered like a form lead", async () => {
    const transcript = "Chat on /pricing (2026-11-23)\n\nVisitor: how much is Pro?\nAssistant: ₹39,999 a month.";
    const handoff = { source: "chat", name: "Priya", phone: "+91 98400 12345", email: "", message: transcript };
    const response = await post(handoff, { "idempotency-key": "chat-handoff-0001" });
    expect(response.statusCode).toBe(201);
    const again = await post(handoff, { "idempotency-key": "chat-handoff-0001" });
    expect(again.json().id).toBe(response.json().id);
    const stored = await database.db.selectFrom("inquiries").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: "Priya", phone: "+91 98400 12345", message: transcript, source: "chat" });
    expect(await count("outbox")).toBe(1);
  });

  it("answers a chat handoff without a phone or an email with that error, and stores nothing", async () => {
    const response = await post({ source: "chat", name: "Priya", message: "Visitor: hello there, call me" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ phone: "Please give a phone number or an email" });
    expect(await count("inquiries")).toBe(0);
  });

  it("answers 400 with every field error and stores nothing", async () => {
    const response = await post({ name: "P", email: "nope", message: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "validation_failed",
      message: "Some fields need your attention.",
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email",
        message: "Message must be at least 10 characters",
      },
    });
    expect(await count("inquiries")).toBe(0);
  });

  it.each([
    ["an empty body", undefined],
    ["an array", [1, 2]],
    ["wrong types", { name: ["a"], email: 5, message: { x: 1 } }],
  ])("answers %s with 400, never 500", async (_label, payload) => {
    const response = await post(payload ?? "", { "content-type": "application/json" });
    expect(response.statusCode).toBe(400);
    expect(await count("inquiries")).toBe(0);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: '{"name": "Priya",',
      headers: { ...fromOurSite, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("bad_request");
  });

  it("answers an oversized body with 413 and stores nothing", async () => {
    const response = await post({ ...valid, message: "x".repeat(INQUIRY_BODY_LIMIT + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe("payload_too_large");
    expect(await count("inquiries")).toBe(0);
  });

  it("answers an unsupported body type with 415", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: "x",
      headers: { ...fromOurSite, "content-type": "text/csv" },
    });
    expect(response.statusCode).toBe(415);
  });

  it("stores markup-looking text as written", async () => {
    await post({
      ...valid,
      name: "<b>Priya</b> Raman",
      company: '<img src=x onerror="alert(1)">Kadai',
      message: "Hello <script>alert(1)</script>team, we need a WhatsApp bot.",
    });
    const stored = await database.db.selectFrom("inquiries").selectAll().executeTakeFirstOrThrow();
    expect(stored.name).toBe("<b>Priya</b> Raman");
    expect(stored.company).toBe('<img src=x onerror="alert(1)">Kadai');
    expect(stored.message).toBe("Hello <script>alert(1)</script>team, we need a WhatsApp bot.");
  });

  it("stores one inquiry for repeated posts with one idempotency key", async () => {
    const headers = { "idempotency-key": "form-attempt-123456" };
    const first = await post(valid, headers);
    const again = await post(valid, headers);
    const racing = await Promise.all(Array.from({ length: 5 }, () => post(valid, headers)));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    for (const response of [again, ...racing]) expect(response.json().id).toBe(first.json().id);
    expect(await count("inquiries")).toBe(1);
    expect(await count("outbox")).toBe(1);
  });

  it("stores different inquiries with different keys", async () => {
    await post(valid, { "idempotency-key": "attempt-aaaaaaaa" });
    await post(valid, { "idempotency-key": "attempt-bbbbbbbb" });
    expect(await count("inquiries")).toBe(2);
  });

  it("accepts a plain form post, redirects to the thank-you page, and dedupes a double submit", async () => {
    const body = new URLSearchParams(valid).toString();
    const headers = { ...fromOurSite, "content-type": "application/x-www-form-urlencoded" };
    const first = await app.inject({ method: "POST", url: "/api/inquiries", payload: body, headers });
    const second = await app.inject({ method: "POST", url: "/api/inquiries", payload: body, headers });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact/sent");
    }
    expect(await count("inquiries")).toBe(1);
    expect((await database.db.selectFrom("inquiries").select("source").executeTakeFirstOrThrow()).source).toBe("form");
  });

  it("shows a form post's errors on the problem page", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: new URLSearchParams({ name: "", email: "x", message: "" }).toString(),
      headers: { ...fromOurSite, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain(
      '<ul id="form-problems" class="x"><li>Name is required</li><li>Please enter a valid email</li><li>Message is required</li></ul>',
    );
  });

  it("records the language of the page it came from, English when none is given or it is unknown", async () => {
    await post({ ...valid, language: "ta" }, { "idempotency-key": "language-ta-0001" });
    await post(valid, { "idempotency-key": "language-en-0001" });
    await post({ ...valid, language: "fr" }, { "idempotency-key": "language-xx-0001" });
    const rows = await database.db.selectFrom("inquiries").select("language").orderBy("id").execute();
    expect(rows.map((row) => row.language)).toEqual(["ta", "en", "en"]);
  });

  it("answers a Tamil page's form post in Tamil: its errors on the Tamil problem page, its thanks on the Tamil page", async () => {
    const headers = { ...fromOurSite, "content-type": "application/x-www-form-urlencoded" };
    const invalid = await app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: new URLSearchParams({ name: "", email: "x", message: "", language: "ta" }).toString(),
      headers,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("உங்கள் மெசேஜ் அனுப்பப்படவில்லை");
    expect(invalid.body).toContain(
      `<li>${tamil.inquiryMessages.nameRequired}</li><li>${tamil.inquiryMessages.emailInvalid}</li><li>${tamil.inquiryMessages.messageRequired}</li>`,
    );
    expect(await count("inquiries")).toBe(0);
    const sent = await app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: new URLSearchParams({ ...valid, language: "ta" }).toString(),
      headers,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/ta/contact/sent");
    expect((await database.db.selectFrom("inquiries").select("language").executeTakeFirstOrThrow()).language).toBe(
      "ta",
    );
  });

  it("answers a Tamil page's JSON post with the Tamil messages", async () => {
    const response = await post({ name: "P", email: "nope", message: "short", language: "ta" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: tamil.inquiryMessages.nameTooShort,
      email: tamil.inquiryMessages.emailInvalid,
      message: tamil.inquiryMessages.messageTooShort,
    });
  });

  it("pretends to accept a filled honeypot but stores nothing", async () => {
    const response = await post({ ...valid, website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(await count("inquiries")).toBe(0);
  });

  it("answers 429 with a clear message past the rate limit", async () => {
    const responses = [];
    for (let i = 0; i < 21; i++)
      responses.push(await post({ ...valid }, { "idempotency-key": `attempt-${i}-xxxxxxxx` }));
    expect(responses.slice(0, 20).every((response) => response.statusCode < 300)).toBe(true);
    const limited = responses[20]!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: "rate_limited",
      message: expect.stringMatching(/several messages in a short time/),
    });
    expect(await count("inquiries")).toBe(20);
  });

  describe("newsletter", () => {
    const subscribe = (payload: unknown) =>
      app.inject({ method: "POST", url: "/api/newsletter", headers: fromOurSite, payload: payload as object });

    it("stores one subscription per address", async () => {
      expect((await subscribe({ email: "Owner@Shop.in" })).statusCode).toBe(201);
      const again = await subscribe({ email: "owner@shop.in ", source: "waitlist" });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: "already_subscribed" });
      expect(await count("newsletter_subscriptions")).toBe(1);
    });

    it("needs a valid email", async () => {
      const response = await subscribe({ email: "not-an-email" });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: "Please enter a valid email" });
      expect((await subscribe({})).json().errors).toEqual({ email: "Email is required" });
      expect(await count("newsletter_subscriptions")).toBe(0);
    });
  });
});
