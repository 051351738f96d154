import { spawn } from "node:child_process";
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSpool, SpoolLockedError } from "./spool";

type Item = { n: number };
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "spool-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const segments = async () => (await readdir(dir)).filter((name) => name.endsWith(".jsonl"));
const lines = async () => {
  const texts = await Promise.all((await segments()).map((name) => readFile(path.join(dir, name), "utf8")));
  return texts.join("").split("\n").filter(Boolean);
};

describe("spool", () => {
  it("has every record on disk when append resolves, and a later process replays them in order", async () => {
    const first = await openSpool<Item>(dir);
    await Promise.all(Array.from({ length: 200 }, (_, n) => first.append({ n })));
    // On disk already, before any close: what a crash right now would leave.
    expect((await lines()).map((line) => JSON.parse(line).n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, n) => n),
    );
    expect(first.pending()).toBe(200);
    await first.close();

    const second = await openSpool<Item>(dir);
    expect(second.pending()).toBe(200);
    const stored: number[] = [];
    const result = await second.replay(async (item) => void stored.push(item.n));
    expect(result).toEqual({ replayed: 200, remaining: 0, torn: 0 });
    expect(new Set(stored).size).toBe(200);
    expect(second.pending()).toBe(0);
    expect(await segments()).toEqual([]);
    await second.close();
  });

  it("keeps what could not be replayed and replays it next time", async () => {
    const spool = await openSpool<Item>(dir);
    for (const n of [1, 2, 3]) await spool.append({ n });
    const stored: number[] = [];
    let down = true;
    const store = async (item: Item) => {
      if (item.n === 2 && down) throw new Error("database unavailable");
      stored.push(item.n);
    };
    await expect(spool.replay(store)).rejects.toThrow("database unavailable");
    expect(spool.pending()).toBe(2);
    expect(spool.records()).toEqual([{ n: 2 }, { n: 3 }]);
    down = false;
    expect(await spool.replay(store)).toMatchObject({ remaining: 0 });
    // A segment is replayed from its start: the consumer must be idempotent (ours are, by key).
    expect(stored).toEqual([1, 1, 2, 3]);
    await spool.close();
  });

  it("skips a last line cut short by a crash", async () => {
    const spool = await openSpool<Item>(dir);
    await spool.append({ n: 1 });
    await spool.close();
    const [segment] = await segments();
    await appendFile(path.join(dir, segment!), '{"n":');
    const reopened = await openSpool<Item>(dir);
    const stored: number[] = [];
    expect(await reopened.replay(async (item) => void stored.push(item.n))).toEqual({
      replayed: 1,
      remaining: 0,
      torn: 1,
    });
    expect(stored).toEqual([1]);
    await reopened.close();
  });

  it("loses nothing appended while a replay runs", async () => {
    const spool = await openSpool<Item>(dir);
    await spool.append({ n: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stored: number[] = [];
    const replaying = spool.replay(async (item) => {
      await gate;
      stored.push(item.n);
    });
    // Lands in the segment being closed (then read by this replay) or in a new one (the next).
    await spool.append({ n: 2 });
    release();
    await replaying;
    expect(stored.length + spool.pending()).toBe(2);
    await spool.replay(async (item) => void stored.push(item.n));
    expect(stored).toEqual([1, 2]);
    expect(await segments()).toEqual([]);
    await spool.close();
  });

  it("refuses a directory another live process owns", async () => {
    const other = spawn("sleep", ["30"]);
    try {
      await writeFile(path.join(dir, "owner.pid"), String(other.pid));
      const spool = await openSpool<Item>(dir);
      expect(await spool.writable()).toBe(false);
      await expect(spool.append({ n: 1 })).rejects.toBeInstanceOf(SpoolLockedError);
      other.kill();
      await new Promise((resolve) => other.once("exit", resolve));
      // Its owner is gone (a crash): the directory is ours now.
      expect(await spool.writable()).toBe(true);
      await spool.append({ n: 1 });
      expect(spool.pending()).toBe(1);
      await spool.close();
    } finally {
      other.kill();
    }
  });
});
