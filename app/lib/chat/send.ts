import { extractReplyText } from "./reply";

export const CONNECTION_ERROR = "Sorry, I'm having trouble connecting right now. Please try again in a moment.";
export const UNEXPECTED_ERROR = "Sorry, I encountered an error. Please try again.";

/**
 * Sends one message to the chat endpoint (SPEC §7) and returns the text to show: the reply,
 * or one of the SPEC §8 error messages. Never throws.
 */
export async function askChat(chatInput: string, sessionId: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chatInput, sessionId, metadata: {} }),
    });
  } catch {
    return CONNECTION_ERROR;
  }
  if (!response.ok) return CONNECTION_ERROR;
  try {
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Not JSON: the plain text is the reply.
    }
    return extractReplyText(body);
  } catch {
    return UNEXPECTED_ERROR;
  }
}
