import { Redis } from "ioredis";

/**
 * The server's one Redis client when REDIS_URL is set (made in server/app.ts), shared by the
 * rate limits and the staff sign-in throttle, so that several instances of the server count
 * one visitor's requests and one guesser's failures together. Without it each instance counts
 * in memory.
 *
 * A store that is down must not cost a lead: commands fail at once instead of queueing while
 * Redis is unreachable (`enableOfflineQueue: false`); the rate limiter then lets the request
 * through (`skipOnError` in server/plugins/rate-limits.ts) and the sign-in throttle counts in
 * this process, while the failure is logged. The server waits up to two seconds at start for
 * the first connection.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect with a growing pause, at most every five seconds.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    // ioredis reports every failed reconnection; one line a minute is enough to notice.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    onError(error);
  });
  // Start counting from the first request when Redis is there; start anyway when it is not.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** Checks a REDIS_URL value: redis:// or rediss:// (TLS). */
export function isRedisUrl(value: string): boolean {
  try {
    return ["redis:", "rediss:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
