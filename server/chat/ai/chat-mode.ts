import type { ChatConfig } from "../../config";

/**
 * Which of the chat's three modes is on, for the server's start-up line: the n8n webhook, a
 * model, or the built-in assistant. Hosts only, never credentials or paths.
 */
export function chatModeLine({ webhook, ai }: ChatConfig): string {
  if (webhook) return `chat: n8n webhook at ${new URL(webhook.url).host}`;
  if (ai) return `chat: AI model ${ai.model} at ${new URL(ai.baseUrl).host}`;
  return "chat: built-in assistant";
}
