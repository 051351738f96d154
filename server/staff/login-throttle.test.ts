import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis } from "../security/rate-limit-store";
import { type RedisProcess, redisServerInstalled, startRedisProcess } from "../testing/redis-process";
import {
  CHECKS_BEFORE_WAIT,
  createLoginThrottle,
  FREE_FAILURES,
  type LoginThrottle,
  waitAfter,
} from "./login-throttle";

/** A wrong password: the attempt is reserved, and its reservation kept as a failure. */
async function fail(throttle: LoginThrottle, email: string, address: string, now: number) {
  const attempt = await throttle.reserve(email, address, now);
  if (!attempt.ok) throw new Error(`refused for ${attempt.waitMs} ms`);
}

/** 0 when an attempt may check its password (it is then taken back, as on the right password). */
async function waitMs(throttle: LoginThrottle, email: string, address: string, now: number) {
  const attempt = await throttle.reserve(email, address, now);
  if (!attempt.ok) return attempt.waitMs;
  await attempt.release();
  return 0;
}

describe("login throttle", () => {
  it("waits twice as long after each failure beyond the free ones, at most 15 minutes", () => {
    const waits = Array.from({ length: 12 }, (_, index) => waitAfter(index + 1, FREE_FAILURES.account) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("counts per account and per address, forgets an account on success and every key after a day", async () => {
    const throttle = createLoginThrottle();
    const t0 = Date.parse("2026-11-02T10:00:00Z");
    for (let failure = 1; failure <= 5; failure++) await fail(throttle, "Meena@cleverobotics.com", "203.0.113.7", t0);
    expect(await waitMs(throttle, "meena@cleverobotics.com", "198.51.100.1", t0 + 1000)).toBe(29_000);
    expect(await waitMs(throttle, "ravi@cleverobotics.com", "198.51.100.1", t0 + 1000)).toBe(0);
    // After the wait, the right password: the account is forgotten.
    expect(await waitMs(throttle, "meena@cleverobotics.com", "198.51.100.1", t0 + 30_000)).toBe(0);
    for (let failure = 1; failure <= 4; failure++)
      await fail(throttle, "meena@cleverobotics.com", "192.0.2.1", t0 + 31_000);
    expect(await waitMs(throttle, "meena@cleverobotics.com", "192.0.2.1", t0 + 31_000)).toBe(0);

    // One address, a new email each time, each failure as soon as the last wait is over.
    let at = t0;
    for (let failure = 1; failure <= 30; failure++) {
      if (failure > 1) at += waitAfter(failure - 1, FREE_FAILURES.address);
      await fail(throttle, `x${failure}@example.com`, "203.0.113.8", at);
    }
    expect(await waitMs(throttle, "ravi@cleverobotics.com", "203.0.113.8", at)).toBe(15 * 60_000);
    // Never for good: a day after the last failure the address starts afresh.
    expect(await waitMs(throttle, "ravi@cleverobotics.com", "203.0.113.8", at + 24 * 60 * 60_000 + 1)).toBe(0);
  });

  it("counts an attempt before its check: parallel attempts get the checks of attempts one after another", async () => {
    const throttle = createLoginThrottle();
    const now = Date.parse("2026-11-02T10:00:00Z");
    const burst = await Promise.all(
      Array.from({ length: 60 }, () => throttle.reserve("meena@cleverobotics.com", "203.0.113.7", now)),
    );
    expect(burst.filter((attempt) => attempt.ok)).toHaveLength(CHECKS_BEFORE_WAIT.account);
    expect(burst.filter((attempt) => !attempt.ok).every((attempt) => !attempt.ok && attempt.waitMs === 30_000)).toBe(
      true,
    );
    const emails = await Promise.all(
      Array.from({ length: 100 }, (_, n) => throttle.reserve(`x${n}@example.com`, "198.51.100.9", now)),
    );
    expect(emails.filter((attempt) => attempt.ok)).toHaveLength(CHECKS_BEFORE_WAIT.address);
  });

  it("takes back from the address only the attempt that succeeded", async () => {
    const throttle = createLoginThrottle();
    const now = Date.parse("2026-11-02T10:00:00Z");
    for (let n = 1; n <= FREE_FAILURES.address; n++) await fail(throttle, `x${n}@example.com`, "198.51.100.9", now);
    // The 21st attempt starts the address's wait; its success takes that back.
    const right = await throttle.reserve("meena@cleverobotics.com", "198.51.100.9", now);
    expect(right.ok).toBe(true);
    expect(await waitMs(throttle, "ravi@cleverobotics.com", "198.51.100.10", now)).toBe(0);
    expect(await throttle.reserve("x99@example.com", "198.51.100.9", now)).toMatchObject({ ok: false, waitMs: 30_000 });
    if (right.ok) await right.release();
    // Back to 20 failures: the next one starts the wait again, and is checked.
    expect((await throttle.reserve("x99@example.com", "198.51.100.9", now)).ok).toBe(true);
    expect(await throttle.reserve("x100@example.com", "198.51.100.9", now)).toMatchObject({
      ok: false,
      waitMs: 30_000,
    });
  });
});

describe("login throttle memory when full", () => {
  const t0 = Date.parse("2026-11-02T10:00:00Z");

  it("makes room by dropping keys that are not waiting, never a wait", async () => {
    const throttle = createLoginThrottle({ memoryKeys: 6 });
    for (let failure = 1; failure <= 5; failure++) await fail(throttle, "meena@cleverobotics.com", "203.0.113.7", t0);
    // 400 made-up emails from 20 addresses, each within its free failures.
    for (let n = 0; n < 400; n++) {
      await fail(throttle, `x${n}@example.com`, `198.51.100.${n % 20}`, t0 + 1000 + n);
    }
    expect(await waitMs(throttle, "meena@cleverobotics.com", "192.0.2.1", t0 + 2000)).toBe(28_000);
    expect(await waitMs(throttle, "meena@cleverobotics.com", "192.0.2.1", t0 + 30_000)).toBe(0);
  });

  it("refuses attempts that need a new key while every key is waiting, and lets them in once a wait ends", async () => {
    const throttle = createLoginThrottle({ memoryKeys: 4 });
    // Three accounts waiting, each from its own address (one failure each, then dropped).
    for (const [index, name] of ["meena", "ravi", "selvi"].entries()) {
      for (let failure = 1; failure <= 5; failure++) {
        await fail(throttle, `${name}@cleverobotics.com`, `203.0.113.${index * 10 + failure}`, t0 + index * 1000);
      }
    }
    // One key is free; a new account and a new address need two.
    const refused = await throttle.reserve("kumar@cleverobotics.com", "198.51.100.1", t0 + 5000);
    expect(refused).toEqual({ ok: false, waitMs: 25_000 });
    // The waits hold, the right password included.
    expect(await waitMs(throttle, "meena@cleverobotics.com", "203.0.113.1", t0 + 5000)).toBe(25_000);
    expect(await waitMs(throttle, "selvi@cleverobotics.com", "203.0.113.21", t0 + 5000)).toBe(27_000);
    // Meena's wait is over: her key may make room.
    expect(await waitMs(throttle, "kumar@cleverobotics.com", "198.51.100.1", t0 + 30_000)).toBe(0);
    expect(await waitMs(throttle, "ravi@cleverobotics.com", "198.51.100.1", t0 + 30_000)).toBe(1000);
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
    const [a, b] = await Promise.all([connectRedis(redis.url, () => {}), connectRedis(redis.url, () => {})]);
    const errors: unknown[] = [];
    const first = createLoginThrottle({ redis: a });
    const second = createLoginThrottle({ redis: b, onStoreError: (error) => errors.push(error) });
    const now = Date.now();
    for (let failure = 1; failure <= 5; failure++) await fail(first, "meena@cleverobotics.com", "203.0.113.7", now);
    expect(await waitMs(second, "meena@cleverobotics.com", "192.0.2.1", now)).toBe(30_000);
    // After the wait, one more failure waits twice as long; the right password forgets the account.
    await fail(second, "meena@cleverobotics.com", "192.0.2.1", now + 30_000);
    expect(await waitMs(first, "meena@cleverobotics.com", "192.0.2.1", now + 30_000)).toBe(60_000);
    expect(await waitMs(first, "meena@cleverobotics.com", "192.0.2.1", now + 90_000)).toBe(0);
    for (let failure = 1; failure <= 4; failure++)
      await fail(first, "meena@cleverobotics.com", "192.0.2.1", now + 90_000);
    expect(await waitMs(second, "meena@cleverobotics.com", "192.0.2.1", now + 90_000)).toBe(0);

    // Parallel attempts on two instances: the checks of attempts one after another.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        (n % 2 ? first : second).reserve("ravi@cleverobotics.com", "198.51.100.1", now),
      ),
    );
    expect(burst.filter((attempt) => attempt.ok)).toHaveLength(CHECKS_BEFORE_WAIT.account);
    const emails = await Promise.all(
      Array.from({ length: 100 }, (_, n) => (n % 2 ? first : second).reserve(`x${n}@example.com`, "198.51.100.9", now)),
    );
    expect(emails.filter((attempt) => attempt.ok)).toHaveLength(CHECKS_BEFORE_WAIT.address);
    // The address takes back only a successful attempt.
    const right = emails.find((attempt) => attempt.ok);
    if (right?.ok) await right.release();
    expect((await first.reserve("x200@example.com", "198.51.100.9", now)).ok).toBe(true);
    expect((await first.reserve("x201@example.com", "198.51.100.9", now)).ok).toBe(false);

    await redis.stop();
    for (let failure = 1; failure <= 5; failure++) await fail(second, "kumar@cleverobotics.com", "203.0.113.9", now);
    expect(await waitMs(second, "kumar@cleverobotics.com", "203.0.113.9", now)).toBe(30_000);
    expect(errors.length).toBeGreaterThan(0);
    a.disconnect();
    b.disconnect();
  });
});
