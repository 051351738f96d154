import { MAX_CHAT_INPUT } from "../../app/api-contract";

const MAX_METADATA_BYTES = 2048;

export type ChatMetadata = Record<string, unknown>;

/** A POST /api/chat body as the browser sends it (the route checks it against this schema). */
export const chatRequestSchema = {
  type: "object",
  required: ["sessionId"],
  properties: {
    action: { enum: ["sendMessage", "loadPreviousSession"], default: "sendMessage" },
    sessionId: { type: "string", pattern: "^[A-Za-z0-9_-]{6,100}$" },
    chatInput: { type: "string" },
    metadata: { type: "object", default: {} },
  },
} as const;

export interface ChatRequestBody {
  action: "sendMessage" | "loadPreviousSession";
  sessionId: string;
  chatInput?: string;
  metadata: ChatMetadata;
}

export type ChatRequest =
  | { action: "sendMessage"; chatInput: string; sessionId: string; metadata: ChatMetadata }
  | { action: "loadPreviousSession"; sessionId: string; metadata: ChatMetadata };

/**
 * What the schema cannot say: the metadata's size in bytes, and the message's length in
 * characters once trimmed. Returns the request, or the reason it is not one.
 */
export function readChatRequest(body: ChatRequestBody): ChatRequest | { problem: string } {
  const { action, sessionId, metadata } = body;
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES) return { problem: "metadata is too large." };
  if (action === "loadPreviousSession") return { action, sessionId, metadata };

  const chatInput = body.chatInput?.trim() ?? "";
  if (!chatInput) return { problem: "chatInput must be a non-empty string." };
  if ([...chatInput].length > MAX_CHAT_INPUT) {
    return { problem: `chatInput must be at most ${MAX_CHAT_INPUT} characters.` };
  }
  return { action, chatInput, sessionId, metadata };
}

/** The page language the browser reports in metadata, for the built-in assistant. */
export function metadataLanguage(metadata: ChatMetadata): string | undefined {
  return typeof metadata.language === "string" ? metadata.language : undefined;
}
