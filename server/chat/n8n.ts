import type { ChatWebhookConfig } from "../config";
import { errorLine, isStreamLine } from "./n8n-stream";
import { type PreviousMessage, previousMessages } from "./previous-session";
import type { ChatMetadata } from "./request";
import { retryAfterSeconds } from "./retry-after";
import { type CallStop, WebhookCall } from "./webhook-call";

/** Cap on an answer that is not streamed. */
export const MAX_ANSWER_BYTES = 256 * 1024;
/** Cap on a streamed answer: n8n repeats its metadata on every piece, so it is many times the text. */
export const MAX_STREAM_BYTES = 2 * 1024 * 1024;
/** Cap on a previous session's messages as n8n sends them (up to 50 messages of 4000 characters and more). */
export const MAX_HISTORY_BYTES = 1024 * 1024;

export type SendResult =
  /** Pass `body` on chunk by chunk; a stream we have to cut ends with an error line. */
  | { kind: "stream"; body: AsyncGenerator<Uint8Array> }
  | { kind: "answer"; body: Buffer; isJson: boolean }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "timeout"; reason: string }
  | { kind: "failed"; reason: string };

export type HistoryResult = { kind: "messages"; messages: PreviousMessage[] } | { kind: "failed"; reason: string };

const NEWLINE = 0x0a;

/** What the visitor reads at the end of a stream we cut (n8n's own error lines pass through as sent). */
function cutShortReason(stop: CallStop | undefined): string {
  switch (stop) {
    case "idle_timeout":
      return "The assistant stopped answering.";
    case "max_answer":
      return "The answer took too long.";
    case "too_large":
      return "The answer was too long.";
    default:
      return "The connection to the assistant was lost.";
  }
}

class TooLarge extends Error {}

function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function failureOf(call: WebhookCall, error: unknown): { kind: "timeout" | "failed"; reason: string } {
  const stop = call.stoppedBy;
  if (stop === "first_byte_timeout" || stop === "idle_timeout" || stop === "max_answer") {
    return { kind: "timeout", reason: stop };
  }
  return { kind: "failed", reason: stop ?? errorText(error) };
}

/** Reads the rest of an answer into memory, stopping the call once it passes `maxBytes`. */
async function collect(
  call: WebhookCall,
  chunks: AsyncGenerator<Uint8Array>,
  maxBytes: number,
  parts: Uint8Array[] = [],
): Promise<Buffer> {
  let size = parts.reduce((total, part) => total + part.byteLength, 0);
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      call.stop("too_large");
      throw new TooLarge("answer too large");
    }
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** The stream as it arrives; if we have to cut it, an error line on a line of its own ends it. */
async function* passOn(call: WebhookCall, head: Buffer, rest: AsyncGenerator<Uint8Array>): AsyncGenerator<Uint8Array> {
  let size = head.byteLength;
  let endsLine = head.at(-1) === NEWLINE;
  const cut = (content: string) =>
    endsLine ? errorLine(content) : Buffer.concat([Buffer.from("\n"), errorLine(content)]);
  try {
    yield head;
    for await (const chunk of rest) {
      size += chunk.byteLength;
      if (size > MAX_STREAM_BYTES) {
        call.stop("too_large");
        yield cut(cutShortReason("too_large"));
        return;
      }
      endsLine = chunk.at(-1) === NEWLINE;
      yield chunk;
    }
  } catch {
    const stop = call.stoppedBy;
    if (stop === "visitor_gone") return;
    yield cut(cutShortReason(stop));
  } finally {
    call.finish();
  }
}

/**
 * Sends a visitor's message to n8n's Chat Trigger. Its answer is either streamed (n8n's
 * newline-delimited JSON, recognised by its first line) or one body; only the first line is
 * held back to tell them apart.
 */
export async function sendMessage(
  webhook: ChatWebhookConfig,
  message: { chatInput: string; sessionId: string; metadata: ChatMetadata },
  visitorGone: AbortSignal,
): Promise<SendResult> {
  const call = new WebhookCall(webhook, visitorGone);
  try {
    const { chatInput, sessionId, metadata } = message;
    const response = await call.post({ action: "sendMessage", chatInput, sessionId, metadata });
    if (response.status === 429) {
      await response.body?.cancel();
      call.finish();
      return { kind: "rate_limited", retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")) };
    }
    if (!response.ok) {
      await response.body?.cancel();
      call.finish();
      return { kind: "failed", reason: `status ${response.status}` };
    }

    const chunks = call.chunks(response);
    const head: Uint8Array[] = [];
    let size = 0;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      head.push(next.value);
      size += next.value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        call.stop("too_large");
        throw new TooLarge("answer too large");
      }
      if (next.value.includes(NEWLINE)) break;
    }
    const headBuffer = Buffer.concat(head);
    const newline = headBuffer.indexOf(NEWLINE);
    if (newline !== -1 && isStreamLine(headBuffer.subarray(0, newline).toString("utf8"))) {
      return { kind: "stream", body: passOn(call, headBuffer, chunks) };
    }
    const body = await collect(call, chunks, MAX_ANSWER_BYTES, [headBuffer]);
    call.finish();
    return { kind: "answer", body, isJson: isJsonType(response.headers.get("content-type")) };
  } catch (error) {
    call.finish();
    return failureOf(call, error);
  }
}

/** Asks n8n's Chat Trigger for the messages it remembers of this session. */
export async function loadPreviousSession(
  webhook: ChatWebhookConfig,
  session: { sessionId: string; metadata: ChatMetadata },
  visitorGone: AbortSignal,
): Promise<HistoryResult> {
  const call = new WebhookCall(webhook, visitorGone);
  try {
    const { sessionId, metadata } = session;
    const response = await call.post({ action: "loadPreviousSession", sessionId, metadata });
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: "failed", reason: `status ${response.status}` };
    }
    const body = await collect(call, call.chunks(response), MAX_HISTORY_BYTES);
    const messages = previousMessages(JSON.parse(body.toString("utf8")));
    return messages ? { kind: "messages", messages } : { kind: "failed", reason: "unexpected answer shape" };
  } catch (error) {
    return { kind: "failed", reason: failureOf(call, error).reason };
  } finally {
    call.finish();
  }
}
