import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import {
  type Env,
  httpUrl,
  matching,
  oneOf,
  readSettings,
  retired,
  SettingsError,
  text,
  wholeNumber,
  yesNo,
} from "../app/lib/env-settings";
import { type PublicSettings, readPublicSettings } from "../app/lib/public-settings";
import { type ChannelConfigs, channelSettings, configureChannels } from "./delivery/channels";

export { type ChannelConfigs, SettingsError };

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export interface ChatWebhookConfig {
  url: string;
  /** Credentials and extra headers; sent to this URL only. */
  headers: Record<string, string>;
  /** Longest wait for the first byte of an answer's body. */
  firstByteTimeoutMs: number;
  /** Longest gap between two chunks once the answer has begun. */
  idleTimeoutMs: number;
  /** Hard cap on one answer, first byte to last. */
  maxAnswerMs: number;
  /** Whether a returning visitor's earlier messages are fetched from the webhook. */
  loadPreviousSession: boolean;
}

/** A model behind an OpenAI-compatible chat-completions API that answers the chat, grounded in the site. */
export interface ChatAiConfig {
  /** The API's base URL, up to and without `/chat/completions`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Longest wait for the model to begin (text or a tool call), at the start and after each tool result. */
  firstTokenTimeoutMs: number;
  /** Hard cap on one answer, question to last sentence. */
  answerTimeoutMs: number;
  maxOutputTokens: number;
  /** Earlier turns (a question and its answer) of the session sent with each question. */
  historyTurns: number;
  /** Questions the model answers per instance per UTC day; after that the built-in assistant answers. */
  dailyRequestCap: number;
}

export interface ChatConfig {
  rateLimitPerMinute: number;
  /** Without it, the built-in site assistant answers. */
  webhook?: ChatWebhookConfig;
  /** Which of the two answers when both are set is decided by `chatMode` (server/chat/ai/chat-mode.ts). */
  ai?: ChatAiConfig;
}

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Fastify's trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  database: DatabaseConfig;
  /** Where leads wait on local disk while the database cannot take them; one per instance. */
  spoolDir: string;
  /** Submissions per client address per window, for each form endpoint. */
  rateLimit: { max: number; windowMs: number };
  /** Where the rate-limit counters live when several instances share them (REDIS_URL); else in memory. */
  redisUrl?: string;
  delivery: { intervalMs: number; maxAttempts: number; channels: ChannelConfigs };
  chat: ChatConfig;
  /** The bearer token that lets a server (an n8n workflow) post leads without a browser Origin. */
  intakeApiToken?: string;
  /** Start on the existing build without checking that it is current. */
  skipBuild: boolean;
  /** The settings the pages were (or will be) built with. */
  site: PublicSettings;
}

