import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";

/**
 * Per-route rate limits (each route sets its own in `config.rateLimit`), counted per client
 * address: in Redis when REDIS_URL is set (the app's one client, server/app.ts), so that every
 * instance counts the same visitor together, else in this process. While Redis fails, requests
 * are let through.
 */
async function rateLimits(app: FastifyInstance, options: { redis?: Redis; contactEmail: string }) {
  const store = options.redis;
  await app.register(rateLimit, {
    global: false,
    ...(store && { redis: store, nameSpace: "cleverobotics:rate-limit:", skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "rate_limited",
      message: `You have sent several messages in a short time. Please try again in ${Math.max(
        1,
        Math.ceil(context.ttl / 60_000),
      )} minute(s), or email us at ${options.contactEmail}.`,
    }),
  });
}

export default fp(rateLimits, { name: "rate-limits", fastify: "5.x" });
