import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Login throttling per account (the email typed, whether or not it has an account) and per
 * client address (docs/decisions/0014-staff-sessions-and-login-throttling.md). A few failures
 * are free; each one after them makes the key wait twice as long as the last, from 30 s up to
 * 15 minutes, and during a wait every attempt is refused, the right password included. A key
 * is forgotten a day after its last failure, and an account's on a successful login: never
 * locked for good.
 */
export const FREE_FAILURES = { account: 4, address: 20 } as const;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export function waitAfter(failures: number, free: number): number {
  const beyond = failures - free;
  return beyond <= 0 ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (beyond - 1), LONGEST_WAIT_MS);
}

interface Failures {
  count: number;
  blockedUntil: number;
}

/** Where failures are counted: Redis, shared by every instance, or this process's memory. */
interface FailureStore {
  read(key: string, now: number): Promise<Failures | null>;
  /** Counts one more failure and starts the wait it earns. */
  add(key: string, free: number, now: number): Promise<Failures>;
  forget(key: string): Promise<void>;
}

/** At most this many keys in memory; the oldest go first (an attacker inventing emails cannot fill memory). */
const MEMORY_KEYS = 10_000;

function memoryStore(): FailureStore {
  const entries = new Map<string, Failures & { lastAt: number }>();
  return {
    async read(key, now) {
      const entry = entries.get(key);
      if (!entry || now - entry.lastAt > FORGET_AFTER_MS) return null;
      return entry;
    },
    async add(key, free, now) {
      const previous = await this.read(key, now);
      const count = (previous?.count ?? 0) + 1;
      const entry = { count, blockedUntil: now + waitAfter(count, free), lastAt: now };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MEMORY_KEYS) entries.delete(entries.keys().next().value!);
      return entry;
    },
    async forget(key) {
      entries.delete(key);
    },
  };
}

function redisStore(redis: Redis): FailureStore {
  const name = (key: string) => `cleverobotics:login-failures:${key}`;
  return {
    async read(key) {
      const fields = await redis.hgetall(name(key));
      if (!fields.count) return null;
      return { count: Number(fields.count), blockedUntil: Number(fields.blockedUntil ?? 0) };
    },
    async add(key, free, now) {
      const count = await redis.hincrby(name(key), "count", 1);
      const blockedUntil = now + waitAfter(count, free);
      await redis.multi().hset(name(key), "blockedUntil", blockedUntil).pexpire(name(key), FORGET_AFTER_MS).exec();
      return { count, blockedUntil };
    },
    async forget(key) {
      await redis.del(name(key));
    },
  };
}

/** Redis while it answers; this process's memory when it does not, so a Redis outage opens no door. */
function withFallback(primary: FailureStore, onError: (error: unknown) => void): FailureStore {
  const fallback = memoryStore();
  const either =
    <A extends unknown[], R>(call: (store: FailureStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args);
      } catch (error) {
        onError(error);
        return call(fallback, ...args);
      }
    };
  return {
    read: either((store, key: string, now: number) => store.read(key, now)),
    add: either((store, key: string, free: number, now: number) => store.add(key, free, now)),
    forget: either((store, key: string) => store.forget(key)),
  };
}

export interface LoginThrottle {
  /** 0 when a login may be tried now; else how long the account or the address must still wait. */
  waitMs(email: string, address: string, now?: number): Promise<number>;
  failed(email: string, address: string, now?: number): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const keyOf = (kind: "account" | "address", value: string) =>
  `${kind}:${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;

export function createLoginThrottle(
  options: { redis?: Redis; onStoreError?: (error: unknown) => void } = {},
): LoginThrottle {
  const store = options.redis
    ? withFallback(redisStore(options.redis), options.onStoreError ?? (() => {}))
    : memoryStore();
  const keys = (email: string, address: string) =>
    [
      [keyOf("account", email.trim().toLowerCase()), FREE_FAILURES.account],
      [keyOf("address", address), FREE_FAILURES.address],
    ] as const;
  return {
    async waitMs(email, address, now = Date.now()) {
      const waits = await Promise.all(
        keys(email, address).map(async ([key]) => (await store.read(key, now))?.blockedUntil ?? 0),
      );
      return Math.max(0, ...waits.map((until) => until - now));
    },
    async failed(email, address, now = Date.now()) {
      await Promise.all(keys(email, address).map(([key, free]) => store.add(key, free, now)));
    },
    async succeeded(email) {
      await store.forget(keyOf("account", email.trim().toLowerCase()));
    },
  };
}