/** Every setting the server reads, with its check, default and description (README and .env.example). */
export const serverSettingsSchema = z.object({
  PORT: wholeNumber({ min: 1, max: 65535, fallback: 3000, description: "port the server listens on" }),
  HOST: text({ fallback: "0.0.0.0", description: "address the server binds to" }),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
    fallback: "info",
    description: "how much the server logs (JSON lines on standard output)",
  }),
  TRUST_PROXY: matching(/^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/, "true, false, a hop count or proxy addresses", {
    type: "`true`, `false`, hop count or addresses",
    fallback: "false",
    description:
      "which proxy's `X-Forwarded-For` to believe, deciding the client address rate limits count: the proxy's addresses (best), or a hop count (`1` = one proxy in front; only if the app is reachable through it alone)",
  }),
  DATABASE_URL: matching(/^postgres(ql)?:\/\//, "a postgres:// connection string", {
    type: "`postgres://` URL",
    secret: true,
    description:
      "PostgreSQL for several instances (add `?application_name=...` to name connections); without it an embedded SQLite file",
    example: "postgres://site:password@127.0.0.1:5432/site",
  }),
  SQLITE_FILE: text({
    fallback: "data/site.db",
    description: "the SQLite file used without `DATABASE_URL` (`:memory:` keeps nothing across restarts)",
  }),
  SPOOL_DIR: text({
    description:
      "where leads wait on local disk while the database cannot take them (answered 202, replayed by key when it is back); one folder per instance, a volume in containers",
    derivedDefault: "`data/spool` (a temporary folder with `SQLITE_FILE=:memory:`)",
    example: "data/spool",
  }),
  RATE_LIMIT_MAX: wholeNumber({
    min: 1,
    max: 1_000_000,
    fallback: 5,
    description: "submissions of the contact form, chat handoff or newsletter box per client address per window",
  }),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber({
    min: 1,
    max: 86_400,
    fallback: 600,
    description: "the window of `RATE_LIMIT_MAX`, in seconds",
  }),
  REDIS_URL: matching(/^rediss?:\/\/./, 'a redis:// or rediss:// address, such as "redis://127.0.0.1:6379"', {
    type: "`redis://` or `rediss://` URL",
    secret: true,
    description:
      "Redis where several instances share their rate limits (requests are let through, and a warning logged, while it is unreachable); without it each instance counts alone",
    example: "redis://127.0.0.1:6379",
  }),
  DELIVERY_INTERVAL_MS: wholeNumber({
    min: 100,
    max: 3_600_000,
    fallback: 5000,
    description: "how often the outbox worker looks for leads to deliver when nothing woke it",
  }),
  DELIVERY_MAX_ATTEMPTS: wholeNumber({
    min: 1,
    max: 100,
    fallback: 10,
    description: "attempts per lead and channel before it is marked failed (`npm run leads` still lists it)",
  }),
  ...channelSettings,
  CHAT_RATE_LIMIT_PER_MINUTE: wholeNumber({
    min: 1,
    max: 100_000,
    fallback: 20,
    description:
      "chat requests (messages and previous-session loads) per client address per minute; over it `/api/chat` answers 429 with `retry-after`",
  }),
  CHAT_WEBHOOK_URL: httpUrl({
    description:
      "n8n Chat Trigger webhook that answers the chat; without it the built-in site assistant answers. Redirects are refused, never followed",
    example: "https://n8n.example.com/webhook/0000-chat/chat",
  }),
  CHAT_WEBHOOK_BASIC_AUTH: matching(/:/, '"user:password"', {
    type: "`user:password`",
    secret: true,
    description: "basic-auth credentials sent to `CHAT_WEBHOOK_URL` only",
  }),
  CHAT_WEBHOOK_HEADER: matching(/^[A-Za-z0-9-]+:\s*\S/, '"Header-Name: value"', {
    type: "`Header-Name: value`",
    secret: true,
    description: "one extra header sent to `CHAT_WEBHOOK_URL` only (an API key)",
  }),
  CHAT_FIRST_BYTE_TIMEOUT_MS: wholeNumber({
    min: 100,
    max: 600_000,
    fallback: 60_000,
    description: "longest wait for the first byte of the webhook's answer; then the visitor gets 504",
  }),
  CHAT_IDLE_TIMEOUT_MS: wholeNumber({
    min: 100,
    max: 600_000,
    fallback: 30_000,
    description:
      "longest gap between two chunks of an answer; n8n's keepalive lines count, so a streamed answer is never cut while it keeps coming",
  }),
  CHAT_MAX_ANSWER_MS: wholeNumber({
    min: 100,
    max: 3_600_000,
    fallback: 600_000,
    description:
      "hard cap on one answer (not below `CHAT_FIRST_BYTE_TIMEOUT_MS`); a cut stream ends with an error line",
  }),
  CHAT_LOAD_PREVIOUS_SESSION: yesNo({
    fallback: false,
    description:
      "ask the webhook for a returning visitor's earlier messages (n8n's loadPreviousSession; needs memory on the Chat Trigger)",
  }),
  AI_BASE_URL: httpUrl({
    description:
      "base URL of an OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, Gemini, Groq, OpenRouter, Ollama, vLLM, llama.cpp); with `AI_MODEL` the chat is answered by that model, grounded in the site's content. `CHAT_WEBHOOK_URL` takes precedence",
    example: "https://api.openai.com/v1",
  }),
  AI_MODEL: text({ description: "the model `AI_BASE_URL` serves that answers the chat", example: "gpt-4.1-mini" }),
  AI_API_KEY: text({
    secret: true,
    description: "API key sent to `AI_BASE_URL` as a bearer token (not needed by a local Ollama or llama.cpp)",
  }),
  AI_FIRST_TOKEN_TIMEOUT_MS: wholeNumber({
    min: 100,
    max: 600_000,
    fallback: 15_000,
    description:
      "longest wait for the model to begin answering (and again after each tool it calls); then the built-in assistant answers. Not above `CHAT_FIRST_BYTE_TIMEOUT_MS`",
  }),
  AI_ANSWER_TIMEOUT_MS: wholeNumber({
    min: 100,
    max: 3_600_000,
    fallback: 45_000,
    description:
      "hard cap on one model answer; a cut answer ends with an offer of a person. Not below `AI_FIRST_TOKEN_TIMEOUT_MS` nor above `CHAT_MAX_ANSWER_MS`",
  }),
  AI_MAX_OUTPUT_TOKENS: wholeNumber({
    min: 16,
    max: 100_000,
    fallback: 600,
    description:
      "tokens the model may write per call, the bound on one answer's output cost (an answer makes one call, plus one per round of tools it uses, at most 4)",
  }),
  AI_HISTORY_TURNS: wholeNumber({
    min: 0,
    max: 50,
    fallback: 6,
    description:
      "earlier questions and answers of a conversation sent with each new question (kept in memory per instance; a restart forgets)",
  }),
  AI_DAILY_REQUEST_CAP: wholeNumber({
    min: 1,
    max: 10_000_000,
    fallback: 2000,
    description:
      "chat questions the model answers per instance per day (UTC); after that the built-in assistant answers until midnight",
  }),
  INTAKE_API_TOKEN: text({
    secret: true,
    description:
      "bearer token (32 characters or more, no spaces) with which a server, such as the n8n chat workflow, posts leads to `/api/inquiries` as `Authorization: Bearer TOKEN`; such a post needs no browser Origin, and a post with a wrong token is refused",
  }),
  CHAT_WEBHOOK_TIMEOUT_MS: retired("CHAT_FIRST_BYTE_TIMEOUT_MS (and CHAT_IDLE_TIMEOUT_MS, CHAT_MAX_ANSWER_MS)"),
  SKIP_BUILD: matching(/^(0|1|true|false)$/, "1 or 0", {
    type: "`1` or `0`",
    fallback: "0",
    description: "`1` starts on the existing build without checking it (containers, tests)",
  }),
});

