import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../config";
import { assistantThatMustNotAnswer, startChatApp } from "../testing/chat-app";
import { startFakeEndpoint } from "../testing/fake-http";
import { type FakeN8n, n8nAnswer, startFakeN8n } from "../testing/fake-n8n";
import type { Assistant } from "./assistant";

let n8n: FakeN8n;
let running: Awaited<ReturnType<typeof startChatApp>> | undefined;

beforeAll(async () => {
  n8n = await startFakeN8n();
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await n8n.close();
});

async function start(env: Record<string, string> = {}, assistant?: Assistant): Promise<FastifyInstance> {
  running = await startChatApp(env, { assistant });
  return running.app;
}

const withWebhook = (env: Record<string, string> = {}) =>
  start(
    {
      CHAT_WEBHOOK_URL: n8n.url,
      CHAT_WEBHOOK_BASIC_AUTH: "bot:s3cret",
      CHAT_WEBHOOK_HEADER: "X-Api-Key: key-123",
      CHAT_FIRST_BYTE_TIMEOUT_MS: "300",
      CHAT_IDLE_TIMEOUT_MS: "300",
      CHAT_MAX_ANSWER_MS: "2000",
      ...env,
    },
    assistantThatMustNotAnswer,
  );

/** Answers every question the same way, where what it says does not matter (and its index would take a while). */
const cannedAssistant: Assistant = { answer: () => "Canned answer." };

const metadata = { path: "/pricing", title: "Pricing", language: "en" };
/** What the panel's posts carry: the Origin of the page it runs on. */
const fromOurSite = { origin: "https://www.cleverobotics.com" };
const message = { chatInput: "  What are your hours?  ", sessionId: "1732060000000-abc123", metadata };
const chat = (server: FastifyInstance, payload: unknown) =>
  server.inject({ method: "POST", url: "/api/chat", headers: fromOurSite, payload: payload as object });

