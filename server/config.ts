import { tmpdir } from "node:os";
import path from "node:path";
import { type PublicSettings, readPublicSettings, readUrl, SettingsError } from "../app/lib/public-settings";
import { isRedisUrl } from "./security/rate-limit-store";

export { SettingsError };

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export interface DeliveryChannels {
  smtp?: { url: string; from: string; to: string };
  emailjs?: { apiUrl: string; serviceId: string; templateId: string; publicKey: string; privateKey?: string };
  webhook?: { url: string; secret: string };
}

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
  delivery: { intervalMs: number; maxAttempts: number; channels: DeliveryChannels };
  chat: ChatConfig;
  /** The settings the pages were (or will be) built with. */
  site: PublicSettings;
}

type Env = Record<string, string | undefined>;
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function text(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new SettingsError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function trustProxy(env: Env): ServerConfig["trustProxy"] {
  const raw = text(env, "TRUST_PROXY");
  if (raw === undefined || raw === "false") return false;
  if (raw === "true") return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[0-9a-fA-F.:/, ]+$/.test(raw)) return raw;
  throw new SettingsError("TRUST_PROXY", `must be true, false, a hop count or proxy addresses, got "${raw}"`);
}

function database(env: Env, root: string): DatabaseConfig {
  const url = text(env, "DATABASE_URL");
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new SettingsError("DATABASE_URL", "must be a postgres:// connection string");
    }
    return { kind: "postgres", url };
  }
  const file = text(env, "SQLITE_FILE") ?? "data/site.db";
  return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(root, file) };
}

/**
 * The spool sits beside the SQLite file by default. A database in memory keeps nothing across
 * a restart anyway, so its spool goes to a folder of this process's own in the temp directory.
 */
function spoolDir(env: Env, root: string, database: DatabaseConfig): string {
  const dir = text(env, "SPOOL_DIR");
  if (dir) return path.resolve(root, dir);
  if (database.kind === "sqlite" && database.file === ":memory:") {
    return path.join(tmpdir(), `cleverobotics-spool-${process.pid}`);
  }
  return path.resolve(root, "data/spool");
}

function channels(env: Env, site: PublicSettings): DeliveryChannels {
  const result: DeliveryChannels = {};
  const smtpUrl = text(env, "SMTP_URL");
  if (smtpUrl) {
    if (!/^smtps?:\/\//.test(smtpUrl)) throw new SettingsError("SMTP_URL", "must start with smtp:// or smtps://");
    result.smtp = {
      url: smtpUrl,
      from: text(env, "MAIL_FROM") ?? `Cleverobotics website <${site.contactEmail}>`,
      to: text(env, "MAIL_TO") ?? site.contactEmail,
    };
  }
  const emailjs = ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"].map((name) => text(env, name));
  if (emailjs.some(Boolean)) {
    const missing = ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"].find((_, i) => !emailjs[i]);
    if (missing) throw new SettingsError(missing, "is needed with the other EmailJS settings");
    result.emailjs = {
      apiUrl: readUrl(env, "EMAILJS_API_URL", "https://api.emailjs.com/api/v1.0/email/send") as string,
      serviceId: emailjs[0] as string,
      templateId: emailjs[1] as string,
      publicKey: emailjs[2] as string,
      privateKey: text(env, "EMAILJS_PRIVATE_KEY"),
    };
  }
  const webhookUrl = readUrl(env, "INQUIRY_WEBHOOK_URL");
  if (webhookUrl) {
    const secret = text(env, "INQUIRY_WEBHOOK_SECRET");
    if (!secret || secret.length < 16) {
      throw new SettingsError("INQUIRY_WEBHOOK_SECRET", "must be set (16 characters or more) with INQUIRY_WEBHOOK_URL");
    }
    result.webhook = { url: webhookUrl, secret };
  }
  return result;
}

function yesNo(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw !== "true" && raw !== "false") throw new SettingsError(name, `must be true or false, got "${raw}"`);
  return raw === "true";
}

