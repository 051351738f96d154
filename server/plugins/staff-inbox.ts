import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { SiteDatabase } from "../db/database";
import { createLoginThrottle } from "../staff/login-throttle";
import { staffRoutes } from "../staff/routes";

/**
 * The staff inbox (/staff, /api/staff), its login throttle counting in Redis when REDIS_URL is
 * set (the app's one client, server/app.ts), so that every instance refuses the same guesser,
 * else in this process; and in this process too while Redis fails a command.
 */
export default async function staffInbox(app: FastifyInstance, options: { database: SiteDatabase; redis?: Redis }) {
  const throttle = createLoginThrottle({
    redis: options.redis,
    onStoreError: (error) =>
      app.log.warn({ err: error }, "login throttle store (Redis) failed a command: counting in this process"),
  });
  await app.register(staffRoutes, {
    database: options.database,
    throttle,
    wakeDelivery: () => app.deliveryWorker.wake(),
  });
}
