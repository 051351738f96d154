import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Login throttling per account (the email typed, whether or not it has an account) and per
 * client address (docs/decisions/0014-staff-sessions-and-login-throttling.md). A few failures
 * are free; each one after them makes the key wait twice as long as the last, from 30 s up to
 * 15 minutes, and during a wait every attempt is refused, the right password included. A key
 * is forgotten a day after its last failure, and an account's on a successful login: never
 * locked for good.
 *
 * Each attempt is counted as a failure before its password is checked, in the same step that
 * reads the wait (reserve), and taken back only when the password was right. So a burst of
 * parallel attempts gets no more checks than attempts one after another.
 */
export const FREE_FAILURES = { account: 4, address: 20 } as const;
/**
 * How many passwords a key lets be checked before its first wait: the free failures and the
 * one that starts the wait. One after another or all at once, the same.
 */
export const CHECKS_BEFORE_WAIT = { account: FREE_FAILURES.account + 1, address: FREE_FAILURES.address + 1 } as const;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export function waitAfter(failures: number, free: number): number {
  const beyond = failures - free;
  return beyond <= 0 ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (beyond - 1), LONGEST_WAIT_MS);
}

/** One key of a sign-in attempt, its free failures, and what a successful sign-in does to it. */
interface Counted {
  key: string;
  free: number;
  /** "forget": the account starts afresh; "undo": the address loses this attempt's count only. */
  onSuccess: "forget" | "undo";
}

/**
 * An attempt that may check its password, counted as a failure already: `release()` after the
 * right password takes that back. Or an attempt refused unchecked, and how long to wait.
 */
export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; waitMs: number };

/** Where failures are counted: Redis, shared by every instance, or this process's memory. */
interface FailureStore {
  /**
   * In one step: when a key is in a wait, counts nothing and says how long; else counts the
   * attempt as a failure on every key and starts the wait that earns.
   */
  reserve(keys: readonly Counted[], now: number): Promise<Reservation>;
}

/** At most this many keys in memory (an attacker inventing emails cannot fill memory). */
export const MEMORY_KEYS = 10_000;

interface Entry {
  count: number;
  free: number;
  blockedUntil: number;
  lastAt: number;
}

/**
 * This process's memory. Reading a key and counting the attempt happen with no await between
 * them, so parallel requests cannot all read "no wait". When full, room is made without ending
 * a wait: keys a day old go first, then the least recently counted keys within their free
 * failures, then those whose wait is over. When every other key is in a wait, an attempt that
 * needs a new key is refused until the first wait ends.
 */
function memoryStore(capacity = MEMORY_KEYS): FailureStore {
  const entries = new Map<string, Entry>();
  const stale = (entry: Entry, now: number) => now - entry.lastAt > FORGET_AFTER_MS;
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (!entry || !stale(entry, now)) return entry;
    entries.delete(key);
    return undefined;
  };
  /** 0 once there is room for `needed` new keys; else how long until the first wait ends. */
  const makeRoom = (needed: number, keep: ReadonlySet<string>, now: number): number => {
    if (entries.size + needed <= capacity) return 0;
    const unused: string[] = [];
    const waited: string[] = [];
    let firstEnd = Number.POSITIVE_INFINITY;
    // Map order is the order of the last count: the least recently counted come first.
    for (const [key, entry] of entries) {
      if (stale(entry, now)) entries.delete(key);
      else if (keep.has(key)) continue;
      else if (entry.blockedUntil > now) firstEnd = Math.min(firstEnd, entry.blockedUntil);
      else if (entry.count <= entry.free) {
        if (unused.length < needed) unused.push(key);
      } else if (waited.length < needed) waited.push(key);
    }
    for (const key of [...unused, ...waited]) {
      if (entries.size + needed <= capacity) break;
      entries.delete(key);
    }
    if (entries.size + needed <= capacity) return 0;
    return Number.isFinite(firstEnd) ? firstEnd - now : FIRST_WAIT_MS;
  };
  const release = ({ key, free, onSuccess }: Counted) => {
    const entry = entries.get(key);
    if (!entry) return;
    if (onSuccess === "forget" || entry.count <= 1) {
      entries.delete(key);
      return;
    }
    entry.count -= 1;
    entry.blockedUntil = Math.min(entry.blockedUntil, entry.lastAt + waitAfter(entry.count, free));
  };
  return {
    async reserve(keys, now) {
      const current = keys.map(({ key }) => live(key, now));
      const waitMs = Math.max(0, ...current.map((entry) => (entry ? entry.blockedUntil - now : 0)));
      if (waitMs > 0) return { ok: false, waitMs };
      const full = makeRoom(current.filter((entry) => !entry).length, new Set(keys.map(({ key }) => key)), now);
      if (full > 0) return { ok: false, waitMs: full };
      keys.forEach(({ key, free }, index) => {
        const count = (current[index]?.count ?? 0) + 1;
        entries.delete(key);
        entries.set(key, { count, free, blockedUntil: now + waitAfter(count, free), lastAt: now });
      });
      return {
        ok: true,
        release: async () => {
          for (const counted of keys) release(counted);
        },
      };
    },
  };
}