describe("POST /api/chat with the built-in assistant", () => {
  it("answers from the site's content in the output field", async () => {
    const response = await chat(await start(), message);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.json().output).toContain("Monday to Friday, 9:00 AM to 6:00 PM IST");
  });

  it("gives the assistant the trimmed question, the session and the page language", async () => {
    const asked: unknown[] = [];
    const assistant: Assistant = {
      answer: (question: string, context: { sessionId: string; language?: string }) => {
        asked.push([question, context]);
        return "answer";
      },
    };
    const server = await start({}, assistant);
    await chat(server, message);
    await chat(server, { ...message, metadata: { language: 7 } });
    expect(asked).toEqual([
      ["What are your hours?", { sessionId: message.sessionId, language: "en" }],
      ["What are your hours?", { sessionId: message.sessionId, language: undefined }],
    ]);
  });

  it("has no previous session to load", async () => {
    const response = await chat(await start({}, cannedAssistant), {
      action: "loadPreviousSession",
      sessionId: message.sessionId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
  });

  it.each([
    ["an empty message", { ...message, chatInput: "   " }],
    ["a missing message", { sessionId: message.sessionId }],
    ["a message over 2000 characters", { ...message, chatInput: "x".repeat(2001) }],
    ["a bad session id", { ...message, sessionId: "../../etc" }],
    ["a missing session id on loadPreviousSession", { action: "loadPreviousSession" }],
    ["metadata that is not an object", { ...message, metadata: [1] }],
    ["oversized metadata", { ...message, metadata: { blob: "x".repeat(3000) } }],
    ["an unknown action", { ...message, action: "deleteSession" }],
    ["an action that is not a string", { ...message, action: 1 }],
  ])("answers %s with a clear 400", async (_label, payload) => {
    const response = await chat(await start({}, cannedAssistant), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "bad_request", message: expect.any(String) });
  });

  it("answers a body over 16 KB with 413", async () => {
    const response = await chat(await start({}, cannedAssistant), {
      ...message,
      metadata: { blob: "x".repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
  });

  it("rate limits per client address, saying when to retry", async () => {
    const server = await start({ CHAT_RATE_LIMIT_PER_MINUTE: "3" }, cannedAssistant);
    const responses = [];
    for (let i = 0; i < 4; i++) responses.push(await chat(server, message));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    const limited = responses[3]!;
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ error: "rate_limited", message: expect.any(String) });
  });
});

describe("POST /api/chat through an n8n chat webhook, answers in one body", () => {
  it("forwards the message, its metadata and the credentials with action sendMessage", async () => {
    n8n.answer(n8nAnswer.json({ output: "Hello from n8n" }));
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(200);
    const sent = n8n.requests.at(-1)!;
    expect(sent.body).toEqual({
      action: "sendMessage",
      chatInput: "What are your hours?",
      sessionId: message.sessionId,
      metadata,
    });
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from("bot:s3cret").toString("base64")}`);
    expect(sent.headers["x-api-key"]).toBe("key-123");
    expect(sent.headers.accept).toBe("application/json, text/plain;q=0.9");
    expect(sent.headers["content-type"]).toBe("application/json");
  });

  it.each([[{ output: "o" }], [{ data: { response: "dr" } }], [[{ output: "array" }]], ["plain string"], [{}], [""]])(
    "passes the JSON answer %j through untouched",
    async (answer) => {
      n8n.answer(n8nAnswer.json(answer));
      const response = await chat(await withWebhook(), message);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.body).toBe(JSON.stringify(answer));
    },
  );

  it.each([
    ["text/plain", "Just text, no JSON", "text/plain; charset=utf-8"],
    ["text/html; charset=utf-8", "<script>alert(1)</script>", "text/plain; charset=utf-8"],
    ["application/xml", "<a/>", "text/plain; charset=utf-8"],
    ["application/problem+json", '{"title":"x"}', "application/json; charset=utf-8"],
    ["application/json", "", "application/json; charset=utf-8"],
  ])("sends an answer of type %s with the body unchanged as %s", async (upstreamType, body, sentType) => {
    n8n.answer(n8nAnswer.text(body, upstreamType));
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(sentType);
    expect(response.body).toBe(body);
  });

  it("sends an answer without a content type as text", async () => {
    n8n.answer({ kind: "body", status: 200, body: "no type" });
    const response = await chat(await withWebhook(), message);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe("no type");
  });

  it("keeps a JSON answer whose first line is not a stream line whole", async () => {
    const pretty = JSON.stringify({ output: "line one\nline two", type: "item" }, null, 2);
    n8n.answer(n8nAnswer.text(pretty, "application/json"));
    const response = await chat(await withWebhook(), message);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["x-accel-buffering"]).toBeUndefined();
    expect(response.body).toBe(pretty);
  });

  it("refuses an answer over 256 KB with a 502", async () => {
    n8n.answer(n8nAnswer.json({ output: "x".repeat(256 * 1024) }));
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: "upstream_failed" });
  });

  it("turns an upstream 500 into a 502", async () => {
    n8n.answer(n8nAnswer.text("boom", "text/plain", 500));
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: "upstream_failed", message: "The assistant is not available right now." });
  });

  it("turns an unreachable webhook into a 502", async () => {
    const response = await chat(
      await start({ CHAT_WEBHOOK_URL: "http://127.0.0.1:9/hook" }, assistantThatMustNotAnswer),
      message,
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("upstream_failed");
  });

  it("answers 504 when the first byte of the answer does not come in time", async () => {
    n8n.answer(n8nAnswer.json({ output: "late" }, { firstByteAfterMs: 1500 }));
    const started = Date.now();
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: "upstream_timeout",
      message: "The assistant is not available right now.",
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("waits for a slow first byte within the timeout", async () => {
    n8n.answer(n8nAnswer.json({ output: "thought about it" }, { firstByteAfterMs: 150 }));
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ output: "thought about it" });
  });

  it.each([
    ["120", () => "120", 120],
    ["an HTTP date 90 s ahead", () => new Date(Date.now() + 90_000).toUTCString(), 90],
    ["soon", () => "soon", 30],
    ["missing", () => undefined, 30],
  ])("passes an upstream 429 (Retry-After %s) on with retry-after", async (_label, retryAfter, seconds) => {
    n8n.answer(n8nAnswer.rateLimited(retryAfter()));
    const response = await chat(await withWebhook(), message);
    expect(response.statusCode).toBe(429);
    const sent = Number(response.headers["retry-after"]);
    expect(sent).toBeGreaterThanOrEqual(seconds - 2);
    expect(sent).toBeLessThanOrEqual(seconds);
    expect(response.json()).toEqual({ error: "rate_limited", retryAfterSeconds: sent });
  });

  it.each([302, 307] as const)(
    "does not follow a %i redirect: 502, and its target receives nothing",
    async (status) => {
      const target = await startFakeEndpoint();
      try {
        n8n.answer(n8nAnswer.redirect(status, target.url));
        const response = await chat(await withWebhook(), message);
        expect(response.statusCode).toBe(502);
        expect(response.json().error).toBe("upstream_failed");
        expect(target.received).toEqual([]);
      } finally {
        await target.close();
      }
    },
  );
});

describe("loadPreviousSession through an n8n chat webhook", () => {
  const load = { action: "loadPreviousSession", sessionId: message.sessionId, metadata };
  const enabled = () => withWebhook({ CHAT_LOAD_PREVIOUS_SESSION: "true" });

  it("asks n8n for the session with the credentials and maps its messages", async () => {
    n8n.answer(
      n8nAnswer.previousSession([
        ["SystemMessage", "You are a helpful assistant"],
        ["HumanMessage", "What are your hours?"],
        ["AIMessage", "Monday to Friday, 9:00 AM to 6:00 PM IST."],
        ["ToolMessage", "lookup result"],
        ["HumanMessage", "   "],
        ["AIMessage", [{ type: "text", text: "not a string" }]],
        ["HumanMessage", "And on Saturday?"],
        ["AIMessageChunk", "Closed."],
      ]),
    );
    const response = await chat(await enabled(), load);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: [
        { text: "What are your hours?", isBot: false },
        { text: "Monday to Friday, 9:00 AM to 6:00 PM IST.", isBot: true },
        { text: "And on Saturday?", isBot: false },
        { text: "Closed.", isBot: true },
      ],
    });
    const sent = n8n.requests.at(-1)!;
    expect(sent.body).toEqual({ action: "loadPreviousSession", sessionId: message.sessionId, metadata });
    expect(sent.headers["x-api-key"]).toBe("key-123");
  });

  it("accepts the answer wrapped in a one-element array", async () => {
    n8n.answer(n8nAnswer.previousSession([["HumanMessage", "Hi"]], { wrappedInArray: true }));
    const response = await chat(await enabled(), load);
    expect(response.json()).toEqual({ messages: [{ text: "Hi", isBot: false }] });
  });

  it("keeps the last 50 messages, each at most 4000 characters", async () => {
    const history = Array.from({ length: 60 }, (_, i): ["HumanMessage" | "AIMessage", string] => [
      i % 2 ? "AIMessage" : "HumanMessage",
      `message ${i} ${"y".repeat(i === 59 ? 5000 : 0)}`,
    ]);
    n8n.answer(n8nAnswer.previousSession(history));
    const { messages } = (await chat(await enabled(), load)).json();
    expect(messages).toHaveLength(50);
    expect(messages[0].text).toBe("message 10 ");
    expect(messages[49].text).toHaveLength(4000);
    expect(messages[49].isBot).toBe(true);
  });

  it("answers an empty list without asking n8n when it is not enabled", async () => {
    const before = n8n.requests.length;
    const response = await chat(await withWebhook(), load);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
    expect(n8n.requests.length).toBe(before);
  });

  it.each([
    ["an error status", n8nAnswer.text("boom", "text/plain", 500)],
    ["an answer that is not JSON", n8nAnswer.text("<html>", "text/html")],
    ["an answer of another shape", n8nAnswer.json({ output: "hello" })],
    ["a late answer", n8nAnswer.json({ data: [] }, { firstByteAfterMs: 1500 })],
  ])("answers 502 when n8n fails with %s", async (_label, answer) => {
    n8n.answer(answer);
    const response = await chat(await enabled(), load);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("upstream_failed");
  });
});

describe("chat webhook settings", () => {
  it("refuses bad webhook settings at start, naming them", () => {
    expect(() => readServerConfig({ CHAT_WEBHOOK_URL: "n8n" })).toThrow(/^Setting CHAT_WEBHOOK_URL /);
    expect(() => readServerConfig({ CHAT_WEBHOOK_URL: n8n.url, CHAT_WEBHOOK_BASIC_AUTH: "nocolon" })).toThrow(
      /^Setting CHAT_WEBHOOK_BASIC_AUTH /,
    );
    expect(() => readServerConfig({ CHAT_WEBHOOK_URL: n8n.url, CHAT_WEBHOOK_HEADER: "bad header" })).toThrow(
      /^Setting CHAT_WEBHOOK_HEADER /,
    );
  });
});
