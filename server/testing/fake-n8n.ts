import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A local stand-in for an n8n Chat Trigger webhook, for tests: it answers every request with
 * the answer last set, streamed (n8n's newline-delimited JSON, step by step) or in one body.
 */

/** One step of a streamed answer. */
export type StreamStep =
  /** One line of n8n's streaming format, newline included. */
  | { line: Record<string, unknown> }
  /** Raw text, for pieces of a line. */
  | { text: string }
  | { waitMs: number }
  /** Waits until the test calls release(name). */
  | { until: string }
  /** Sends nothing more and keeps the connection open. */
  | { stall: true }
  /** Drops the connection. */
  | { reset: true };

export type FakeAnswer =
  | {
      kind: "body";
      status: number;
      contentType?: string;
      body: string;
      headers?: Record<string, string>;
      /** Headers go out at once; the body only after this long. */
      firstByteAfterMs?: number;
    }
  | { kind: "stream"; steps: StreamStep[] }
  | { kind: "redirect"; status: 301 | 302 | 303 | 307 | 308; location: string };

export interface ReceivedChatRequest {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

const nodeMetadata = { nodeId: "agent-1", nodeName: "AI Agent", itemIndex: 0, runIndex: 0 };

/** Lines as n8n's streaming mode writes them. */
export const streamLine = {
  begin: () => ({ type: "begin", metadata: { ...nodeMetadata, timestamp: Date.now() } }),
  item: (content: string) => ({ type: "item", content, metadata: { ...nodeMetadata, timestamp: Date.now() } }),
  end: () => ({ type: "end", metadata: { ...nodeMetadata, timestamp: Date.now() } }),
  error: (content: string) => ({ type: "error", content, metadata: { ...nodeMetadata, timestamp: Date.now() } }),
  keepalive: () => ({ type: "keepalive" }),
};

type LangChainKind = "HumanMessage" | "AIMessage" | "AIMessageChunk" | "SystemMessage" | "ToolMessage";

export const n8nAnswer = {
  json: (value: unknown, options: { status?: number; firstByteAfterMs?: number } = {}): FakeAnswer => ({
    kind: "body",
    status: options.status ?? 200,
    contentType: "application/json; charset=utf-8",
    body: JSON.stringify(value),
    firstByteAfterMs: options.firstByteAfterMs,
  }),
  text: (body: string, contentType = "text/plain; charset=utf-8", status = 200): FakeAnswer => ({
    kind: "body",
    status,
    contentType,
    body,
  }),
  stream: (...steps: StreamStep[]): FakeAnswer => ({ kind: "stream", steps }),
  redirect: (status: 301 | 302 | 303 | 307 | 308, location: string): FakeAnswer => ({
    kind: "redirect",
    status,
    location,
  }),
  rateLimited: (retryAfter?: string): FakeAnswer => ({
    kind: "body",
    status: 429,
    contentType: "application/json",
    body: JSON.stringify({ code: 429, message: "Too many requests" }),
    headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
  }),
  /** The Chat Trigger's answer to loadPreviousSession: the session's LangChain messages. */
  previousSession: (
    messages: Array<[LangChainKind, unknown]>,
    options: { wrappedInArray?: boolean } = {},
  ): FakeAnswer => {
    const data = messages.map(([kind, content]) => ({
      lc: 1,
      type: "constructor",
      id: ["langchain_core", "messages", kind],
      kwargs: { content, additional_kwargs: {}, response_metadata: {} },
    }));
    return n8nAnswer.json(options.wrappedInArray ? [{ data }] : { data });
  },
};

export interface FakeN8n {
  url: string;
  requests: ReceivedChatRequest[];
  answer: (answer: FakeAnswer) => void;
  release: (gate: string) => void;
  /** Resolves when a connection is closed (by the other side) before its answer was complete. */
  nextEarlyClose: () => Promise<void>;
  close: () => Promise<void>;
}

function gates() {
  const waiting = new Map<string, { opened: Promise<void>; open: () => void }>();
  const gate = (name: string) => {
    let entry = waiting.get(name);
    if (!entry) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      entry = { opened, open };
      waiting.set(name, entry);
    }
    return entry;
  };
  return { wait: (name: string) => gate(name).opened, release: (name: string) => gate(name).open() };
}

export async function startFakeN8n(): Promise<FakeN8n> {
  const requests: ReceivedChatRequest[] = [];
  const { wait, release } = gates();
  const earlyCloseWaiters: Array<() => void> = [];
  let current: FakeAnswer = n8nAnswer.json({ output: "Hello from n8n" });

  async function runStream(response: ServerResponse, steps: StreamStep[], closed: Promise<void>) {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache" });
    response.flushHeaders();
    for (const step of steps) {
      if (response.destroyed) return;
      if ("line" in step) response.write(`${JSON.stringify(step.line)}\n`);
      else if ("text" in step) response.write(step.text);
      else if ("waitMs" in step) await sleep(step.waitMs);
      else if ("until" in step) await Promise.race([wait(step.until), closed]);
      else if ("stall" in step) return void (await closed);
      else if ("reset" in step) return void response.destroy();
    }
    response.end();
  }

  async function send(response: ServerResponse, answer: FakeAnswer, closed: Promise<void>) {
    if (answer.kind === "redirect") {
      response.writeHead(answer.status, { location: answer.location }).end();
    } else if (answer.kind === "stream") {
      await runStream(response, answer.steps, closed);
    } else {
      response.writeHead(answer.status, {
        ...(answer.contentType && { "content-type": answer.contentType }),
        ...answer.headers,
      });
      if (answer.firstByteAfterMs) {
        response.flushHeaders();
        await Promise.race([sleep(answer.firstByteAfterMs), closed]);
      }
      if (!response.destroyed) response.end(answer.body);
    }
  }

  const server = createServer((request, response) => {
    const closed = new Promise<void>((resolve) => response.on("close", resolve));
    response.on("close", () => {
      if (!response.writableFinished) for (const notify of earlyCloseWaiters.splice(0)) notify();
    });
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = { unparsable: body };
      }
      requests.push({ body: parsed, headers: request.headers });
      void send(response, current, closed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhook/chat-id/chat`,
    requests,
    answer: (answer) => {
      current = answer;
    },
    release,
    nextEarlyClose: () => new Promise((resolve) => earlyCloseWaiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
