import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabases } from "../testing/databases";
import { type RedisProcess, redisServerInstalled, startRedisProcess } from "../testing/redis-process";
import { CHECKS_BEFORE_WAIT } from "./login-throttle";
import { SESSION_COOKIE } from "./routes";
import { STAFF_EMAIL, STAFF_PASSWORD, startInbox } from "./staff-testing";

/**
 * Bursts of parallel sign-ins over real HTTP. Every password check is recorded, and held until
 * every request of the burst has either reached its check or been refused: the worst case, a
 * burst that arrives faster than argon2id answers. Checks then never exceed what the throttle
 * allows one after another (CHECKS_BEFORE_WAIT).
 */
const probe = vi.hoisted(() => ({
  checked: [] as string[],
  held: undefined as Promise<void> | undefined,
}));

vi.mock("./passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("./passwords")>();
  return {
    ...real,
    verifyPassword: async (passwordHash: string, password: string) => {
      probe.checked.push(password);
      await probe.held;
      return real.verifyPassword(passwordHash, password);
    },
  };
});

const sqlite = testDatabases.find((database) => database.name === "sqlite")!;

interface Answer {
  index: number;
  status: number;
  retryAfter: string | null;
  session: boolean;
}

function burstAgainst(stores: {
  name: string;
  env: () => Record<string, string>;
  /** How many keys the store holds: the throttle counted there, not in a fallback. */
  storedKeys?: () => Promise<number>;
}) {
  let database: SiteDatabase;
  let close: () => Promise<void>;
  let base: string;

  beforeEach(async () => {
    probe.checked = [];
    probe.held = undefined;
    database = await sqlite.open();
    const inbox = await startInbox(database, stores.env());
    close = inbox.close;
    await inbox.app.listen({ port: 0, host: "127.0.0.1" });
    const address = inbox.app.server.address();
    if (typeof address !== "object" || !address) throw new Error("not listening");
    base = `http://127.0.0.1:${address.port}`;
  });
  afterEach(async () => {
    await close();
    await database.close();
  });

  const signIn = async (index: number, email: string, password: string): Promise<Answer> => {
    const response = await fetch(`${base}/staff/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }).toString(),
    });
    await response.arrayBuffer();
    return {
      index,
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      session: response.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`)),
    };
  };

  /** Holds the checks; lets them go once `expected` requests are checking or answered. */
  const holdChecks = (expected: number, answered: () => number) => {
    let letGo = () => {};
    probe.held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const started = Date.now();
    return new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (probe.checked.length + answered() < expected && Date.now() - started < 15_000) return;
        clearInterval(poll);
        letGo();
        if (probe.checked.length + answered() < expected) reject(new Error("the burst did not arrive"));
        else resolve();
      }, 5);
    });
  };

  const sessionsStarted = async () =>
    (await database.db.selectFrom("staff_sessions").select("id_hash").execute()).length;

  it(`${stores.name}: 60 parallel sign-ins to one account get at most ${CHECKS_BEFORE_WAIT.account} password checks; the right password after them gets no session`, async () => {
    let answered = 0;
    const count = <T>(promise: Promise<T>) => promise.finally(() => answered++);
    const holding = holdChecks(59, () => answered);
    const wrong = Array.from({ length: 59 }, (_, index) => count(signIn(index, STAFF_EMAIL, `wrong-guess-${index}`)));
    // The right password comes while the burst is still in flight, its allowance used.
    while (probe.checked.length < CHECKS_BEFORE_WAIT.account && answered < 59)
      await new Promise((r) => setTimeout(r, 2));
    const right = signIn(59, STAFF_EMAIL, STAFF_PASSWORD);
    await holding;
    const answers = await Promise.all([...wrong, right]);

    expect(probe.checked).toHaveLength(CHECKS_BEFORE_WAIT.account);
    expect(probe.checked).not.toContain(STAFF_PASSWORD);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(CHECKS_BEFORE_WAIT.account);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(60 - CHECKS_BEFORE_WAIT.account);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    expect(answers[59]).toMatchObject({ status: 429, session: false });
    expect(answers.some((answer) => answer.session)).toBe(false);
    expect(await sessionsStarted()).toBe(0);
    if (stores.storedKeys) expect(await stores.storedKeys()).toBe(2);
  });

  it(`${stores.name}: 60 sign-ins fired at once, the right password 31st, check at most ${CHECKS_BEFORE_WAIT.account}; a session only when the right one was among them`, async () => {
    let answered = 0;
    const holding = holdChecks(60, () => answered);
    const passwords = Array.from({ length: 60 }, (_, index) =>
      index === 30 ? STAFF_PASSWORD : `wrong-guess-${index}`,
    );
    const pending = passwords.map((password, index) => signIn(index, STAFF_EMAIL, password).finally(() => answered++));
    await holding;
    const answers = await Promise.all(pending);

    expect(probe.checked.length).toBeLessThanOrEqual(CHECKS_BEFORE_WAIT.account);
    const rightChecked = probe.checked.includes(STAFF_PASSWORD);
    expect(answers.filter((answer) => answer.session)).toHaveLength(rightChecked ? 1 : 0);
    expect(answers[30]!.status).toBe(rightChecked ? 303 : 429);
    expect(await sessionsStarted()).toBe(rightChecked ? 1 : 0);
  });

  it(`${stores.name}: 100 parallel sign-ins from one address with different emails get at most ${CHECKS_BEFORE_WAIT.address} checks`, async () => {
    let answered = 0;
    const holding = holdChecks(100, () => answered);
    const pending = Array.from({ length: 100 }, (_, index) =>
      (index === 70
        ? signIn(index, STAFF_EMAIL, STAFF_PASSWORD)
        : signIn(index, `guess${index}@cleverobotics.com`, "not-the-password-1")
      ).finally(() => answered++),
    );
    await holding;
    const answers = await Promise.all(pending);

    expect(probe.checked.length).toBeLessThanOrEqual(CHECKS_BEFORE_WAIT.address);
    const rightChecked = probe.checked.includes(STAFF_PASSWORD);
    expect(answers.filter((answer) => answer.session)).toHaveLength(rightChecked ? 1 : 0);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(
      100 - CHECKS_BEFORE_WAIT.address,
    );
  });
}

describe("sign-in bursts over HTTP, counted in memory", () => {
  burstAgainst({ name: "memory", env: () => ({}) });
});

describe.runIf(redisServerInstalled())("sign-in bursts over HTTP, counted in Redis", () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedisProcess();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  beforeEach(async () => {
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
  });

  burstAgainst({
    name: "Redis",
    env: () => ({ REDIS_URL: redis.url }),
    storedKeys: async () => {
      const client = new Redis(redis.url);
      const keys = await client.keys("cleverobotics:login-failures:*");
      client.disconnect();
      return keys.length;
    },
  });
});
