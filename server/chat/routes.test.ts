import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { extractReplyText } from "../../app/lib/chat/reply";
import { buildApp } from "../app";
import { readServerConfig } from "../config";
import { openDatabase, type SiteDatabase } from "../db/database";
import { loadSiteFiles } from "../site-files";
import { startFakeEndpoint } from "../testing/fake-http";

let siteRoot: string;
let webhook: Awaited<ReturnType<typeof startFakeEndpoint>>;
let database: SiteDatabase;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), "site-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "404",
    "__spa-fallback.html": "shell",
  })) {
    await mkdir(path.dirname(path.join(siteRoot, file)), { recursive: true });
    await writeFile(path.join(siteRoot, file), body);
  }
  webhook = await startFakeEndpoint();
  database = await openDatabase({ kind: "sqlite", file: ":memory:" });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

afterAll(async () => {
  await webhook.close();
  await database.close();
  await rm(siteRoot, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const config = readServerConfig({ LOG_LEVEL: "silent", DELIVERY_INTERVAL_MS: "3600000", ...env });
  app = await buildApp({ config, site: await loadSiteFiles(siteRoot), database });
  return app;
}

const message = { chatInput: "  What are your hours?  ", sessionId: "1732060000000-abc123", metadata: {} };
const chat = (server: FastifyInstance, payload: unknown) =>
  server.inject({ method: "POST", url: "/api/chat", payload: payload as object });

describe("POST /api/chat with the built-in assistant", () => {
  it("answers from the site's content in the output field", async () => {
    const response = await chat(await start(), message);
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toContain("Monday to Friday, 9:00 AM to 6:00 PM IST");
  });

  it.each([
    ["an empty message", { ...message, chatInput: "   " }],
    ["a missing message", { sessionId: message.sessionId }],
    ["a message over 2000 characters", { ...message, chatInput: "x".repeat(2001) }],
    ["a bad session id", { ...message, sessionId: "../../etc" }],
    ["metadata that is not an object", { ...message, metadata: [1] }],
    ["oversized metadata", { ...message, metadata: { blob: "x".repeat(3000) } }],
  ])("answers %s with a clear 400", async (_label, payload) => {
    const response = await chat(await start(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "bad_request", message: expect.any(String) });
  });

  it("answers a body over 16 KB with 413", async () => {
    const response = await chat(await start(), { ...message, metadata: { blob: "x".repeat(20_000) } });
    expect(response.statusCode).toBe(413);
  });

  it("rate limits per client address", async () => {
    const server = await start({ CHAT_RATE_LIMIT_PER_MINUTE: "3" });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await chat(server, message)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("POST /api/chat through a chat webhook", () => {
  const withWebhook = () =>
    start({
      CHAT_WEBHOOK_URL: webhook.url,
      CHAT_WEBHOOK_BASIC_AUTH: "bot:s3cret",
      CHAT_WEBHOOK_HEADER: "X-Api-Key: key-123",
      CHAT_WEBHOOK_TIMEOUT_MS: "300",
    });

  it("forwards the message with action sendMessage and the credentials", async () => {
    webhook.answer(200, JSON.stringify({ output: "Hello from n8n" }), { contentType: "application/json" });
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(200);
    const sent = webhook.received.at(-1)!;
    expect(JSON.parse(sent.body)).toEqual({
      chatInput: "What are your hours?",
      sessionId: message.sessionId,
      metadata: {},
      action: "sendMessage",
    });
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from("bot:s3cret").toString("base64")}`);
    expect(sent.headers["x-api-key"]).toBe("key-123");
  });

  it.each([
    [{ output: "o" }, "o"],
    [{ response: "r" }, "r"],
    [{ message: "m" }, "m"],
    [{ text: "t" }, "t"],
    [{ result: "re" }, "re"],
    [{ content: "c" }, "c"],
    [{ answer: "a" }, "a"],
    [{ reply: "rp" }, "rp"],
    [{ data: "d" }, "d"],
    [{ data: { response: "dr" } }, "dr"],
    [{ data: { message: "dm" } }, "dm"],
    [[{ output: "array" }], "array"],
    ["plain string", "plain string"],
  ])("passes the answer %j through untouched", async (answer, text) => {
    webhook.answer(200, JSON.stringify(answer), { contentType: "application/json" });
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(answer));
    expect(extractReplyText(response.json())).toBe(text);
  });

  it("passes a non-JSON answer through as text", async () => {
    webhook.answer(200, "Just text, no JSON", { contentType: "text/plain" });
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/plain/);
    expect(response.body).toBe("Just text, no JSON");
  });

  it("turns an upstream 500 into a 502", async () => {
    webhook.answer(500, "boom");
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("upstream_failed");
  });

  it("turns an upstream timeout into a 502", async () => {
    webhook.answer(200, "{}", { contentType: "application/json", delayMs: 2000 });
    const started = Date.now();
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("turns an unreachable webhook into a 502", async () => {
    const response = await chat(await start({ CHAT_WEBHOOK_URL: "http://127.0.0.1:9/hook" }), message);
    expect(response.statusCode).toBe(502);
  });

  it("refuses bad webhook settings at start, naming them", async () => {
    expect(() => readServerConfig({ CHAT_WEBHOOK_URL: "n8n" })).toThrow(/^Setting CHAT_WEBHOOK_URL /);
    expect(() => readServerConfig({ CHAT_WEBHOOK_URL: webhook.url, CHAT_WEBHOOK_BASIC_AUTH: "nocolon" })).toThrow(
      /^Setting CHAT_WEBHOOK_BASIC_AUTH /,
    );
    expect(() => readServerConfig({ CHAT_WEBHOOK_URL: webhook.url, CHAT_WEBHOOK_HEADER: "bad header" })).toThrow(
      /^Setting CHAT_WEBHOOK_HEADER /,
    );
  });
});
