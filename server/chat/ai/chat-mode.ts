import type { ChatAiConfig, ChatConfig, ChatWebhookConfig } from "../../config";

/**
 * The chat's mode, decided here and nowhere else: the n8n webhook when CHAT_WEBHOOK_URL is set,
 * else a model when AI_BASE_URL and AI_MODEL are, else the built-in assistant. The settings keep
 * whatever is configured; the routes, the server's timeouts and its start-up line all ask this.
 */
export type ChatMode =
  | { mode: "webhook"; webhook: ChatWebhookConfig }
  | { mode: "ai"; ai: ChatAiConfig }
  | { mode: "built-in" };

export function chatMode({ webhook, ai }: Pick<ChatConfig, "webhook" | "ai">): ChatMode {
  if (webhook) return { mode: "webhook", webhook };
  if (ai) return { mode: "ai", ai };
  return { mode: "built-in" };
}

/** Which mode is on, for the server's start-up line. Hosts only, never credentials or paths. */
export function chatModeLine(config: ChatConfig): string {
  const chat = chatMode(config);
  switch (chat.mode) {
    case "webhook":
      return `chat: n8n webhook at ${new URL(chat.webhook.url).host}`;
    case "ai":
      return `chat: AI model ${chat.ai.model} at ${new URL(chat.ai.baseUrl).host}`;
    case "built-in":
      return "chat: built-in assistant";
  }
}
