import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { testDatabases } from "../testing/databases";
import { fixtureSite } from "../testing/site-fixture";

/**
 * Thousands of generated malformed requests against every API endpoint: wrong types, huge
 * and odd strings, prototype-pollution keys, markup, control, bidi and zero-width characters,
 * broken JSON and form bodies. On every test database: none may get a 5xx, and nothing stored
 * may contain a control character, a lone surrogate or a bidi override (markup is stored as
 * written and escaped where it is shown).
 */
let fixture: Awaited<ReturnType<typeof fixtureSite>>;

beforeAll(async () => {
  fixture = await fixtureSite();
});

afterAll(async () => {
  await fixture.remove();
});

const endpoints = ["/api/inquiries", "/api/newsletter", "/api/chat"] as const;
const nastyKeys = ["__proto__", "constructor", "prototype", "toString", "name", "email", "message", "chatInput"];
const markup = fc.constantFrom(
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<b>bold</b>",
  "<!-- c -->",
  "</textarea><svg/onload=alert(1)>",
  "javascript:alert(1)",
);
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  markup,
  fc.constantFrom("a".repeat(6000), "\u0000\uFFFF\uD800", "𝕮𝖑𝖊𝖛𝖊𝖗 🤖", "owner@kadai.in", "   "),
);
const field = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));
/** Valid enough to be stored, with markup and odd text mixed into every field. */
const nearlyValid = fc.record({
  name: text.map((extra) => `Priya ${extra}`),
  email: fc.constantFrom("owner@kadai.in", "sales@store.co.in"),
  company: text,
  phone: text,
  message: fc.tuple(markup, text).map(([tag, extra]) => `We take orders on WhatsApp ${tag} ${extra}`),
  chatInput: text,
  sessionId: fc.string({ maxLength: 40 }),
});
const body = fc.oneof(
  nearlyValid,
  fc.record(
    {
      name: field,
      email: field,
      company: field,
      phone: field,
      message: field,
      service: field,
      chatInput: field,
      sessionId: field,
      metadata: field,
      source: field,
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.constantFrom(...nastyKeys), field, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const request = fc.record({
  url: fc.constantFrom(...endpoints),
  encoding: fc.constantFrom("json", "form", "raw"),
  body,
  raw: text,
});

function payloadOf(
  input: fc.Arbitrary<unknown> extends never ? never : { encoding: string; body: unknown; raw: string },
) {
  if (input.encoding === "raw") return { contentType: "application/json", payload: input.raw };
  if (input.encoding === "form") {
    const entries = typeof input.body === "object" && input.body !== null ? Object.entries(input.body) : [];
    const form = new URLSearchParams(
      entries.map(([key, value]) => [key, typeof value === "string" ? value : (JSON.stringify(value) ?? "")]),
    );
    return { contentType: "application/x-www-form-urlencoded", payload: form.toString() };
  }
  return { contentType: "application/json", payload: JSON.stringify(input.body) ?? "null" };
}

/**
 * Characters that hide in text: NUL and other controls, bidi overrides and isolates, zero-width
 * characters. Text keeps the isolates and zero-width ones and loses the rest; cleanEmail trims
 * none of them (not even U+FEFF), so an email holding one, anywhere, is invalid.
 */
const hidden = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u202E",
  "\u2066",
  "\u200B",
  "\uFEFF",
);
/** What intake removes from text (the others above are kept, and shown escaped). */
const removed = fc.constantFrom("\u0000", "\u0007", "\u001B", "\u007F", "\u0085", "\u202E");
/** In a text field line breaks and tabs too, which only the message keeps (as "\n"). */
const hiddenOrBreak = fc.oneof(hidden, fc.constantFrom("\r\n", "\r", "\n", "\t"));

/** The text with one to four of the characters put in at any places, the ends included. */
function sprinkled(base: fc.Arbitrary<string>, characters: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(base, fc.array(fc.tuple(characters, fc.nat()), { minLength: 1, maxLength: 4 }))
    .map(([text, inserts]) =>
      inserts.reduce((out, [character, at]) => {
        const index = at % (out.length + 1);
        return out.slice(0, index) + character + out.slice(index);
      }, text),
    );
}

const localPart = fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/);
const plainEmail = localPart.map((local) => `${local}@kadai.in`);
/** An address either clean or with a hidden character in it: the latter must be refused. */
const maybeHiddenEmail = fc.oneof(
  plainEmail.map((email) => ({ email, hidden: false })),
  sprinkled(plainEmail, hidden).map((email) => ({ email, hidden: true })),
);
/** A valid inquiry (or chat handoff) with the characters in every field but, sometimes, the email. */
const hiddenInquiry = fc.record({
  email: maybeHiddenEmail,
  fields: fc.record({
    name: sprinkled(fc.constantFrom("Priya Raman", "அருண் குமார்"), hiddenOrBreak),
    company: sprinkled(fc.constantFrom("Kadai Stores", "Te\u0301st & Co"), hiddenOrBreak),
    phone: sprinkled(fc.constantFrom("+91 98400 12345", "9840012345"), hiddenOrBreak),
    // A service is one of the list's values: only what intake removes leaves it the same one.
    service: sprinkled(fc.constantFrom("demo", "whatsapp", "pricing"), removed),
    message: sprinkled(
      fc.constantFrom("We take 200 orders a day.\nPlease call.", "Chat on /pricing\r\nVisitor: hi"),
      hiddenOrBreak,
    ),
  }),
  source: fc.constantFrom("contact", "chat"),
  encoding: fc.constantFrom("json", "form"),
});
const hiddenSignup = fc.record({
  email: maybeHiddenEmail,
  source: fc.oneof(fc.constantFrom("blog", "footer"), sprinkled(fc.constant("footer"), hidden)),
  encoding: fc.constantFrom("json", "form"),
});

/** What intake removes (app/lib/inquiry/clean-text.ts): controls, lone surrogates, bidi embeddings and overrides. */
const unwantedInLine = /[\p{Cc}\p{Cs}\u202A-\u202E]/u;
const unwantedInMessage = /[^\P{Cc}\n\t]|[\p{Cs}\u202A-\u202E]/u;
/** What an email may not hold at all (app/lib/inquiry/email.ts). */
const unwantedInEmail = /[\p{Cc}\p{Cf}\p{Cs}]/u;

function encoded(encoding: string, body: Record<string, string>) {
  return encoding === "form"
    ? { contentType: "application/x-www-form-urlencoded", payload: new URLSearchParams(body).toString() }
    : { contentType: "application/json", payload: JSON.stringify(body) };
}

// The same counts on PostgreSQL: each stored row is a round trip there, yet the whole file
// stays within seconds on a local server.
const runs = { malformed: 3000, hidden: 1000 };

describe.each(testDatabases)("API fuzzing on $name", ({ open }) => {
  let app: FastifyInstance;
  let database: SiteDatabase;

  beforeAll(async () => {
    database = await open();
    const config = readServerConfig({
      LOG_LEVEL: "silent",
      RATE_LIMIT_MAX: "100000",
      CHAT_RATE_LIMIT_PER_MINUTE: "100000",
    });
    app = await buildApp({ config, site: fixture.site, database });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, { contentType, payload }: { contentType: string; payload: string }) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": contentType, origin: "https://www.cleverobotics.com" },
      payload,
    });

  it("answers thousands of malformed requests without a server error", async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const encodedInput = payloadOf(input);
        const response = await post(input.url, encodedInput);
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${input.url} ${encodedInput.payload.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: runs.malformed, seed: 20261121 },
    );
    // The run reached both the validation errors and real successes.
    expect(seen.get(400)).toBeGreaterThan(0);
    expect([...seen.keys()].some((status) => status < 300)).toBe(true);
  });

  it("takes inquiries with control, bidi and zero-width characters, and refuses such an email", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(hiddenInquiry, async ({ email, fields, source, encoding }) => {
        const payload = encoded(encoding, { ...fields, email: email.email, source });
        const response = await post("/api/inquiries", payload);
        const context = `${encoding} ${JSON.stringify(payload.payload)}`;
        if (!email.hidden) {
          if (encoding === "form") expect(response.statusCode, context).toBe(303);
          else expect([200, 201], context).toContain(response.statusCode);
          accepted += 1;
        } else if (encoding === "form") {
          expect(response.statusCode, context).toBe(400);
          expect(response.body, context).toContain("Please enter a valid email");
        } else {
          expect(response.statusCode, context).toBe(400);
          expect(response.json().errors, context).toEqual({ email: "Please enter a valid email" });
        }
      }),
      { numRuns: runs.hidden, seed: 20260817 },
    );
    expect(accepted).toBeGreaterThan(runs.hidden / 4);
  });

  it("takes newsletter signups only with a clean email, and keeps a valid source", async () => {
    await fc.assert(
      fc.asyncProperty(hiddenSignup, async ({ email, source, encoding }) => {
        const response = await post("/api/newsletter", encoded(encoding, { email: email.email, source }));
        if (email.hidden) {
          expect(response.statusCode, JSON.stringify(email.email)).toBe(400);
          expect(response.json()).toMatchObject({
            message: "Please enter a valid email",
            errors: { email: "Please enter a valid email" },
          });
          return;
        }
        expect([200, 201]).toContain(response.statusCode);
        const stored = await database.db
          .selectFrom("newsletter_subscriptions")
          .select("source")
          .where("email", "=", email.email)
          .executeTakeFirstOrThrow();
        if (response.statusCode === 201)
          expect(stored.source).toBe(["blog", "footer"].includes(source) ? source : "blog");
      }),
      { numRuns: runs.hidden, seed: 20260818 },
    );
  });

  it("stores no control character, lone surrogate or bidi override, and pollutes no prototype", async () => {
    const inquiries = await database.db.selectFrom("inquiries").selectAll().execute();
    expect(inquiries.length).toBeGreaterThan(50);
    for (const row of inquiries) {
      expect(row.email, JSON.stringify(row.email)).not.toMatch(unwantedInEmail);
      for (const value of [row.name, row.company, row.phone, row.service]) {
        expect(String(value ?? ""), JSON.stringify(value)).not.toMatch(unwantedInLine);
      }
      expect(String(row.message ?? ""), JSON.stringify(row.message)).not.toMatch(unwantedInMessage);
    }
    const subscriptions = await database.db.selectFrom("newsletter_subscriptions").select("email").execute();
    expect(subscriptions.length).toBeGreaterThan(50);
    for (const { email } of subscriptions) {
      expect(email).not.toMatch(/[<>"']/);
      expect(email, JSON.stringify(email)).not.toMatch(unwantedInEmail);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
