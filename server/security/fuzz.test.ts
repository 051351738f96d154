import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import { openDatabase, type SiteDatabase } from "../db/database";
import { loadSiteFiles } from "../site-files";

/**
 * Thousands of generated malformed requests against every API endpoint: wrong types, huge
 * and odd strings, prototype-pollution keys, markup, broken JSON and form bodies. None may
 * get a 5xx, and nothing stored may contain markup.
 */
let app: FastifyInstance;
let database: SiteDatabase;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), "fuzz-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "Page Not Found",
    "__spa-fallback.html": "shell",
    "contact/problem/index.html": '<ul id="form-problems"></ul>',
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  const config = readServerConfig({
    LOG_LEVEL: "silent",
    SQLITE_FILE: ":memory:",
    RATE_LIMIT_MAX: "100000",
    CHAT_RATE_LIMIT_PER_MINUTE: "100000",
  });
  database = await openDatabase(config.database);
  app = await buildApp({ config, site: await loadSiteFiles(root), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
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

describe("API fuzzing", () => {
  it("answers thousands of malformed requests without a server error", async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const { contentType, payload } = payloadOf(input);
        const response = await app.inject({
          method: "POST",
          url: input.url,
          headers: { "content-type": contentType },
          payload,
        });
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${input.url} ${payload.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 3000, seed: 20261121 },
    );
    // The run reached both the validation errors and real successes.
    expect(seen.get(400)).toBeGreaterThan(0);
    expect([...seen.keys()].some((status) => status < 300)).toBe(true);
  });

  it("stores no markup and pollutes no prototype", async () => {
    const inquiries = await database.db.selectFrom("inquiries").selectAll().execute();
    expect(inquiries.length).toBeGreaterThan(50);
    for (const row of inquiries) {
      for (const value of [row.name, row.email, row.company, row.phone, row.message]) {
        expect(String(value ?? "")).not.toMatch(/<\/?[a-z!][^>]*>/i);
      }
    }
    const subscriptions = await database.db.selectFrom("newsletter_subscriptions").select("email").execute();
    for (const { email } of subscriptions) expect(email).not.toMatch(/[<>"']/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
