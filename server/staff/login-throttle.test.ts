import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRateLimitStore } from "../security/rate-limit-store";
import { type RedisProcess, redisServerInstalled, startRedisProcess } from "../testing/redis-process";
import { createLoginThrottle, FREE_FAILURES, waitAfter } from "./login-throttle";

describe("login throttle", () => {
  it("waits twice as long after each failure beyond the free ones, at most 15 minutes", () => {
    const waits = Array.from({ length: 12 }, (_, index) => waitAfter(index + 1, FREE_FAILURES.account) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("counts per account and per address, forgets an account on success and every key after a day", async () => {
    const throttle = createLoginThrottle();
    const t0 = Date.parse("2026-11-02T10:00:00Z");
    for (let failure = 1; failure <= 5; failure++) await throttle.failed("Meena@cleverobotics.com", "203.0.113.7", t0);
    expect(await throttle.waitMs("meena@cleverobotics.com", "198.51.100.1", t0 + 1000)).toBe(29_000);
    expect(await throttle.waitMs("ravi@cleverobotics.com", "198.51.100.1", t0 + 1000)).toBe(0);
    expect(await throttle.waitMs("meena@cleverobotics.com", "198.51.100.1", t0 + 30_000)).toBe(0);
    await throttle.succeeded("meena@cleverobotics.com");
    expect(await throttle.waitMs("meena@cleverobotics.com", "198.51.100.1", t0 + 1000)).toBe(0);

    for (let failure = 1; failure <= 30; failure++) await throttle.failed(`x${failure}@example.com`, "203.0.113.8", t0);
    expect(await throttle.waitMs("ravi@cleverobotics.com", "203.0.113.8", t0)).toBe(15 * 60_000);
    // Never for good: a day after the last failure the address starts afresh.
    expect(await throttle.waitMs("ravi@cleverobotics.com", "203.0.113.8", t0 + 24 * 60 * 60_000 + 1)).toBe(0);
  });
});

describe.runIf(redisServerInstalled())("login throttle shared through Redis", () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedisProcess();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("refuses on one instance the account another instance saw fail, and falls back to memory when Redis is gone", async () => {
    const [a, b] = await Promise.all([
      connectRateLimitStore(redis.url, () => {}),
      connectRateLimitStore(redis.url, () => {}),
    ]);
    const errors: unknown[] = [];
    const first = createLoginThrottle({ redis: a });
    const second = createLoginThrottle({ redis: b, onStoreError: (error) => errors.push(error) });
    const now = Date.now();
    for (let failure = 1; failure <= 5; failure++) await first.failed("meena@cleverobotics.com", "203.0.113.7", now);
    expect(await second.waitMs("meena@cleverobotics.com", "192.0.2.1", now)).toBe(30_000);

    await redis.stop();
    for (let failure = 1; failure <= 5; failure++) await second.failed("ravi@cleverobotics.com", "203.0.113.9", now);
    expect(await second.waitMs("ravi@cleverobotics.com", "203.0.113.9", now)).toBe(30_000);
    expect(errors.length).toBeGreaterThan(0);
    a.disconnect();
    b.disconnect();
  });
});
