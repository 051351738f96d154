import type { FastifyInstance } from "fastify";
import type { ChatConfig } from "../config";
import type { Assistant } from "./assistant";

const sessionPattern = /^[A-Za-z0-9_-]{6,100}$/;
export const MAX_CHAT_INPUT = 2000;
const MAX_METADATA_BYTES = 2048;
const MAX_UPSTREAM_BYTES = 256 * 1024;

type ChatRequest = { chatInput: string; sessionId: string; metadata: Record<string, unknown> };

/** The request as SPEC §7 defines it, or the reason it is not. */
function readChatRequest(body: unknown): ChatRequest | { problem: string } {
  const value = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const chatInput = typeof value.chatInput === "string" ? value.chatInput.trim() : "";
  if (!chatInput) return { problem: "chatInput must be a non-empty string." };
  if ([...chatInput].length > MAX_CHAT_INPUT)
    return { problem: `chatInput must be at most ${MAX_CHAT_INPUT} characters.` };
  if (typeof value.sessionId !== "string" || !sessionPattern.test(value.sessionId)) {
    return { problem: "sessionId must be 6 to 100 letters, digits, '-' or '_'." };
  }
  const metadata = value.metadata ?? {};
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) {
    return { problem: "metadata must be an object." };
  }
  if (JSON.stringify(metadata).length > MAX_METADATA_BYTES) return { problem: "metadata is too large." };
  return { chatInput, sessionId: value.sessionId, metadata: metadata as Record<string, unknown> };
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_UPSTREAM_BYTES) throw new Error("answer too large");
  const text = await response.text();
  if (Buffer.byteLength(text) > MAX_UPSTREAM_BYTES) throw new Error("answer too large");
  return text;
}

/**
 * POST /api/chat. With CHAT_WEBHOOK_URL the message goes to that automation webhook and its
 * answer comes back as received; otherwise the built-in site assistant answers.
 */
export async function chatRoutes(
  app: FastifyInstance,
  options: { chat: ChatConfig; assistant: Assistant },
): Promise<void> {
  const { chat, assistant } = options;
  app.post(
    "/api/chat",
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: chat.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const parsed = readChatRequest(request.body);
      if ("problem" in parsed) return reply.code(400).send({ error: "bad_request", message: parsed.problem });

      if (!chat.webhook) return reply.send({ output: assistant.answer(parsed.chatInput) });

      const { url, headers } = chat.webhook;
      try {
        const upstream = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/plain;q=0.9", ...headers },
          // n8n's Chat Trigger expects the action beside SPEC §7's fields.
          body: JSON.stringify({ ...parsed, action: "sendMessage" }),
          signal: AbortSignal.timeout(chat.webhook.timeoutMs),
        });
        const body = await readLimited(upstream);
        if (!upstream.ok) {
          request.log.warn({ status: upstream.status }, "chat webhook answered with an error");
          return reply
            .code(502)
            .send({ error: "upstream_failed", message: "The assistant is not available right now." });
        }
        return reply
          .code(200)
          .type(upstream.headers.get("content-type") ?? "text/plain; charset=utf-8")
          .send(body);
      } catch (error) {
        request.log.warn({ err: error }, "chat webhook unreachable");
        return reply.code(502).send({ error: "upstream_failed", message: "The assistant is not available right now." });
      }
    },
  );
}
