import { describe, expect, it } from "vitest";
import { readServerConfig, SettingsError } from "./config";

describe("readServerConfig", () => {
  it("needs no settings", () => {
    expect(readServerConfig({})).toMatchObject({ port: 3000, host: "0.0.0.0", logLevel: "info" });
  });

  it("keeps rate limits in memory unless REDIS_URL names a Redis server", () => {
    expect(readServerConfig({}).redisUrl).toBeUndefined();
    expect(readServerConfig({ REDIS_URL: "rediss://user:secret@cache.internal:6380/2" }).redisUrl).toBe(
      "rediss://user:secret@cache.internal:6380/2",
    );
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["LOG_LEVEL", "loud"],
    ["SITE_URL", "nope"],
    ["REDIS_URL", "http://cache.internal:6379"],
    ["REDIS_URL", "cache.internal"],
  ])("stops on a bad %s and names it", (variable, value) => {
    expect(() => readServerConfig({ [variable]: value })).toThrow(SettingsError);
    expect(() => readServerConfig({ [variable]: value })).toThrow(new RegExp(`^Setting ${variable} `));
  });
});

describe("chat settings", () => {
  const webhook = { CHAT_WEBHOOK_URL: "https://n8n.example.com/webhook/abc/chat" };

  it("has no webhook by default: the built-in assistant answers", () => {
    expect(readServerConfig({}).chat).toEqual({ rateLimitPerMinute: 20 });
  });

  it("gives the webhook generous timeouts and leaves previous sessions off by default", () => {
    expect(readServerConfig(webhook).chat.webhook).toEqual({
      url: webhook.CHAT_WEBHOOK_URL,
      headers: {},
      firstByteTimeoutMs: 60_000,
      idleTimeoutMs: 30_000,
      maxAnswerMs: 600_000,
      loadPreviousSession: false,
    });
  });

  it("reads the timeouts, the previous-session switch and the credentials", () => {
    const config = readServerConfig({
      ...webhook,
      CHAT_FIRST_BYTE_TIMEOUT_MS: "100",
      CHAT_IDLE_TIMEOUT_MS: "250",
      CHAT_MAX_ANSWER_MS: "900",
      CHAT_LOAD_PREVIOUS_SESSION: "true",
      CHAT_WEBHOOK_BASIC_AUTH: "bot:s3cret",
      CHAT_WEBHOOK_HEADER: "X-Api-Key: key-123",
    });
    expect(config.chat.webhook).toEqual({
      url: webhook.CHAT_WEBHOOK_URL,
      headers: { authorization: `Basic ${Buffer.from("bot:s3cret").toString("base64")}`, "x-api-key": "key-123" },
      firstByteTimeoutMs: 100,
      idleTimeoutMs: 250,
      maxAnswerMs: 900,
      loadPreviousSession: true,
    });
  });

  it.each([
    ["CHAT_FIRST_BYTE_TIMEOUT_MS", "99"],
    ["CHAT_FIRST_BYTE_TIMEOUT_MS", "1m"],
    ["CHAT_IDLE_TIMEOUT_MS", "50"],
    ["CHAT_IDLE_TIMEOUT_MS", "600001"],
    ["CHAT_MAX_ANSWER_MS", "3600001"],
    ["CHAT_LOAD_PREVIOUS_SESSION", "yes"],
    ["CHAT_LOAD_PREVIOUS_SESSION", "1"],
    ["CHAT_RATE_LIMIT_PER_MINUTE", "0"],
  ])("stops on a bad %s (%s) and names it, with or without a webhook", (variable, value) => {
    expect(() => readServerConfig({ [variable]: value })).toThrow(new RegExp(`^Setting ${variable} `));
    expect(() => readServerConfig({ ...webhook, [variable]: value })).toThrow(new RegExp(`^Setting ${variable} `));
  });

  it("refuses a hard cap shorter than the wait for the first byte", () => {
    expect(() =>
      readServerConfig({ ...webhook, CHAT_FIRST_BYTE_TIMEOUT_MS: "5000", CHAT_MAX_ANSWER_MS: "4000" }),
    ).toThrow(/^Setting CHAT_MAX_ANSWER_MS /);
  });

  it("names the replaced CHAT_WEBHOOK_TIMEOUT_MS instead of ignoring it", () => {
    expect(() => readServerConfig({ ...webhook, CHAT_WEBHOOK_TIMEOUT_MS: "20000" })).toThrow(
      /^Setting CHAT_WEBHOOK_TIMEOUT_MS .*CHAT_FIRST_BYTE_TIMEOUT_MS/,
    );
  });
});

describe("AI chat settings", () => {
  const model = { AI_BASE_URL: "https://api.openai.com/v1/", AI_MODEL: "gpt-4.1-mini" };

  it("is off without a base URL and a model", () => {
    expect(readServerConfig({}).chat.ai).toBeUndefined();
  });

  it("reads the model with timeouts inside the chat's and bounded costs by default", () => {
    expect(readServerConfig({ ...model, AI_API_KEY: "sk-test" }).chat.ai).toEqual({
      baseUrl: "https://api.openai.com/v1",
      model: "gpt-4.1-mini",
      apiKey: "sk-test",
      firstTokenTimeoutMs: 15_000,
      answerTimeoutMs: 45_000,
      maxOutputTokens: 600,
      historyTurns: 6,
      dailyRequestCap: 2000,
    });
    expect(readServerConfig(model).chat.ai?.apiKey).toBeUndefined();
  });

  it.each([
    [{ AI_BASE_URL: model.AI_BASE_URL }, "AI_MODEL"],
    [{ AI_MODEL: model.AI_MODEL }, "AI_BASE_URL"],
    [{ AI_API_KEY: "sk-test" }, "AI_API_KEY"],
    [{ ...model, AI_BASE_URL: "ftp://models.example.com" }, "AI_BASE_URL"],
    [{ ...model, AI_DAILY_REQUEST_CAP: "0" }, "AI_DAILY_REQUEST_CAP"],
    [{ ...model, AI_HISTORY_TURNS: "51" }, "AI_HISTORY_TURNS"],
    [{ ...model, AI_FIRST_TOKEN_TIMEOUT_MS: "61000" }, "AI_FIRST_TOKEN_TIMEOUT_MS"],
    [{ ...model, AI_FIRST_TOKEN_TIMEOUT_MS: "5000", AI_ANSWER_TIMEOUT_MS: "4000" }, "AI_ANSWER_TIMEOUT_MS"],
    [{ ...model, CHAT_MAX_ANSWER_MS: "60000", AI_ANSWER_TIMEOUT_MS: "90000" }, "AI_ANSWER_TIMEOUT_MS"],
  ])("stops on %o and names %s", (env, variable) => {
    expect(() => readServerConfig(env)).toThrow(new RegExp(`^Setting ${variable} `));
  });
});
