import { CHAT_API_PATH } from "~/api-contract";
import { chatErrors } from "~/content/chat";
import { replyText } from "./reply";
import { createLineReader, createStreamText, parseStreamLine } from "./stream";

export const CONNECTION_ERROR = chatErrors.connection;
export const UNEXPECTED_ERROR = chatErrors.unexpected;

/** The error texts of the chat in the page's language; `chatErrors` is the English. */
export interface ChatErrorTexts {
  connection: string;
  unexpected: string;
  rateLimited: (seconds: number | null) => string;
}

/** What the chat server is told about where the visitor is. */
export interface ChatMetadata {
  path: string;
  title: string;
  /** The browser's language (navigator.language). */
  language: string;
  /** The language of the page, on a page not in English ("ta"); an English page leaves it out. */
  pageLanguage?: string;
}

export function pageMetadata(pageLanguage?: string): ChatMetadata {
  const metadata = { path: window.location.pathname, title: document.title, language: navigator.language };
  return pageLanguage && pageLanguage !== "en" ? { ...metadata, pageLanguage } : metadata;
}

/** A reply to show, or an error message to show with a "Try again" button. */
export type ChatOutcome = { ok: true; text: string } | { ok: false; text: string };

const failure = (text: string): ChatOutcome => ({ ok: false, text });

function postChat(body: Record<string, unknown>, signal?: AbortSignal): Promise<Response> {
  return fetch(CHAT_API_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
}

/** Seconds to wait after a 429, from the retry-after header or the JSON body; null when neither says. */
async function retryAfterSeconds(response: Response): Promise<number | null> {
  const fromHeader = Number(response.headers.get("retry-after") ?? Number.NaN);
  if (Number.isFinite(fromHeader) && fromHeader > 0) return Math.ceil(fromHeader);
  const body = await response.json().catch(() => null);
  const fromBody = Number(body?.retryAfterSeconds ?? Number.NaN);
  return Number.isFinite(fromBody) && fromBody > 0 ? Math.ceil(fromBody) : null;
}

function plainAnswer(raw: string, errors: ChatErrorTexts): ChatOutcome {
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Not JSON: the plain text is the reply.
  }
  const text = replyText(body);
  return text === null ? failure(errors.unexpected) : { ok: true, text };
}

/**
 * Reads the answer as it arrives. When its first non-empty line is a stream event it is n8n's
 * stream, shown as it grows through `onText`; otherwise the whole body is one answer.
 * Lines that are not events are never shown.
 */
async function readAnswer(
  response: Response,
  onText: (text: string) => void,
  errors: ChatErrorTexts,
): Promise<ChatOutcome> {
  if (!response.body) return plainAnswer(await response.text(), errors);
  const reader = response.body.getReader();
  const lines = createLineReader();
  const stream = createStreamText();
  // Decided by the first non-empty line.
  const body: { mode: "unknown" | "stream" | "plain"; raw: string } = { mode: "unknown", raw: "" };

  const take = (batch: string[], complete: boolean) => {
    for (const line of batch) {
      if (body.mode === "unknown" && line.trim()) body.mode = parseStreamLine(line) ? "stream" : "plain";
      if (body.mode !== "stream") {
        body.raw += complete ? `${line}\n` : line;
        continue;
      }
      const event = parseStreamLine(line);
      if (event && stream.apply(event)) onText(stream.text);
    }
  };

  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    take(lines.push(value), true);
    if (stream.failed) {
      void reader.cancel().catch(() => {});
      return failure(errors.connection);
    }
  }
  take(lines.finish(), false);
  if (body.mode !== "stream") return plainAnswer(body.raw, errors);
  if (stream.failed) return failure(errors.connection);
  return stream.text ? { ok: true, text: stream.text } : failure(errors.unexpected);
}

/**
 * Sends one message to the chat endpoint and returns the reply or the error message to show
 * (in `options.errors`, English by default). Never throws.
 */
export async function askChat(
  chatInput: string,
  sessionId: string,
  options: { metadata: ChatMetadata; onText?: (text: string) => void; signal?: AbortSignal; errors?: ChatErrorTexts },
): Promise<ChatOutcome> {
  const errors = options.errors ?? chatErrors;
  let response: Response;
  try {
    response = await postChat(
      { action: "sendMessage", chatInput, sessionId, metadata: options.metadata },
      options.signal,
    );
  } catch {
    return failure(errors.connection);
  }
  try {
    if (response.status === 429) return failure(errors.rateLimited(await retryAfterSeconds(response)));
    if (!response.ok) return failure(errors.connection);
    return await readAnswer(response, options.onText ?? (() => {}), errors);
  } catch {
    return failure(errors.unexpected);
  }
}

export interface PreviousMessage {
  text: string;
  isBot: boolean;
}

/** The conversation the server remembers for this session; empty when it has none or anything fails. */
export async function loadPreviousSession(sessionId: string, metadata: ChatMetadata): Promise<PreviousMessage[]> {
  try {
    const response = await postChat({ action: "loadPreviousSession", sessionId, metadata });
    if (!response.ok) return [];
    const body = await response.json();
    const messages: unknown = body?.messages;
    if (!Array.isArray(messages)) return [];
    return messages.filter(
      (message): message is PreviousMessage =>
        typeof message?.text === "string" && message.text.trim() !== "" && typeof message?.isBot === "boolean",
    );
  } catch {
    return [];
  }
}