type ServerSettings = z.output<typeof serverSettingsSchema>;

function trustProxy(raw: string): ServerConfig["trustProxy"] {
  if (raw === "false") return false;
  if (raw === "true") return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function database(values: ServerSettings, root: string): DatabaseConfig {
  if (values.DATABASE_URL) return { kind: "postgres", url: values.DATABASE_URL };
  const file = values.SQLITE_FILE;
  return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(root, file) };
}

/**
 * The spool sits beside the SQLite file by default. A database in memory keeps nothing across
 * a restart anyway, so its spool goes to a folder of this process's own in the temp directory.
 */
function spoolDir(values: ServerSettings, root: string, database: DatabaseConfig): string {
  if (values.SPOOL_DIR) return path.resolve(root, values.SPOOL_DIR);
  if (database.kind === "sqlite" && database.file === ":memory:") {
    return path.join(tmpdir(), `cleverobotics-spool-${process.pid}`);
  }
  return path.resolve(root, "data/spool");
}

function chatAi(values: ServerSettings): ChatAiConfig | undefined {
  const { AI_BASE_URL: baseUrl, AI_MODEL: model } = values;
  if (baseUrl && !model) throw new SettingsError("AI_MODEL", "must be set with AI_BASE_URL");
  if (model && !baseUrl) throw new SettingsError("AI_BASE_URL", "must be set with AI_MODEL");
  if (values.AI_API_KEY && !baseUrl) throw new SettingsError("AI_API_KEY", "is set without AI_BASE_URL");
  if (!baseUrl || !model) return undefined;
  if (values.AI_FIRST_TOKEN_TIMEOUT_MS > values.CHAT_FIRST_BYTE_TIMEOUT_MS) {
    throw new SettingsError(
      "AI_FIRST_TOKEN_TIMEOUT_MS",
      `must not be above CHAT_FIRST_BYTE_TIMEOUT_MS (${values.CHAT_FIRST_BYTE_TIMEOUT_MS})`,
    );
  }
  if (values.AI_ANSWER_TIMEOUT_MS < values.AI_FIRST_TOKEN_TIMEOUT_MS) {
    throw new SettingsError(
      "AI_ANSWER_TIMEOUT_MS",
      `must not be below AI_FIRST_TOKEN_TIMEOUT_MS (${values.AI_FIRST_TOKEN_TIMEOUT_MS})`,
    );
  }
  if (values.AI_ANSWER_TIMEOUT_MS > values.CHAT_MAX_ANSWER_MS) {
    throw new SettingsError(
      "AI_ANSWER_TIMEOUT_MS",
      `must not be above CHAT_MAX_ANSWER_MS (${values.CHAT_MAX_ANSWER_MS})`,
    );
  }
  return {
    baseUrl,
    model,
    ...(values.AI_API_KEY && { apiKey: values.AI_API_KEY }),
    firstTokenTimeoutMs: values.AI_FIRST_TOKEN_TIMEOUT_MS,
    answerTimeoutMs: values.AI_ANSWER_TIMEOUT_MS,
    maxOutputTokens: values.AI_MAX_OUTPUT_TOKENS,
    historyTurns: values.AI_HISTORY_TURNS,
    dailyRequestCap: values.AI_DAILY_REQUEST_CAP,
  };
}

