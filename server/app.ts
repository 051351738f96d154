// First: the site content the assistant reads needs the public settings in place.
import "./public-globals";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic, { type SetHeadersResponse } from "@fastify/static";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { FORM_PROBLEM_PATH, NOT_FOUND_PATH } from "../app/site-paths";
import { type Assistant, createAssistant } from "./chat/assistant";
import { chatRoutes } from "./chat/routes";
import type { ServerConfig } from "./config";
import type { SiteDatabase } from "./db/database";
import { configuredChannels, createDeliverers } from "./delivery/channels";
import { type DeliveryWorker, startDeliveryWorker } from "./delivery/worker";
import { isFormPost, renderProblemPage } from "./forms";
import { inquiryRoutes } from "./inquiries/routes";
import { createIntake, type Intake, type SpooledSubmission } from "./intake/intake";
import { openSpool } from "./intake/spool";
import { newsletterRoutes } from "./newsletter/routes";
import { apiPolicy, pagePolicy } from "./security/csp";
import { securityHeaders } from "./security/headers";
import { isAllowedOrigin } from "./security/origin";
import { connectRateLimitStore } from "./security/rate-limit-store";
import { resolvePath, type SiteFiles } from "./site-files";

/** Hashed build assets never change under their name; pages and the rest are revalidated. */
export function cacheControlFor(file: string): string {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  // Pages and the route data React Router fetches on client navigation change with each deploy.
  if (file.endsWith(".html") || file.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/**
 * How long a client may take. A request (headers and body, at most 64 KB) has 20 s: a visitor
 * on a slow phone needs well under that, and a client that trickles its body is cut. A socket
 * may sit silent longer, since a chat answer may take a minute to begin.
 */
export function clientTimeouts(chat: ServerConfig["chat"]) {
  const longestChatSilence = Math.max(chat.webhook?.firstByteTimeoutMs ?? 0, chat.webhook?.idleTimeoutMs ?? 0);
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
    "logLevel" | "trustProxy" | "rateLimit" | "redisUrl" | "delivery" | "chat" | "site" | "spoolDir"
  >;
  site: SiteFiles;
  database: SiteDatabase;
  /** The built-in site assistant; by default one indexed from app/content now. */
  assistant?: Assistant;
}

declare module "fastify" {
  interface FastifyInstance {
    deliveryWorker: DeliveryWorker;
    intake: Intake;
  }
}

/** What a visitor is told when the request itself was at fault (never a 500). */
function clientErrorMessage(error: FastifyError, contactEmail: string): { code: string; message: string } {
  switch (error.statusCode) {
    case 413:
      return {
        code: "payload_too_large",
        message: `That is more than we can accept in one message. Please shorten it, or email us at ${contactEmail}.`,
      };
    case 403:
      return {
        code: "forbidden_origin",
        message: `This form can only be sent from our own website. Please use the form on our contact page, or email us at ${contactEmail}.`,
      };
    case 415:
      return { code: "unsupported_media_type", message: "Please send the form as JSON or as a regular form post." };
    case 429:
      return { code: "rate_limited", message: error.message };
    case 503:
      return {
        code: "unavailable",
        message: `We could not take your message just now. Please try again in a minute, or email us at ${contactEmail}.`,
      };
    default:
      return { code: "bad_request", message: "We could not read that request. Please check it and try again." };
  }
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

export async function buildApp({ config, site, database, assistant }: AppOptions): Promise<FastifyInstance> {
  const { headersTimeout, connectionsCheckingInterval, ...timeouts } = clientTimeouts(config.chat);
  const app = Fastify({
    logger: { level: config.logLevel },
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

  // Security headers on every answer. An HTML page's policy allows exactly the inline scripts
  // the build wrote into that page; the only HTML not sent by the page handler below is the
  // form-problem page (rendered from its prerendered template, with the same scripts).
  const htmlFileOf = new WeakMap<FastifyRequest, string>();
  const problemPage = `${FORM_PROBLEM_PATH.slice(1)}/index.html`;
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(securityHeaders);
    // By the page sent, not the content type: a 304 answer to a page has no content type, and
    // the browser takes the 304's headers, CSP included, for the cached page.
    const type = String(reply.getHeader("content-type") ?? "");
    const file = htmlFileOf.get(request) ?? (type.startsWith("text/html") ? problemPage : undefined);
    reply.header(
      "content-security-policy",
      file ? pagePolicy(site.security, site.security.scriptHashes[file] ?? []) : apiPolicy,
    );
    return payload;
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Quality 5 compresses pages nearly as well as the default 11 at a fraction of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(formbody);
  const rateLimitStore = config.redisUrl
    ? await connectRateLimitStore(config.redisUrl, (error) =>
        app.log.warn({ err: error }, "rate-limit store (Redis) unreachable: requests are not limited meanwhile"),
      )
    : undefined;
  if (rateLimitStore) app.addHook("onClose", async () => void rateLimitStore.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore && { redis: rateLimitStore, nameSpace: "cleverobotics:rate-limit:", skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "rate_limited",
      message: `You have sent several messages in a short time. Please try again in ${Math.max(
        1,
        Math.ceil(context.ttl / 60_000),
      )} minute(s), or email us at ${config.site.contactEmail}.`,
    }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 503) reply.header("retry-after", "60");
    else if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .code(500)
        .send({ error: "server_error", message: "Something went wrong on our side. Please try again." });
    }
    const { code, message } = clientErrorMessage(error, config.site.contactEmail);
    if (isFormPost(request)) {
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .send(renderProblemPage(site.formProblemHtml, [message]));
    }
    return reply.code(status).send({ error: code, message });
  });

  // Cross-site form posts and fetches are refused before any body is read or stored.
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    if (!isAllowedOrigin(request, config.site.siteUrl)) {
      throw Object.assign(new Error("Cross-site request refused"), { statusCode: 403 });
    }
  });

  const deliverers = createDeliverers(config.delivery.channels);
  const worker = startDeliveryWorker({
    db: database.db,
    dialect: database.dialect,
    deliverers,
    intervalMs: config.delivery.intervalMs,
    maxAttempts: config.delivery.maxAttempts,
    log: app.log,
  });
  app.decorate("deliveryWorker", worker);
  app.addHook("onClose", async () => {
    await worker.stop();
  });

  const intake = createIntake({
    db: database.db,
    spool: await openSpool<SpooledSubmission>(config.spoolDir),
    channels: configuredChannels(config.delivery.channels),
    log: app.log,
    onStored: () => worker.wake(),
  });
  app.decorate("intake", intake);
  app.addHook("onClose", async () => {
    await intake.close();
  });

  await app.register(inquiryRoutes, {
    intake,
    rateLimit: config.rateLimit,
    problemTemplate: site.formProblemHtml,
  });
  await app.register(newsletterRoutes, { intake, rateLimit: config.rateLimit });
  await app.register(chatRoutes, {
    chat: config.chat,
    assistant: assistant ?? createAssistant({ demoUrl: config.site.bookingUrl ?? undefined }),
  });

  await app.register(fastifyStatic, {
    root: site.root,
    serve: false, // paths are resolved by resolvePath below; this only provides reply.sendFile
    // Only files of the build are ever sent, and /.well-known/security.txt is one of them.
    dotfiles: "allow",
    cacheControl: false,
    etag: true,
    lastModified: true,
    // @fastify/static 9 hands setHeaders the raw response (10 hands it the reply; see NOTES.md).
    setHeaders: (response: SetHeadersResponse, filePath: string) => {
      const relative = path.relative(site.root, filePath).split(path.sep).join("/");
      response.setHeader("cache-control", cacheControlFor(relative));
    },
  });

  // Liveness: the process answers. Readiness: it can take a lead and keep it (database or spool).
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const readiness = await intake.readiness();
    return reply
      .code(readiness.ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send({
        status: readiness.ready ? "ready" : "unavailable",
        database: readiness.database,
        spool: readiness.spool,
      });
  });

  app.all("/api/*", async (_request, reply) =>
    reply.code(404).send({ error: "not_found", message: "There is no such API endpoint." }),
  );

  const sendNotFound = (reply: FastifyReply, html: string) =>
    reply.code(404).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);

  // Every GET that no other route claims is a page, a static file or a 404 page.
  app.get("/*", (request, reply) => {
    const { pathname, search } = new URL(request.url, "http://localhost");
    const resolution = resolvePath(site, pathname);
    switch (resolution.kind) {
      case "file":
        if (resolution.file.endsWith(".html")) htmlFileOf.set(request, resolution.file);
        return reply.sendFile(resolution.file);
      case "redirect":
        // The query survives the redirect: a campaign link's utm_* tags still reach analytics.
        return reply.redirect(`${resolution.location}${search}`, 301);
      case "not-found": {
        const spa = resolution.html === "spa-fallback";
        htmlFileOf.set(request, spa ? "__spa-fallback.html" : `${NOT_FOUND_PATH.slice(1)}/index.html`);
        return sendNotFound(reply, spa ? site.spaFallbackHtml : site.notFoundHtml);
      }
    }
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({
        error: "method_not_allowed",
        message: `${request.method} is not accepted here.`,
      }),
  );

  return app;
}
