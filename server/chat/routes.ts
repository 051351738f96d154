import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { CHAT_API_PATH } from "../../app/api-contract";
import type { ChatConfig } from "../config";
import type { AiChat } from "./ai/ai-chat";
import { chatMode } from "./ai/chat-mode";
import type { Assistant } from "./assistant";
import { loadPreviousSession, sendMessage } from "./n8n";
import { type ChatRequestBody, chatRequestSchema, metadataLanguage, readChatRequest } from "./request";

/** The page the browser reports the visitor is on. */
const metadataPath = (metadata: Record<string, unknown>) =>
  typeof metadata.path === "string" ? metadata.path : undefined;

const UNAVAILABLE = "The assistant is not available right now.";

/** Aborts once the visitor's connection closes before our answer is complete. */
function visitorGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const streamHeaders = (reply: FastifyReply) =>
  reply
    .code(200)
    .type("application/json; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-accel-buffering", "no");

/**
 * POST /api/chat: sendMessage (the default action) and loadPreviousSession. With
 * CHAT_WEBHOOK_URL both go to that n8n Chat Trigger; a streamed answer is passed on line by line
 * as it arrives, any other answer as received. Otherwise, with a model configured (`ai`), the
 * model answers in the same streamed format; without one the built-in site assistant answers.
 */
export async function chatRoutes(
  app: FastifyInstance,
  options: { chat: ChatConfig; assistant: Assistant; ai?: AiChat },
): Promise<void> {
  const { chat, assistant } = options;
  const mode = chatMode(chat);
  const webhook = mode.mode === "webhook" ? mode.webhook : undefined;
  const ai = mode.mode === "ai" ? options.ai : undefined;
  app.post<{ Body: ChatRequestBody }>(
    CHAT_API_PATH,
    {
      bodyLimit: 16 * 1024,
      schema: { body: chatRequestSchema },
      // A body off the schema is answered below, in the route's own error shape.
      attachValidation: true,
      // Compression would hold a streamed answer back until a compressed block fills up.
      compress: false,
      config: { rateLimit: { max: chat.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send({ error: "bad_request", message: `${request.validationError.message}.` });
      }
      const parsed = readChatRequest(request.body);
      if ("problem" in parsed) return reply.code(400).send({ error: "bad_request", message: parsed.problem });

      if (parsed.action === "loadPreviousSession") {
        if (ai) return reply.send({ messages: ai.previousMessages(parsed.sessionId) });
        if (!webhook?.loadPreviousSession) return reply.send({ messages: [] });
        const history = await loadPreviousSession(webhook, parsed, visitorGone(reply));
        if (history.kind === "messages") return reply.send({ messages: history.messages });
        request.log.warn({ reason: history.reason }, "chat webhook did not return the previous session");
        return reply.code(502).send({ error: "upstream_failed", message: UNAVAILABLE });
      }

      if (!webhook) {
        const context = { sessionId: parsed.sessionId, language: metadataLanguage(parsed.metadata) };
        const question = { ...context, chatInput: parsed.chatInput, path: metadataPath(parsed.metadata) };
        const lines = ai?.answer(question, { signal: visitorGone(reply), log: request.log });
        if (lines) return streamHeaders(reply).send(Readable.from(lines, { objectMode: false }));
        return reply.send({ output: assistant.answer(parsed.chatInput, context) });
      }

      const result = await sendMessage(webhook, parsed, visitorGone(reply));
      switch (result.kind) {
        case "stream":
          return streamHeaders(reply).send(Readable.from(result.body, { objectMode: false }));
        case "answer":
          return reply
            .code(200)
            .type(result.isJson ? "application/json; charset=utf-8" : "text/plain; charset=utf-8")
            .send(result.body);
        case "rate_limited":
          return reply
            .code(429)
            .header("retry-after", String(result.retryAfterSeconds))
            .send({ error: "rate_limited", retryAfterSeconds: result.retryAfterSeconds });
        case "timeout":
          request.log.warn({ reason: result.reason }, "chat webhook too slow");
          return reply.code(504).send({ error: "upstream_timeout", message: UNAVAILABLE });
        case "failed":
          if (result.reason === "visitor_gone") request.log.info("visitor left before the chat webhook answered");
          else request.log.warn({ reason: result.reason }, "chat webhook failed");
          return reply.code(502).send({ error: "upstream_failed", message: UNAVAILABLE });
      }
    },
  );
}
