import type { FastifyInstance } from "fastify";
import type { SiteDatabase } from "../db/database";
import { connectRateLimitStore } from "../security/rate-limit-store";
import { createLoginThrottle } from "../staff/login-throttle";
import { staffRoutes } from "../staff/routes";

/**
 * The staff inbox (/staff, /api/staff), its login throttle counting in Redis when REDIS_URL is
 * set, so that every instance refuses the same guesser, else in this process.
 */
export default async function staffInbox(app: FastifyInstance, options: { database: SiteDatabase; redisUrl?: string }) {
  const redis = options.redisUrl
    ? await connectRateLimitStore(options.redisUrl, (error) =>
        app.log.warn({ err: error }, "login throttle store (Redis) unreachable: counting in this process meanwhile"),
      )
    : undefined;
  if (redis) app.addHook("onClose", async () => void redis.disconnect());
  const throttle = createLoginThrottle({
    redis,
    onStoreError: (error) => app.log.warn({ err: error }, "login throttle store (Redis) failed a command"),
  });
  await app.register(staffRoutes, {
    database: options.database,
    throttle,
    wakeDelivery: () => app.deliveryWorker.wake(),
  });
}
