const sessionPattern = /^[A-Za-z0-9_-]{6,100}$/;
export const MAX_CHAT_INPUT = 2000;
const MAX_METADATA_BYTES = 2048;

export type ChatMetadata = Record<string, unknown>;

export type ChatRequest =
  | { action: "sendMessage"; chatInput: string; sessionId: string; metadata: ChatMetadata }
  | { action: "loadPreviousSession"; sessionId: string; metadata: ChatMetadata };

/** A POST /api/chat body as the browser sends it, or the reason it is not one. */
export function readChatRequest(body: unknown): ChatRequest | { problem: string } {
  const value = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const action = value.action ?? "sendMessage";
  if (action !== "sendMessage" && action !== "loadPreviousSession") {
    return { problem: "action must be sendMessage or loadPreviousSession." };
  }
  if (typeof value.sessionId !== "string" || !sessionPattern.test(value.sessionId)) {
    return { problem: "sessionId must be 6 to 100 letters, digits, '-' or '_'." };
  }
  const metadata = value.metadata ?? {};
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) {
    return { problem: "metadata must be an object." };
  }
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES) return { problem: "metadata is too large." };
  const common = { sessionId: value.sessionId, metadata: metadata as ChatMetadata };
  if (action === "loadPreviousSession") return { action, ...common };

  const chatInput = typeof value.chatInput === "string" ? value.chatInput.trim() : "";
  if (!chatInput) return { problem: "chatInput must be a non-empty string." };
  if ([...chatInput].length > MAX_CHAT_INPUT) {
    return { problem: `chatInput must be at most ${MAX_CHAT_INPUT} characters.` };
  }
  return { action, chatInput, ...common };
}

/** The page language the browser reports in metadata, for the built-in assistant. */
export function metadataLanguage(metadata: ChatMetadata): string | undefined {
  return typeof metadata.language === "string" ? metadata.language : undefined;
}