function chat(values: ServerSettings): ChatConfig {
  if (values.CHAT_MAX_ANSWER_MS < values.CHAT_FIRST_BYTE_TIMEOUT_MS) {
    throw new SettingsError(
      "CHAT_MAX_ANSWER_MS",
      `must not be below CHAT_FIRST_BYTE_TIMEOUT_MS (${values.CHAT_FIRST_BYTE_TIMEOUT_MS})`,
    );
  }
  const config: ChatConfig = { rateLimitPerMinute: values.CHAT_RATE_LIMIT_PER_MINUTE };
  const ai = chatAi(values);
  if (ai) config.ai = ai;
  if (!values.CHAT_WEBHOOK_URL) return config;
  const headers: Record<string, string> = {};
  if (values.CHAT_WEBHOOK_BASIC_AUTH) {
    headers.authorization = `Basic ${Buffer.from(values.CHAT_WEBHOOK_BASIC_AUTH).toString("base64")}`;
  }
  const header = values.CHAT_WEBHOOK_HEADER && /^([A-Za-z0-9-]+):\s*(.+)$/.exec(values.CHAT_WEBHOOK_HEADER);
  if (header) headers[header[1]!.toLowerCase()] = header[2]!;
  return {
    ...config,
    webhook: {
      url: values.CHAT_WEBHOOK_URL,
      headers,
      firstByteTimeoutMs: values.CHAT_FIRST_BYTE_TIMEOUT_MS,
      idleTimeoutMs: values.CHAT_IDLE_TIMEOUT_MS,
      maxAnswerMs: values.CHAT_MAX_ANSWER_MS,
      loadPreviousSession: values.CHAT_LOAD_PREVIOUS_SESSION,
    },
  };
}

/** Checked here rather than by its schema, whose message would quote the secret. */
function intakeApiToken(values: ServerSettings): string | undefined {
  const token = values.INTAKE_API_TOKEN;
  if (token !== undefined && !/^[\x21-\x7e]{32,}$/.test(token)) {
    throw new SettingsError(
      "INTAKE_API_TOKEN",
      `must be 32 or more visible ASCII characters without spaces (it has ${token.length} characters); for example the output of "openssl rand -hex 32"`,
    );
  }
  return token;
}

/** Reads and checks every server setting once at start; a bad value throws a SettingsError naming it. */
export function readServerConfig(env: Env = process.env, root = process.cwd()): ServerConfig {
  const values = readSettings(serverSettingsSchema, env);
  const site = readPublicSettings(env);
  const databaseConfig = database(values, root);
  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    trustProxy: trustProxy(values.TRUST_PROXY),
    database: databaseConfig,
    spoolDir: spoolDir(values, root, databaseConfig),
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    redisUrl: values.REDIS_URL,
    delivery: {
      intervalMs: values.DELIVERY_INTERVAL_MS,
      maxAttempts: values.DELIVERY_MAX_ATTEMPTS,
      channels: configureChannels(values, site),
    },
    chat: chat(values),
    intakeApiToken: intakeApiToken(values),
    skipBuild: values.SKIP_BUILD === "1" || values.SKIP_BUILD === "true",
    site,
  };
}
