import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A local stand-in for an OpenAI-compatible provider, for tests: `POST /v1/chat/completions`
 * answered as OpenAI answers it, streamed (server-sent events) or in one JSON body, with each
 * turn decided by a script that sees the request.
 */

export type FakeTurn =
  /** Text, streamed as several pieces of `chunkSize` characters, `delayMs` apart. */
  | { text: string; chunkSize?: number; delayMs?: number }
  /** Tool calls, after some text when `text` is given (a model may say something first). */
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[]; text?: string }
  /** An error answer (500, 429 with `retry-after`...); the body defaults to OpenAI's error shape. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Accepts the request and never answers. */
  | { hang: true }
  /** Streams the first `dropAfterChars` characters of the text, then destroys the socket. */
  | { text: string; dropAfterChars: number };

export interface FakeRequest {
  /** The parsed JSON request: model, messages, tools, stream, max_tokens... */
  // biome-ignore lint/suspicious/noExplicitAny: the request is whatever the client sent
  body: any;
  headers: IncomingHttpHeaders;
}

export interface FakeOpenAI {
  /** `http://127.0.0.1:PORT/v1`, the base URL an SDK is given. */
  baseUrl: string;
  requests: FakeRequest[];
  /** How many answers the client gave up on: their connection closed before the answer ended. */
  abandoned(): number;
  close(): Promise<void>;
}

interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

const defaultChunkSize = 8;

/** A rough token count (four characters a token), enough for `usage`. */
const tokensIn = (text: string) => Math.ceil(text.length / 4);

function errorBody(status: number) {
  const kinds: Record<number, { type: string; code: string | null; message: string }> = {
    400: { type: "invalid_request_error", code: null, message: "Bad request" },
    401: { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided" },
    429: { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for requests" },
  };
  const kind = kinds[status] ?? { type: "server_error", code: null, message: "The server had an error" };
  return { error: { message: kind.message, type: kind.type, param: null, code: kind.code } };
}

function pieces(text: string, size: number): string[] {
  const characters = Array.from(text);
  const result: string[] = [];
  for (let start = 0; start < characters.length; start += size) {
    result.push(characters.slice(start, start + size).join(""));
  }
  return result;
}

export async function startFakeOpenAI(
  script: (request: FakeRequest) => FakeTurn | Promise<FakeTurn>,
): Promise<FakeOpenAI> {
  const requests: FakeRequest[] = [];
  let nextId = 0;
  let abandoned = 0;
  /** Answers the script told to drop: their end is not the client's doing. */
  const dropped = new WeakSet<ServerResponse>();

  function usageOf(request: FakeRequest, completion: string) {
    const promptTokens = tokensIn(JSON.stringify(request.body.messages ?? []));
    const completionTokens = tokensIn(completion);
    return {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
  }

  function toolCallsOf(turn: { toolCalls: { name: string; arguments: Record<string, unknown> }[] }): ToolCall[] {
    return turn.toolCalls.map((call) => ({
      id: `call_${++nextId}`,
      type: "function",
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
  }

  function answerWhole(response: ServerResponse, request: FakeRequest, turn: FakeTurn) {
    const base = { id: `chatcmpl-${++nextId}`, object: "chat.completion", created: Math.floor(Date.now() / 1000) };
    const toolCalls = "toolCalls" in turn ? toolCallsOf(turn) : undefined;
    const content = "text" in turn ? (turn.text ?? null) : null;
    const body = {
      ...base,
      model: request.body.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal: null, ...(toolCalls && { tool_calls: toolCalls }) },
          logprobs: null,
          finish_reason: toolCalls ? "tool_calls" : "stop",
        },
      ],
      usage: usageOf(request, content ?? JSON.stringify(toolCalls)),
      system_fingerprint: null,
    };
    const json = JSON.stringify(body);
    if (!("dropAfterChars" in turn)) {
      response.writeHead(200, { "content-type": "application/json" }).end(json);
      return;
    }
    // Half a body, then the connection breaks.
    response.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(json)) });
    response.write(json.slice(0, Math.floor(json.length / 2)));
    dropped.add(response);
    setTimeout(() => response.destroy(), 20);
  }

  async function answerStreamed(response: ServerResponse, request: FakeRequest, turn: FakeTurn) {
    const id = `chatcmpl-${++nextId}`;
    const created = Math.floor(Date.now() / 1000);
    const includeUsage = request.body.stream_options?.include_usage === true;
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
      id,
      object: "chat.completion.chunk",
      created,
      model: request.body.model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(includeUsage && { usage: null }),
    });
    const send = (data: unknown) => {
      if (!response.destroyed) response.write(`data: ${JSON.stringify(data)}\n\n`);
    };

    response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
    send(chunk({ role: "assistant", content: "", refusal: null }));

    let completion = "";
    let finishReason = "stop";
    if ("toolCalls" in turn) {
      finishReason = "tool_calls";
      if (turn.text) send(chunk({ content: turn.text }));
      completion += turn.text ?? "";
      toolCallsOf(turn).forEach((call, index) => {
        send(
          chunk({
            tool_calls: [
              { index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } },
            ],
          }),
        );
        for (const piece of pieces(call.function.arguments, 12)) {
          send(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
        }
        completion += call.function.arguments;
      });
    } else if ("text" in turn) {
      const dropAfter = "dropAfterChars" in turn ? turn.dropAfterChars : undefined;
      const text = dropAfter === undefined ? turn.text : Array.from(turn.text).slice(0, dropAfter).join("");
      const chunkSize = "chunkSize" in turn ? (turn.chunkSize ?? defaultChunkSize) : defaultChunkSize;
      const delayMs = "delayMs" in turn ? (turn.delayMs ?? 0) : 0;
      for (const piece of pieces(text, chunkSize)) {
        if (delayMs) await sleep(delayMs);
        if (response.destroyed) return;
        send(chunk({ content: piece }));
      }
      completion = text;
      if (dropAfter !== undefined) {
        // Lets the pieces reach the client before the connection breaks.
        await sleep(20);
        dropped.add(response);
        response.destroy();
        return;
      }
    }
    send(chunk({}, finishReason));
    if (includeUsage) {
      send({
        id,
        object: "chat.completion.chunk",
        created,
        model: request.body.model,
        system_fingerprint: null,
        choices: [],
        usage: usageOf(request, completion),
      });
    }
    if (!response.destroyed) response.end("data: [DONE]\n\n");
  }

  async function answer(response: ServerResponse, request: FakeRequest) {
    const turn = await script(request);
    if ("hang" in turn) return;
    if ("status" in turn) {
      response
        .writeHead(turn.status, { "content-type": "application/json", ...turn.headers })
        .end(JSON.stringify(turn.body ?? errorBody(turn.status)));
      return;
    }
    if (request.body.stream === true) await answerStreamed(response, request, turn);
    else answerWhole(response, request, turn);
  }

  const server = createServer((request, response) => {
    response.on("close", () => {
      if (!response.writableFinished && !dropped.has(response)) abandoned++;
    });
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (piece: string) => (body += piece));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.startsWith("/v1/chat/completions")) {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify(errorBody(404)));
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify(errorBody(400)));
        return;
      }
      const received: FakeRequest = { body: parsed, headers: request.headers };
      requests.push(received);
      answer(response, received).catch((error: unknown) => {
        if (!response.headersSent) {
          response.writeHead(500, { "content-type": "application/json" });
          response.end(
            JSON.stringify({ error: { message: String(error), type: "server_error", param: null, code: null } }),
          );
        } else response.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned: () => abandoned,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
