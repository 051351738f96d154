import { describe, expect, it } from "vitest";
import { clientTimeouts } from "../../app";
import { readServerConfig } from "../../config";
import { chatMode, chatModeLine } from "./chat-mode";

const webhook = {
  CHAT_WEBHOOK_URL: "https://n8n.example.com/webhook/abc/chat",
  CHAT_WEBHOOK_BASIC_AUTH: "bot:s3cret",
};
const model = { AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.2", AI_API_KEY: "sk-secret" };

describe("the chat mode", () => {
  it("is the webhook when it is set, else the model, else the built-in assistant", () => {
    expect(chatMode(readServerConfig({}).chat)).toEqual({ mode: "built-in" });
    expect(chatMode(readServerConfig(model).chat)).toMatchObject({ mode: "ai", ai: { model: "llama3.2" } });
    expect(chatMode(readServerConfig(webhook).chat)).toMatchObject({
      mode: "webhook",
      webhook: { url: webhook.CHAT_WEBHOOK_URL },
    });
    const both = readServerConfig({ ...model, ...webhook }).chat;
    // The settings keep both; the mode alone says which answers.
    expect(both.ai?.model).toBe("llama3.2");
    expect(chatMode(both)).toMatchObject({ mode: "webhook", webhook: { url: webhook.CHAT_WEBHOOK_URL } });
  });

  it("sets the client timeouts by the mode that is on, not by a model set beside the webhook", () => {
    const slowModel = {
      ...model,
      AI_FIRST_TOKEN_TIMEOUT_MS: "5000",
      AI_ANSWER_TIMEOUT_MS: "100000",
      CHAT_MAX_ANSWER_MS: "120000",
    };
    const fastWebhook = { ...webhook, CHAT_FIRST_BYTE_TIMEOUT_MS: "5000", CHAT_IDLE_TIMEOUT_MS: "5000" };
    expect(clientTimeouts(readServerConfig(slowModel).chat).connectionTimeout).toBe(110_000);
    expect(clientTimeouts(readServerConfig({ ...slowModel, ...fastWebhook }).chat).connectionTimeout).toBe(70_000);
    expect(clientTimeouts(readServerConfig({}).chat).connectionTimeout).toBe(70_000);
  });
});

describe("the start-up line", () => {
  it("names the chat mode that is on, with hosts and no credentials", () => {
    expect(chatModeLine(readServerConfig({}).chat)).toBe("chat: built-in assistant");
    expect(chatModeLine(readServerConfig(model).chat)).toBe("chat: AI model llama3.2 at 127.0.0.1:11434");
    expect(chatModeLine(readServerConfig({ ...model, ...webhook }).chat)).toBe("chat: n8n webhook at n8n.example.com");
  });
});