/** The timeouts and switches of the chat webhook, checked even while no webhook is set. */
function chatWebhookBehaviour(env: Env): Omit<ChatWebhookConfig, "url" | "headers"> {
  if (text(env, "CHAT_WEBHOOK_TIMEOUT_MS") !== undefined) {
    throw new SettingsError(
      "CHAT_WEBHOOK_TIMEOUT_MS",
      "was replaced by CHAT_FIRST_BYTE_TIMEOUT_MS (and CHAT_IDLE_TIMEOUT_MS, CHAT_MAX_ANSWER_MS); remove it",
    );
  }
  const firstByteTimeoutMs = wholeNumber(env, "CHAT_FIRST_BYTE_TIMEOUT_MS", 60_000, 100, 600_000);
  const maxAnswerMs = wholeNumber(env, "CHAT_MAX_ANSWER_MS", 600_000, 100, 3_600_000);
  if (maxAnswerMs < firstByteTimeoutMs) {
    throw new SettingsError(
      "CHAT_MAX_ANSWER_MS",
      `must not be below CHAT_FIRST_BYTE_TIMEOUT_MS (${firstByteTimeoutMs})`,
    );
  }
  return {
    firstByteTimeoutMs,
    idleTimeoutMs: wholeNumber(env, "CHAT_IDLE_TIMEOUT_MS", 30_000, 100, 600_000),
    maxAnswerMs,
    loadPreviousSession: yesNo(env, "CHAT_LOAD_PREVIOUS_SESSION", false),
  };
}

function chat(env: Env): ChatConfig {
  const config: ChatConfig = { rateLimitPerMinute: wholeNumber(env, "CHAT_RATE_LIMIT_PER_MINUTE", 20, 1, 100_000) };
  const behaviour = chatWebhookBehaviour(env);
  const url = readUrl(env, "CHAT_WEBHOOK_URL");
  if (!url) return config;
  const headers: Record<string, string> = {};
  const basic = text(env, "CHAT_WEBHOOK_BASIC_AUTH");
  if (basic) {
    if (!basic.includes(":")) throw new SettingsError("CHAT_WEBHOOK_BASIC_AUTH", 'must be "user:password"');
    headers.authorization = `Basic ${Buffer.from(basic).toString("base64")}`;
  }
  const header = text(env, "CHAT_WEBHOOK_HEADER");
  if (header) {
    const match = /^([A-Za-z0-9-]+):\s*(.+)$/.exec(header);
    if (!match) throw new SettingsError("CHAT_WEBHOOK_HEADER", 'must be "Header-Name: value"');
    headers[match[1]!.toLowerCase()] = match[2]!;
  }
  return {
    ...config,
    webhook: { url, headers, ...behaviour },
  };
}

function redisUrl(env: Env): string | undefined {
  const url = text(env, "REDIS_URL");
  if (url && !isRedisUrl(url)) {
    throw new SettingsError("REDIS_URL", 'must be a redis:// or rediss:// address, such as "redis://127.0.0.1:6379"');
  }
  return url;
}

/** Reads and checks every server setting once at start; a bad value throws a SettingsError naming it. */
export function readServerConfig(env: Env = process.env, root = process.cwd()): ServerConfig {
  const rawPort = text(env, "PORT") ?? "3000";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new SettingsError("PORT", `must be a whole number from 1 to 65535, got "${rawPort}"`);
  }

  const logLevel = (text(env, "LOG_LEVEL") ?? "info") as ServerConfig["logLevel"];
  if (!logLevels.includes(logLevel)) {
    throw new SettingsError("LOG_LEVEL", `must be one of ${logLevels.join(", ")}, got "${logLevel}"`);
  }

  const site = readPublicSettings(env);
  const databaseConfig = database(env, root);
  return {
    port,
    host: text(env, "HOST") ?? "0.0.0.0",
    logLevel,
    trustProxy: trustProxy(env),
    database: databaseConfig,
    spoolDir: spoolDir(env, root, databaseConfig),
    rateLimit: {
      max: wholeNumber(env, "RATE_LIMIT_MAX", 5, 1, 1_000_000),
      windowMs: wholeNumber(env, "RATE_LIMIT_WINDOW_SECONDS", 600, 1, 86_400) * 1000,
    },
    redisUrl: redisUrl(env),
    delivery: {
      intervalMs: wholeNumber(env, "DELIVERY_INTERVAL_MS", 5000, 100, 3_600_000),
      maxAttempts: wholeNumber(env, "DELIVERY_MAX_ATTEMPTS", 10, 1, 100),
      channels: channels(env, site),
    },
    chat: chat(env),
    site,
  };
}