/** waitAfter in Lua: the wait `count` failures earn with `free` of them free. */
const LUA_WAIT_AFTER = `
local function waitAfter(count, free, first, longest)
  local beyond = count - free
  if beyond <= 0 then return 0 end
  return math.min(first * 2 ^ (beyond - 1), longest)
end
`;

/** KEYS: the keys. ARGV: now, forget after, first wait, longest wait, then each key's free failures. */
const RESERVE_SCRIPT = `${LUA_WAIT_AFTER}
local now, forget, first, longest = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
for _, key in ipairs(KEYS) do
  wait = math.max(wait, tonumber(redis.call('HGET', key, 'blockedUntil') or 0) - now)
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local count = redis.call('HINCRBY', key, 'count', 1)
  local untilMs = now + waitAfter(count, tonumber(ARGV[4 + i]), first, longest)
  redis.call('HSET', key, 'blockedUntil', string.format('%d', untilMs), 'lastAt', string.format('%d', now))
  redis.call('PEXPIRE', key, forget)
end
return 0
`;

/** KEYS: the keys. ARGV: first wait, longest wait, then each key's free failures and "forget" or "undo". */
const RELEASE_SCRIPT = `${LUA_WAIT_AFTER}
local first, longest = tonumber(ARGV[1]), tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  local free, onSuccess = tonumber(ARGV[1 + 2 * i]), ARGV[2 + 2 * i]
  local count = tonumber(redis.call('HGET', key, 'count') or 0)
  if onSuccess == 'forget' or count <= 1 then
    redis.call('DEL', key)
  else
    count = redis.call('HINCRBY', key, 'count', -1)
    local lastAt = tonumber(redis.call('HGET', key, 'lastAt') or 0)
    local untilMs = math.min(tonumber(redis.call('HGET', key, 'blockedUntil') or 0), lastAt + waitAfter(count, free, first, longest))
    redis.call('HSET', key, 'blockedUntil', string.format('%d', untilMs))
  end
end
return 0
`;

/** Redis: each reservation and each release is one Lua script, run atomically. Keys expire a day after the last count. */
function redisStore(redis: Redis): FailureStore {
  const names = (keys: readonly Counted[]) => keys.map(({ key }) => `cleverobotics:login-failures:${key}`);
  return {
    async reserve(keys, now) {
      const waitMs = Number(
        await redis.eval(
          RESERVE_SCRIPT,
          keys.length,
          ...names(keys),
          now,
          FORGET_AFTER_MS,
          FIRST_WAIT_MS,
          LONGEST_WAIT_MS,
          ...keys.map(({ free }) => free),
        ),
      );
      if (waitMs > 0) return { ok: false, waitMs };
      return {
        ok: true,
        release: async () => {
          const perKey = keys.flatMap(({ free, onSuccess }) => [free, onSuccess]);
          await redis.eval(RELEASE_SCRIPT, keys.length, ...names(keys), FIRST_WAIT_MS, LONGEST_WAIT_MS, ...perKey);
        },
      };
    },
  };
}

/**
 * Redis while it answers; this process's memory when it does not, so a Redis outage opens no
 * door. A release that fails leaves the attempt counted as a failure.
 */
function withFallback(primary: FailureStore, fallback: FailureStore, onError: (error: unknown) => void): FailureStore {
  return {
    async reserve(keys, now) {
      let reservation: Reservation;
      try {
        reservation = await primary.reserve(keys, now);
      } catch (error) {
        onError(error);
        return fallback.reserve(keys, now);
      }
      if (!reservation.ok) return reservation;
      const { release } = reservation;
      return { ok: true, release: () => release().catch(onError) };
    },
  };
}

export interface LoginThrottle {
  /**
   * Before the password is checked: refuses the attempt when the account or the address is in
   * a wait, else counts it as a failure on both. On the right password, `release()` forgets
   * the account and takes this one attempt back from the address.
   */
  reserve(email: string, address: string, now?: number): Promise<Reservation>;
}

const keyOf = (kind: "account" | "address", value: string) =>
  `${kind}:${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;

export function createLoginThrottle(
  options: {
    redis?: Redis;
    onStoreError?: (error: unknown) => void;
    /** How many keys memory holds (MEMORY_KEYS); smaller in tests. */
    memoryKeys?: number;
  } = {},
): LoginThrottle {
  const memory = memoryStore(options.memoryKeys);
  const store = options.redis
    ? withFallback(redisStore(options.redis), memory, options.onStoreError ?? (() => {}))
    : memory;
  return {
    reserve(email, address, now = Date.now()) {
      return store.reserve(
        [
          { key: keyOf("account", email.trim().toLowerCase()), free: FREE_FAILURES.account, onSuccess: "forget" },
          { key: keyOf("address", address), free: FREE_FAILURES.address, onSuccess: "undo" },
        ],
        now,
      );
    },
  };
}
