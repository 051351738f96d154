import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatErrors } from "~/content/chat";
import { askChat, CONNECTION_ERROR, loadPreviousSession, UNEXPECTED_ERROR } from "./send";

const metadata = { path: "/pricing", title: "Pricing | Cleverobotics", language: "en-IN" };
let requests: { url: string; body: unknown }[];
let respond: () => Promise<Response>;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return respond();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A 200 answer whose body arrives in these chunks, one per read. */
function chunked(chunks: string[], headers: Record<string, string> = { "content-type": "application/json" }) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

async function ask(onText = vi.fn()) {
  const outcome = await askChat("What are your prices?", "1700000000000-abc123", { metadata, onText });
  return { outcome, onText };
}

describe("askChat", () => {
  it("posts the message with the session id and the page metadata", async () => {
    respond = async () => Response.json({ output: "From ₹15,999 a month." });
    expect((await ask()).outcome).toEqual({ ok: true, text: "From ₹15,999 a month." });
    expect(requests).toEqual([
      {
        url: "/api/chat",
        body: {
          action: "sendMessage",
          chatInput: "What are your prices?",
          sessionId: "1700000000000-abc123",
          metadata,
        },
      },
    ]);
  });

  it("reads n8n's stream as it grows, from chunks split anywhere", async () => {
    respond = async () =>
      chunked([
        '{"type":"begin","metadata":{"nodeId":"a","runIndex":0}}\n{"type":"item","con',
        'tent":"Our plans ","metadata":{"nodeId":"a","runIndex":0}}\n{"type":"keepalive"}\n',
        '{"type":"item","content":"start at ₹15,999.","metadata":{"nodeId":"a","runIndex":0}}\n',
        '{"type":"end","metadata":{"nodeId":"a","runIndex":0}}',
      ]);
    const { outcome, onText } = await ask();
    expect(outcome).toEqual({ ok: true, text: "Our plans start at ₹15,999." });
    expect(onText.mock.calls).toEqual([["Our plans "], ["Our plans start at ₹15,999."]]);
  });

  it("treats a body whose first line is not a stream event as one answer", async () => {
    respond = async () => chunked(['{\n  "output": "Pretty', ' printed"\n}\n']);
    const { outcome, onText } = await ask();
    expect(outcome).toEqual({ ok: true, text: "Pretty printed" });
    expect(onText).not.toHaveBeenCalled();
  });

  it("takes a text/plain answer as the reply", async () => {
    respond = async () => chunked(["\nWe are open ", "9 to 6."], { "content-type": "text/plain" });
    expect((await ask()).outcome).toEqual({ ok: true, text: "\nWe are open 9 to 6." });
  });

  it.each([
    ["{}", "{}"],
    ["[]", "[]"],
    ["[{}]", "[{}]"],
    ["null", "null"],
    ["an empty body", ""],
    ["whitespace", "  \n "],
    ["an empty matched key", '{"output":""}'],
    ["a blank matched key", '[{"output":"   "}]'],
  ])("shows the general error instead of an empty answer: %s", async (_label, body) => {
    respond = async () => new Response(body, { status: 200 });
    expect((await ask()).outcome).toEqual({ ok: false, text: UNEXPECTED_ERROR });
  });

  it("shows the general error for a stream that ends without text", async () => {
    respond = async () => chunked(['{"type":"begin"}\n{"type":"item","content":""}\n{"type":"end"}\n']);
    expect((await ask()).outcome).toEqual({ ok: false, text: UNEXPECTED_ERROR });
  });

  it("shows the connection error for an error line, never the line itself", async () => {
    respond = async () =>
      chunked([
        '{"type":"begin"}\n{"type":"item","content":"Hal"}\n',
        '{"type":"error","content":"{\\"raw\\":true}"}\n',
      ]);
    const { outcome, onText } = await ask();
    expect(outcome).toEqual({ ok: false, text: CONNECTION_ERROR });
    expect(onText.mock.calls).toEqual([["Hal"]]);
  });

  it("says how long to wait when rate limited, from the header or the body", async () => {
    respond = async () =>
      Response.json(
        { error: "rate_limited", retryAfterSeconds: 40 },
        { status: 429, headers: { "retry-after": "12" } },
      );
    expect((await ask()).outcome).toEqual({ ok: false, text: chatErrors.rateLimited(12) });
    expect(chatErrors.rateLimited(12)).toBe(
      "You're sending messages faster than I can answer. Please try again in 12 seconds.",
    );
    respond = async () => Response.json({ error: "rate_limited", retryAfterSeconds: 40 }, { status: 429 });
    expect((await ask()).outcome.text).toBe(
      "You're sending messages faster than I can answer. Please try again in 40 seconds.",
    );
    respond = async () => new Response("slow down", { status: 429 });
    expect((await ask()).outcome.text).toBe(
      "You're sending messages faster than I can answer. Please try again in a minute.",
    );
  });

  it("shows the connection error for a non-OK status or a network failure", async () => {
    respond = async () => Response.json({ error: "upstream_failed" }, { status: 502 });
    expect((await ask()).outcome).toEqual({ ok: false, text: CONNECTION_ERROR });
    respond = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect((await ask()).outcome).toEqual({ ok: false, text: CONNECTION_ERROR });
  });

  it("shows the general error when reading the answer fails", async () => {
    respond = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.error(new Error("reset"));
          },
        }),
      );
    expect((await ask()).outcome).toEqual({ ok: false, text: UNEXPECTED_ERROR });
  });
});

describe("loadPreviousSession", () => {
  it("asks for the session's messages and keeps the well-formed ones", async () => {
    respond = async () =>
      Response.json({
        messages: [
          { text: "Hi", isBot: false },
          { text: "Hello!", isBot: true },
          { text: 3, isBot: true },
          { text: " " },
        ],
      });
    expect(await loadPreviousSession("1700000000000-abc123", metadata)).toEqual([
      { text: "Hi", isBot: false },
      { text: "Hello!", isBot: true },
    ]);
    expect(requests[0]?.body).toEqual({ action: "loadPreviousSession", sessionId: "1700000000000-abc123", metadata });
  });

  it("is empty when the server fails or says nothing", async () => {
    respond = async () => new Response("nope", { status: 400 });
    expect(await loadPreviousSession("1700000000000-abc123", metadata)).toEqual([]);
    respond = async () => Response.json({ output: "not a session" });
    expect(await loadPreviousSession("1700000000000-abc123", metadata)).toEqual([]);
    respond = async () => {
      throw new TypeError("offline");
    };
    expect(await loadPreviousSession("1700000000000-abc123", metadata)).toEqual([]);
  });
});
