import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db/migrations";
import type { Database, DeliveryChannel, Inquiry, OutboxRow } from "../db/schema";

export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
/**
 * How long a claim holds a row without being renewed. The worker renews it while it sends,
 * so only a dead worker's claim runs out, and its rows go to another worker within
 * CLAIM_LEASE_MS plus one polling interval.
 */
export const CLAIM_LEASE_MS = 30_000;

/** Exponential backoff after the n-th failed attempt (1-based): 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelay(failedAttempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_CAP_MS);
}

/** A claimed row with its inquiry, and the token that proves the claim is still ours. */
export type Delivery = OutboxRow & { inquiry: Inquiry; claim_token: string };

const leaseEnd = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs).toISOString();

/**
 * Claims up to `limit` due deliveries of one channel (or of all) under a new token. On
 * PostgreSQL several servers may run workers: `FOR UPDATE SKIP LOCKED` hands each row to
 * exactly one of them. SQLite serialises writers, so a transaction suffices.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  dialect: Dialect,
  {
    channel,
    now = new Date(),
    limit = 20,
    leaseMs = CLAIM_LEASE_MS,
  }: { channel?: DeliveryChannel; now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<Delivery[]> {
  const at = now.toISOString();
  const token = randomUUID();
  const ids = await db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (channel) due = due.where("channel", "=", channel);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    const rows = await due.execute();
    const claimed = rows.map((row) => row.id);
    if (claimed.length) {
      await trx
        .updateTable("outbox")
        .set({ claimed_until: leaseEnd(now, leaseMs), claim_token: token })
        .where("id", "in", claimed)
        .execute();
    }
    return claimed;
  });
  if (!ids.length) return [];

  const outbox = await db
    .selectFrom("outbox")
    .selectAll()
    .where("id", "in", ids)
    .where("claim_token", "=", token)
    .execute();
  const inquiries = await db
    .selectFrom("inquiries")
    .selectAll()
    .where(
      "id",
      "in",
      outbox.map((row) => row.inquiry_id),
    )
    .execute();
  const byId = new Map(inquiries.map((inquiry) => [inquiry.id, inquiry]));
  return outbox.flatMap((row) => {
    const inquiry = byId.get(row.inquiry_id);
    return inquiry ? [{ ...row, claim_token: token, inquiry }] : [];
  });
}

/** Extends our claim on a row while we send it; false when another worker has taken it over. */
export async function renewClaim(
  db: Kysely<Database>,
  delivery: Pick<Delivery, "id" | "claim_token">,
  { now = new Date(), leaseMs = CLAIM_LEASE_MS }: { now?: Date; leaseMs?: number } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ claimed_until: leaseEnd(now, leaseMs) })
    .where("id", "=", delivery.id)
    .where("claim_token", "=", delivery.claim_token)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records one attempt and schedules the next one, or marks the row sent or finally failed.
 * Fenced by the claim's token: a worker whose claim was taken over records nothing and gets
 * false, so it can neither overwrite the attempt count nor mark a row another worker holds.
 */
export async function recordAttempt(
  db: Kysely<Database>,
  delivery: Pick<Delivery, "id" | "attempts" | "claim_token">,
  outcome: { ok: true } | { ok: false; error: string },
  { now = new Date(), maxAttempts }: { now?: Date; maxAttempts: number },
): Promise<boolean> {
  const at = now.toISOString();
  const attempts = delivery.attempts + 1;
  const released = { claimed_until: null, claim_token: null, attempts: sql<number>`attempts + 1` };
  const update = outcome.ok
    ? { ...released, status: "sent" as const, sent_at: at, last_error: null }
    : {
        ...released,
        status: attempts >= maxAttempts ? ("failed" as const) : ("pending" as const),
        last_error: outcome.error.slice(0, 2000),
        next_attempt_at: new Date(now.getTime() + retryDelay(attempts)).toISOString(),
      };
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("outbox")
      .set(update)
      .where("id", "=", delivery.id)
      .where("claim_token", "=", delivery.claim_token)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("delivery_attempts")
      .values({
        outbox_id: delivery.id,
        attempted_at: at,
        succeeded: outcome.ok ? 1 : 0,
        error: outcome.ok ? null : outcome.error.slice(0, 2000),
      })
      .execute();
    return true;
  });
}
