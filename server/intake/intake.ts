import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type Kysely, sql } from "kysely";
import type { InquiryInput } from "../../app/lib/inquiry/validation";
import type { Database, DeliveryChannel } from "../db/schema";
import { type SaveInquiry, saveInquiry } from "../inquiries/store";
import { saveSubscription } from "../newsletter/store";
import type { Spool } from "./spool";

/**
 * Where every lead goes: the database, or, while the database cannot take it, the spool on
 * local disk, replayed into the database by key as soon as it is back. A visitor is told
 * their message arrived only once it is in one or the other.
 */
export type SpooledSubmission =
  | {
      kind: "inquiry";
      key: string;
      publicId: string;
      receivedAt: string;
      source: SaveInquiry["source"];
      /** Left out by records spooled before inquiries had a language: English. */
      language?: SaveInquiry["language"];
      /** Left out by records spooled before inquiries kept their page. */
      page?: string;
      input: InquiryInput;
    }
  | { kind: "newsletter"; email: string; source: string; receivedAt: string };

export interface Readiness {
  /** Whether this instance can take a lead and keep it: into the database, or else the spool. */
  ready: boolean;
  database: "ok" | "unreachable";
  spool: { pending: number; writable: boolean };
}

export interface Intake {
  saveInquiry(
    request: Pick<SaveInquiry, "input" | "source" | "language" | "page" | "idempotencyKey">,
  ): Promise<{ publicId: string; outcome: "created" | "existing" | "spooled" }>;
  subscribe(request: { email: string; source: string }): Promise<"subscribed" | "already_subscribed" | "spooled">;
  readiness(): Promise<Readiness>;
  /** Replays the spool now (also done on a timer while it holds anything). */
  replay(): Promise<void>;
  close(): Promise<void>;
}

/** Neither the database nor the spool could take the submission: the visitor must try again. */
export class IntakeUnavailableError extends Error {
  readonly statusCode = 503;
}

const PING_TIMEOUT_MS = 2000;

export function createIntake({
  db,
  spool,
  channels,
  log,
  onStored,
  replayIntervalMs = 2000,
}: {
  db: Kysely<Database>;
  spool: Spool<SpooledSubmission>;
  channels: readonly DeliveryChannel[];
  log: FastifyBaseLogger;
  /** Called when an inquiry reaches the database, at once or from the spool, to start its delivery. */
  onStored: () => void;
  replayIntervalMs?: number;
}): Intake {
  /** Ids already given for inquiries waiting in the spool, so a retry gets the same answer. */
  const spooledIds = new Map<string, string>();
  const indexSpool = () => {
    spooledIds.clear();
    for (const record of spool.records()) if (record.kind === "inquiry") spooledIds.set(record.key, record.publicId);
  };
  indexSpool();

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** Whether the database has been failing since the last successful replay (to log an outage once). */
  let failing = false;

  const toSpool = async (record: SpooledSubmission, error: unknown) => {
    try {
      await spool.append(record);
    } catch (spoolError) {
      log.error({ err: spoolError, cause: error }, "the database and the spool both refused a lead");
      throw new IntakeUnavailableError("neither the database nor the spool can take it");
    }
    // Once per outage at error level; each lead after that is a line of its own, without the stack.
    const reason = error instanceof Error ? error.message : String(error);
    if (!failing)
      log.error({ reason, kind: record.kind }, "database unavailable: leads go to the spool until it is back");
    else log.info({ reason, kind: record.kind }, "lead kept in the spool");
    failing = true;
    schedule(replayIntervalMs);
  };

  const store = async (record: SpooledSubmission) => {
    if (record.kind === "newsletter") {
      await saveSubscription(db, { email: record.email, source: record.source, now: new Date(record.receivedAt) });
      return;
    }
    const { created } = await saveInquiry(db, {
      input: record.input,
      source: record.source,
      language: record.language,
      page: record.page,
      idempotencyKey: record.key,
      channels,
      now: new Date(record.receivedAt),
      publicId: record.publicId,
    });
    if (created) onStored();
  };

  const replay = async () => {
    if (spool.pending() === 0) return;
    try {
      const { replayed, remaining, torn } = await spool.replay(store);
      if (torn) log.warn({ torn }, "spool lines cut short by a crash were skipped (none had been acknowledged)");
      log.info({ replayed, remaining }, "spool replayed into the database");
      failing = false;
    } catch (error) {
      if (!failing) log.warn({ reason: String(error), pending: spool.pending() }, "spool not replayed yet");
      failing = true;
    } finally {
      indexSpool();
    }
    if (spool.pending() > 0) schedule(replayIntervalMs);
  };
  function schedule(delay: number) {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void replay();
    }, delay);
    timer.unref();
  }
  // What an earlier run left behind goes in first.
  schedule(0);

  const databaseReachable = async () => {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
    }
  };

  return {
    async saveInquiry({ input, source, language, page, idempotencyKey }) {
      const waiting = spooledIds.get(idempotencyKey);
      if (waiting) return { publicId: waiting, outcome: "spooled" };
      try {
        const { publicId, created } = await saveInquiry(db, {
          input,
          source,
          language,
          page,
          idempotencyKey,
          channels,
        });
        if (created) onStored();
        return { publicId, outcome: created ? "created" : "existing" };
      } catch (error) {
        const publicId = randomUUID();
        const receivedAt = new Date().toISOString();
        await toSpool(
          { kind: "inquiry", key: idempotencyKey, publicId, receivedAt, source, language, page, input },
          error,
        );
        spooledIds.set(idempotencyKey, publicId);
        return { publicId, outcome: "spooled" };
      }
    },
    async subscribe({ email, source }) {
      try {
        return (await saveSubscription(db, { email, source })) ? "subscribed" : "already_subscribed";
      } catch (error) {
        await toSpool({ kind: "newsletter", email, source, receivedAt: new Date().toISOString() }, error);
        return "spooled";
      }
    },
    async readiness() {
      const [database, writable] = await Promise.all([databaseReachable(), spool.writable()]);
      return {
        ready: database || writable,
        database: database ? "ok" : "unreachable",
        spool: { pending: spool.pending(), writable },
      };
    },
    replay,
    async close() {
      closed = true;
      clearTimeout(timer);
      await spool.close();
    },
  };
}
