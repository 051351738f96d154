import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { assistantThatMustNotAnswer, startChatApp } from "../testing/chat-app";
import { type FakeN8n, n8nAnswer, type StreamStep, startFakeN8n, streamLine } from "../testing/fake-n8n";
import { readLines } from "../testing/read-lines";

/**
 * Streamed n8n answers through a server on a real port, read as they arrive: a buffered
 * answer (inject, or compression holding chunks back) would fail these tests.
 */
const FIRST_BYTE_MS = 300;
const IDLE_MS = 300;

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

async function serve(env: Record<string, string> = {}): Promise<string> {
  running = await startChatApp(
    {
      CHAT_WEBHOOK_URL: n8n.url,
      CHAT_FIRST_BYTE_TIMEOUT_MS: String(FIRST_BYTE_MS),
      CHAT_IDLE_TIMEOUT_MS: String(IDLE_MS),
      CHAT_MAX_ANSWER_MS: "2500",
      ...env,
    },
    { assistant: assistantThatMustNotAnswer },
  );
  return running.listen();
}

function ask(base: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}/api/chat`, {
    method: "POST",
    // Compression is offered, and must not be used: it would hold the lines back.
    headers: { "content-type": "application/json", "accept-encoding": "gzip, br", origin: base },
    body: JSON.stringify({ chatInput: "Tell me about plans", sessionId: "1732060000000-abc123", metadata: {} }),
    signal,
  });
}

const json = (line: string | null) => (line === null ? null : JSON.parse(line));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe("a streamed n8n answer", () => {
  it("reaches the visitor line by line as n8n sends it, intact and with the stream headers", async () => {
    const begin = streamLine.begin();
    const items = [streamLine.item("Starter is "), streamLine.item("₹15,999 a month."), streamLine.item(" Pro…")];
    const end = streamLine.end();
    n8n.answer(
      n8nAnswer.stream(
        { line: begin },
        { line: items[0]! },
        { until: "first item seen" },
        // One line in two pieces: the pieces are passed on and join up again.
        { text: JSON.stringify(items[1]).slice(0, 12) },
        { waitMs: 50 },
        { text: `${JSON.stringify(items[1]).slice(12)}\n` },
        { line: items[2]! },
        { until: "end allowed" },
        { line: end },
      ),
    );
    const response = await ask(await serve());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-security-policy")).toBeTruthy();

    const lines = readLines(response);
    expect(json(await lines.next())).toEqual(begin);
    // n8n sends nothing more until the visitor has this line: it was not held back.
    expect(json(await lines.next())).toEqual(items[0]);
    n8n.release("first item seen");
    expect(json(await lines.next())).toEqual(items[1]);
    expect(json(await lines.next())).toEqual(items[2]);
    n8n.release("end allowed");
    expect((await lines.rest()).map(json)).toEqual([end]);
  });

  it("is not cut while chunks keep coming, however long it takes in all", async () => {
    const keepalives: StreamStep[] = Array.from({ length: 12 }, () => [
      { waitMs: 100 },
      { line: streamLine.keepalive() },
    ]).flat();
    n8n.answer(
      n8nAnswer.stream(
        { line: streamLine.begin() },
        ...keepalives,
        { line: streamLine.item("Worth the wait.") },
        { line: streamLine.end() },
      ),
    );
    const started = Date.now();
    // Gaps of 100 ms against an idle limit of 1 s: a loaded test machine cannot make a gap look long.
    const response = await ask(await serve({ CHAT_IDLE_TIMEOUT_MS: "1000", CHAT_MAX_ANSWER_MS: "20000" }));
    const lines = (await readLines(response).rest(15_000)).map(json);
    expect(Date.now() - started).toBeGreaterThan(3 * FIRST_BYTE_MS);
    expect(lines.map((line) => line.type)).toEqual(["begin", ...Array(12).fill("keepalive"), "item", "end"]);
    expect(lines.at(-2).content).toBe("Worth the wait.");
  }, 20_000);

  it("ends with an error line when n8n stalls past the idle timeout", async () => {
    n8n.answer(
      n8nAnswer.stream({ line: streamLine.begin() }, { line: streamLine.item("Half an ans") }, { stall: true }),
    );
    const started = Date.now();
    const lines = (await readLines(await ask(await serve())).rest()).map(json);
    expect(lines).toEqual([
      expect.objectContaining({ type: "begin" }),
      expect.objectContaining({ type: "item", content: "Half an ans" }),
      { type: "error", content: "The assistant stopped answering." },
    ]);
    expect(Date.now() - started).toBeLessThan(IDLE_MS + 1000);
  });

  it("puts the error line on a line of its own when n8n stalls in the middle of a line", async () => {
    n8n.answer(n8nAnswer.stream({ line: streamLine.begin() }, { text: '{"type":"item","cont' }, { stall: true }));
    const lines = await readLines(await ask(await serve())).rest();
    expect(lines.slice(1)).toEqual([
      '{"type":"item","cont',
      '{"type":"error","content":"The assistant stopped answering."}',
    ]);
  });

  it("ends with an error line when the answer passes CHAT_MAX_ANSWER_MS", async () => {
    const keepalives: StreamStep[] = Array.from({ length: 20 }, () => [
      { waitMs: 100 },
      { line: streamLine.keepalive() },
    ]).flat();
    n8n.answer(n8nAnswer.stream({ line: streamLine.begin() }, ...keepalives, { line: streamLine.end() }));
    const lines = (await readLines(await ask(await serve({ CHAT_MAX_ANSWER_MS: "700" }))).rest()).map(json);
    expect(lines.at(-1)).toEqual({ type: "error", content: "The answer took too long." });
    expect(lines.length).toBeLessThan(12);
  });

  it("ends with an error line when n8n drops the connection", async () => {
    n8n.answer(
      n8nAnswer.stream({ line: streamLine.begin() }, { line: streamLine.item("Hel") }, { waitMs: 50 }, { reset: true }),
    );
    const lines = (await readLines(await ask(await serve())).rest()).map(json);
    expect(lines.at(-1)).toEqual({ type: "error", content: "The connection to the assistant was lost." });
  });

  it("ends with an error line once it passes 2 MB", async () => {
    const piece = { line: streamLine.item("x".repeat(64 * 1024)) };
    n8n.answer(n8nAnswer.stream({ line: streamLine.begin() }, ...Array(40).fill(piece), { line: streamLine.end() }));
    // The cut may fall inside a line; the error line still comes on a line of its own.
    const lines = await readLines(await ask(await serve())).rest();
    expect(json(lines.at(-1)!)).toEqual({ type: "error", content: "The answer was too long." });
    expect(lines.length).toBeLessThan(35);
  });

  it("passes n8n's own error line through", async () => {
    const failure = streamLine.error("The model is overloaded");
    n8n.answer(
      n8nAnswer.stream(
        { line: streamLine.begin() },
        { line: streamLine.item("Let me check") },
        { line: failure },
        { line: streamLine.end() },
      ),
    );
    const lines = (await readLines(await ask(await serve())).rest()).map(json);
    expect(lines.map((line) => line.type)).toEqual(["begin", "item", "error", "end"]);
    expect(lines[2]).toEqual(failure);
  });

  it("answers 504 when not even the first line comes in time", async () => {
    n8n.answer(n8nAnswer.stream({ waitMs: FIRST_BYTE_MS + 500 }, { line: streamLine.begin() }));
    const response = await ask(await serve());
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: "upstream_timeout",
      message: "The assistant is not available right now.",
    });
  });

  it("is given up upstream as soon as the visitor goes away", async () => {
    n8n.answer(n8nAnswer.stream({ line: streamLine.begin() }, { line: streamLine.item("Hello") }, { stall: true }));
    const visitor = new AbortController();
    const closedByUs = n8n.nextEarlyClose();
    const response = await ask(await serve({ CHAT_IDLE_TIMEOUT_MS: "60000" }), visitor.signal);
    const lines = readLines(response);
    await lines.next();
    await lines.next();
    visitor.abort();
    await within(closedByUs, 1000, "n8n's connection closed");
  });

  it("is given up upstream when the visitor goes away before the first byte", async () => {
    n8n.answer(n8nAnswer.stream({ waitMs: 5000 }, { line: streamLine.begin() }));
    const visitor = new AbortController();
    const closedByUs = n8n.nextEarlyClose();
    const base = await serve({ CHAT_FIRST_BYTE_TIMEOUT_MS: "60000", CHAT_MAX_ANSWER_MS: "60000" });
    const asking = ask(base, visitor.signal).catch(() => "aborted");
    const before = n8n.requests.length;
    while (n8n.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    visitor.abort();
    expect(await asking).toBe("aborted");
    await within(closedByUs, 1000, "n8n's connection closed");
  });
});
