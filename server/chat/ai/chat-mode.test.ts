import { describe, expect, it } from "vitest";
import { readServerConfig } from "../../config";
import { chatModeLine } from "./chat-mode";

describe("the start-up line", () => {
  it("names the chat mode that is on, with hosts and no credentials", () => {
    const webhook = {
      CHAT_WEBHOOK_URL: "https://n8n.example.com/webhook/abc/chat",
      CHAT_WEBHOOK_BASIC_AUTH: "bot:s3cret",
    };
    const model = { AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.2", AI_API_KEY: "sk-secret" };
    expect(chatModeLine(readServerConfig({}).chat)).toBe("chat: built-in assistant");
    expect(chatModeLine(readServerConfig(model).chat)).toBe("chat: AI model llama3.2 at 127.0.0.1:11434");
    expect(chatModeLine(readServerConfig({ ...model, ...webhook }).chat)).toBe("chat: n8n webhook at n8n.example.com");
  });
});
