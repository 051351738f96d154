import type { FileHandle } from "node:fs/promises";
import { mkdir, open, readdir, readFile, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * An append-only journal on local disk for what the database could not take: each record is
 * written and fsync'd before the visitor is told it arrived, and replayed into the database
 * later. Records go to segment files; a replay closes the current segment, and a segment is
 * deleted only once every record in it is in the database. A replay may run a segment twice
 * (the database went away halfway), so whatever consumes records must be idempotent.
 *
 * One process owns a spool directory at a time (a lock file holding its pid).
 */
export interface Spool<T> {
  /** Resolves once the record is on disk. */
  append(record: T): Promise<void>;
  /** Records on disk that no replay has finished yet. */
  pending(): number;
  /** Whether the directory can be written now (the lock is ours or free, and the disk takes a write). */
  writable(): Promise<boolean>;
  /** Every record on disk, oldest first, through `store`; stops at the first that throws. */
  replay(store: (record: T) => Promise<void>): Promise<{ replayed: number; remaining: number; torn: number }>;
  /** The records not yet replayed, oldest first (to answer a retry with what was first answered). */
  records(): readonly T[];
  close(): Promise<void>;
}

export class SpoolLockedError extends Error {}

const segmentPattern = /^segment-\d{13}-\d{6}\.jsonl$/;
const LOCK_FILE = "owner.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Each line a JSON record; a last line cut short by a crash (never acknowledged) is skipped. */
function parseSegment<T>(text: string): { records: T[]; torn: number } {
  const records: T[] = [];
  let torn = 0;
  for (const line of text.split("\n")) {
    if (!line) continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      torn++;
    }
  }
  return { records, torn };
}

export async function openSpool<T>(dir: string): Promise<Spool<T>> {
  /** Records of each segment still on disk, by file name. */
  const segments = new Map<string, T[]>();
  let active: { name: string; handle: FileHandle } | null = null;
  let sequence = 0;
  let locked = false;
  /** Appends and rotations run one at a time; appends waiting together share one write and one fsync. */
  let queue: { line: string; record: T; done: (error?: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;
  let replaying: Promise<{ replayed: number; remaining: number; torn: number }> | null = null;

  const lockPath = path.join(dir, LOCK_FILE);
  const takeLock = async () => {
    if (locked) return;
    await mkdir(dir, { recursive: true });
    const owner = Number.parseInt(await readFile(lockPath, "utf8").catch(() => ""), 10);
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new SpoolLockedError(
        `the spool directory ${dir} is in use by process ${owner}; give each instance its own`,
      );
    }
    await writeFile(lockPath, String(process.pid));
    locked = true;
  };

  // Segments left by an earlier run (a crash, or a stop while the database was down).
  const existing = (await readdir(dir).catch(() => [] as string[])).filter((name) => segmentPattern.test(name)).sort();
  for (const name of existing) {
    segments.set(name, parseSegment<T>(await readFile(path.join(dir, name), "utf8")).records);
  }

  const newSegment = async () => {
    await takeLock();
    const name = `segment-${Date.now()}-${String(++sequence % 1_000_000).padStart(6, "0")}.jsonl`;
    const handle = await open(path.join(dir, name), "a");
    // The new file's name must survive a power cut too.
    const directory = await open(dir, "r");
    await directory.sync().finally(() => directory.close());
    segments.set(name, []);
    return { name, handle };
  };

  const flush = async () => {
    while (queue.length) {
      const batch = queue;
      queue = [];
      try {
        active ??= await newSegment();
        await active.handle.appendFile(batch.map((entry) => entry.line).join(""));
        await active.handle.sync();
        segments.get(active.name)?.push(...batch.map((entry) => entry.record));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error);
      }
    }
  };
  const kick = () => {
    flushing ??= flush().finally(() => {
      flushing = null;
      if (queue.length) kick();
    });
    return flushing;
  };

  /**
   * Closes the segment being written, so the next append starts a new one; returns the names
   * of every segment closed by then (taken at the same moment, so none is still being written).
   */
  const rotate = async (): Promise<string[]> => {
    while (flushing) await flushing;
    const closing = active;
    active = null;
    const closed = [...segments.keys()].sort();
    await closing?.handle.close();
    return closed;
  };

  const replayAll = async (store: (record: T) => Promise<void>) => {
    let replayed = 0;
    let torn = 0;
    for (const name of await rotate()) {
      const file = path.join(dir, name);
      const parsed = parseSegment<T>(await readFile(file, "utf8").catch(() => ""));
      torn += parsed.torn;
      let done = 0;
      try {
        for (const record of parsed.records) {
          await store(record);
          done++;
          replayed++;
        }
      } finally {
        // What went in need not be counted again; it is replayed again only if this segment is.
        segments.set(name, parsed.records.slice(done));
      }
      await takeLock();
      await unlink(file);
      segments.delete(name);
    }
    return { replayed, remaining: countPending(), torn };
  };

  const countPending = () => [...segments.values()].reduce((sum, records) => sum + records.length, 0);

  return {
    append(record) {
      return new Promise<void>((resolve, reject) => {
        queue.push({
          line: `${JSON.stringify(record)}\n`,
          record,
          done: (error) => (error ? reject(error) : resolve()),
        });
        void kick();
      });
    },
    pending: countPending,
    async writable() {
      try {
        await takeLock();
        return true;
      } catch {
        return false;
      }
    },
    replay(store) {
      replaying ??= replayAll(store).finally(() => {
        replaying = null;
      });
      return replaying;
    },
    records: () => [...segments.values()].flat(),
    async close() {
      await replaying?.catch(() => undefined);
      await rotate();
      if (locked) await rm(lockPath, { force: true });
      locked = false;
      // Leaves no empty folder behind (a spool that was only ever asked whether it is writable).
      await rmdir(dir).catch(() => undefined);
    },
  };
}
