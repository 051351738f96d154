import { APICallError, type LanguageModel, type ModelMessage, stepCountIs, streamText, type ToolSet } from "ai";
import type { Figure } from "./figures";
import type { NumberGuard } from "./number-guard";
import { createSentenceSplitter } from "./sentences";

/**
 * The model's answer, released sentence by sentence, each checked by the number guard before
 * it is released: a sentence with a figure nothing supports stops the answer there, so no text
 * is ever shown that would have to be taken back. Own timeouts bound the wait for the model to
 * begin (at the start and after each tool result) and the whole answer; no retries, since a
 * failure is answered by the built-in assistant at once.
 */
export type AnswerEvent =
  | { kind: "sentence"; text: string }
  | { kind: "withheld"; figures: Figure[] }
  | { kind: "failed"; reason: string; status?: number; detail?: string };

export interface AnswerRequest {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  guard: NumberGuard;
  maxOutputTokens: number;
  firstTokenTimeoutMs: number;
  answerTimeoutMs: number;
  /** The visitor left: stop asking. */
  signal: AbortSignal;
  /** Each tool result, as the model receives it. */
  onToolResult?: (output: unknown) => void;
}

/** Calls to the model per answer: the first, and one more after each round of tools. */
const MAX_STEPS = 4;

/** Parts of the model's stream that show it has begun answering. */
const beginningParts = new Set(["text-delta", "reasoning-delta", "tool-input-start", "tool-call"]);
/** Parts after which the model is asked again, and has to begin anew. */
const toolDoneParts = new Set(["tool-result", "tool-error"]);

/** No answer at all, an answer that broke off after a success status, or an error status. */
const reasonOf = (status: number | undefined) =>
  status === undefined ? "connection_failed" : status < 300 ? "answer_broken_off" : `status_${status}`;

function failureOf(error: unknown): Extract<AnswerEvent, { kind: "failed" }> {
  if (APICallError.isInstance(error)) {
    const retryAfter = error.responseHeaders?.["retry-after"];
    return {
      kind: "failed",
      reason: reasonOf(error.statusCode),
      ...(error.statusCode !== undefined && { status: error.statusCode }),
      detail: [error.message, retryAfter && `retry-after ${retryAfter}`].filter(Boolean).join("; "),
    };
  }
  const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
  return { kind: "failed", reason: "model_error", detail: `${name}: ${message}` };
}

export async function* guardedAnswer(request: AnswerRequest): AsyncGenerator<AnswerEvent> {
  const controller = new AbortController();
  let stopped: "first_token_timeout" | "answer_timeout" | undefined;
  const stop = (reason: NonNullable<typeof stopped>) => {
    stopped ??= reason;
    controller.abort();
  };
  const answerTimer = setTimeout(() => stop("answer_timeout"), request.answerTimeoutMs);
  let firstTokenTimer: NodeJS.Timeout | undefined;
  const awaitBeginning = () => {
    clearTimeout(firstTokenTimer);
    firstTokenTimer = setTimeout(() => stop("first_token_timeout"), request.firstTokenTimeoutMs);
  };

  const splitter = createSentenceSplitter();
  let shown = "";
  let failure: Extract<AnswerEvent, { kind: "failed" }> | undefined;
  let finishReason: string | undefined;

  /**
   * The sentence, or the withheld event for its unsupported figures. Text after a round of tools
   * starts a paragraph of its own rather than running on from the sentence before it.
   */
  const check = (sentence: string): AnswerEvent => {
    const figures = request.guard.unsupported(sentence);
    if (figures.length) return { kind: "withheld", figures };
    const text = shown && !/\s$/.test(shown) && !/^\s/.test(sentence) ? `\n\n${sentence}` : sentence;
    shown += text;
    return { kind: "sentence", text };
  };

  try {
    awaitBeginning();
    const result = streamText({
      model: request.model,
      system: request.system,
      messages: request.messages,
      tools: request.tools,
      stopWhen: stepCountIs(MAX_STEPS),
      maxOutputTokens: request.maxOutputTokens,
      maxRetries: 0,
      abortSignal: AbortSignal.any([request.signal, controller.signal]),
      // Failures arrive as parts of the stream below, and are logged once by the caller.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (beginningParts.has(part.type)) clearTimeout(firstTokenTimer);
      if (toolDoneParts.has(part.type)) awaitBeginning();
      let sentences: string[] = [];
      if (part.type === "text-delta") sentences = splitter.push(part.text);
      else if (part.type === "finish-step") {
        // A step cut by the token cap ends at its last complete sentence.
        const rest = splitter.rest();
        if (part.finishReason !== "length" && rest.trim()) sentences = [rest];
      } else if (part.type === "tool-result") {
        request.guard.allow(JSON.stringify(part.output));
        request.onToolResult?.(part.output);
      } else if (part.type === "error") {
        failure = failureOf(part.error);
        break;
      } else if (part.type === "abort") break;
      else if (part.type === "finish") finishReason = part.finishReason;
      for (const sentence of sentences) {
        const event = check(sentence);
        yield event;
        if (event.kind === "withheld") return;
      }
    }
    if (stopped) failure = { kind: "failed", reason: stopped };
    else if (request.signal.aborted) return;
    if (failure) yield failure;
    else if (!shown.trim()) yield { kind: "failed", reason: "empty_answer", detail: `finish reason ${finishReason}` };
  } catch (error) {
    if (request.signal.aborted && !stopped) return;
    yield stopped ? { kind: "failed", reason: stopped } : failureOf(error);
  } finally {
    clearTimeout(answerTimer);
    clearTimeout(firstTokenTimer);
    controller.abort();
  }
}
