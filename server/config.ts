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

export interface ChatConfig {
  rateLimitPerMinute: number;
  /** Without it, the built-in site assistant answers. */
  webhook?: ChatWebhookConfig;
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

function chat(values: ServerSettings): ChatConfig {
  if (values.CHAT_MAX_ANSWER_MS < values.CHAT_FIRST_BYTE_TIMEOUT_MS) {
    throw new SettingsError(
      "CHAT_MAX_ANSWER_MS",
      `must not be below CHAT_FIRST_BYTE_TIMEOUT_MS (${values.CHAT_FIRST_BYTE_TIMEOUT_MS})`,
    );
  }
  const config: ChatConfig = { rateLimitPerMinute: values.CHAT_RATE_LIMIT_PER_MINUTE };
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
    skipBuild: values.SKIP_BUILD === "1" || values.SKIP_BUILD === "true",
    site,
  };
}
