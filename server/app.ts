import zlib from "node:zlib";
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { createAiChat } from "./chat/ai/ai-chat";
import { type ChatMode, chatMode } from "./chat/ai/chat-mode";
import { type Assistant, createAssistant } from "./chat/assistant";
import { chatRoutes } from "./chat/routes";
import type { ServerConfig } from "./config";
import type { SiteDatabase } from "./db/database";
import { inquiryRoutes } from "./inquiries/routes";
import { knowledgeRoutes } from "./knowledge/routes";
import { newsletterRoutes } from "./newsletter/routes";
import clientErrors from "./plugins/client-errors";
import health from "./plugins/health";
import leadIntake from "./plugins/lead-intake";
import originCheck from "./plugins/origin-check";
import rateLimits from "./plugins/rate-limits";
import securityHeaders from "./plugins/security-headers";
import staffInbox from "./plugins/staff-inbox";
import staticSite from "./plugins/static-site";
import { connectRedis } from "./security/rate-limit-store";
import type { SiteFiles } from "./site-files";

/** The longest the chat's answer may stay silent in the mode that is on. */
function longestSilence(mode: ChatMode): number {
  if (mode.mode === "webhook") return Math.max(mode.webhook.firstByteTimeoutMs, mode.webhook.idleTimeoutMs);
  // A model's answer may stay silent between its first line and its first sentence.
  if (mode.mode === "ai") return mode.ai.answerTimeoutMs;
  return 0;
}

/**
 * How long a client may take. A request (headers and body, at most 64 KB) has 20 s: a visitor
 * on a slow phone needs well under that, and a client that trickles its body is cut. A socket
 * may sit silent longer, since a chat answer may take a minute to begin.
 */
export function clientTimeouts(chat: ServerConfig["chat"]) {
  const longestChatSilence = longestSilence(chatMode(chat));
  return {
    requestTimeout: 20_000,
    headersTimeout: 10_000,
    connectionTimeout: Math.max(60_000, longestChatSilence) + 10_000,
    // Longer than a proxy keeps an idle upstream connection (nginx: 60 s), so the proxy closes first.
    keepAliveTimeout: 72_000,
    // How often Node looks for requests past those limits (its default, 30 s, would double them).
    connectionsCheckingInterval: 2000,
  };
}

export interface AppOptions {
  config: Pick<
    ServerConfig,
    | "logLevel"
    | "trustProxy"
    | "rateLimit"
    | "redisUrl"
    | "delivery"
    | "chat"
    | "site"
    | "spoolDir"
    | "database"
    | "intakeApiToken"
  >;
  site: SiteFiles;
  database: SiteDatabase;
  /** The built-in site assistant; by default one indexed from app/content now. */
  assistant?: Assistant;
  /** Where the log lines go; standard output by default. */
  logStream?: DestinationStream;
}

/**
 * Fastify's own trustProxy. A hop count ("TRUST_PROXY=1": one proxy in front) is turned into
 * a function, because Fastify 5 now treats a number as "trust nothing" (fastify/lib/request.js),
 * which would count every visitor behind the proxy as one address and rate-limit them all
 * together. The count trusts the nearest N hops: use it only where the app can be reached
 * through the proxies alone; proxy addresses are the stricter setting.
 */
export function proxyTrust(
  setting: ServerConfig["trustProxy"],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The server: one Fastify plugin per concern (docs/decisions/0009-a-server-made-of-plugins.md),
 * registered in the order a request meets them.
 */
export async function buildApp({ config, site, database, assistant, logStream }: AppOptions): Promise<FastifyInstance> {
  const { headersTimeout, connectionsCheckingInterval, ...timeouts } = clientTimeouts(config.chat);
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    ...timeouts,
    http: { headersTimeout, connectionsCheckingInterval },
  });
  // pg hangs the whole client on the error; its code and message are what an operator needs.
  database.onConnectionError((error) =>
    app.log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "database connection lost; the next query opens a new one",
    ),
  );
  const { contactEmail } = config.site;
  // One Redis client, when REDIS_URL is set, for the rate limits and the sign-in throttle.
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, (error) =>
        app.log.warn(
          { err: error },
          "Redis unreachable: rate limits let requests through and sign-in failures are counted in this process meanwhile",
        ),
      )
    : undefined;
  if (redis) app.addHook("onClose", async () => void redis.disconnect());

  await app.register(securityHeaders, { security: site.security });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Quality 5 compresses pages nearly as well as the default 11 at a fraction of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(formbody);
  await app.register(clientErrors, { contactEmail, problemTemplate: site.formProblemPages.en.html });
  await app.register(originCheck, { siteUrl: config.site.siteUrl, intakeApiToken: config.intakeApiToken });
  await app.register(rateLimits, { redis, contactEmail });
  await app.register(leadIntake, {
    database,
    delivery: config.delivery,
    spoolDir: config.spoolDir,
    databaseLabel: config.database.kind === "postgres" ? "PostgreSQL" : config.database.file,
  });

  await app.register(inquiryRoutes, { rateLimit: config.rateLimit, problemPages: site.formProblemPages });
  await app.register(newsletterRoutes, { rateLimit: config.rateLimit });
  const builtInAssistant = assistant ?? createAssistant({ demoUrl: config.site.bookingUrl ?? undefined });
  const mode = chatMode(config.chat);
  await app.register(chatRoutes, {
    chat: config.chat,
    assistant: builtInAssistant,
    ai:
      mode.mode === "ai"
        ? createAiChat({ config: mode.ai, assistant: builtInAssistant, intake: app.intake })
        : undefined,
  });
  await app.register(knowledgeRoutes);
  await app.register(staffInbox, { database, redis });
  await app.register(health);
  await app.register(staticSite, { site });
  return app;
}
