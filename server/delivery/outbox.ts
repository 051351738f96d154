import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import type { Database, Inquiry, OutboxRow } from "../db/schema";

export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
/** How long a claimed row belongs to one worker before another may take it (a crashed worker). */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** Exponential backoff after the n-th failed attempt (1-based): 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelay(failedAttempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_CAP_MS);
}

export type Delivery = OutboxRow & { inquiry: Inquiry };

/**
 * Claims up to `limit` due deliveries for this worker. On PostgreSQL several servers may run
 * workers: `FOR UPDATE SKIP LOCKED` hands each row to exactly one of them, and the claim
 * lease keeps it theirs while they send. SQLite serialises writers, so a transaction suffices.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  dialect: Dialect,
  { now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {},
): Promise<Delivery[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const ids = await db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    const rows = await due.execute();
    const claimed = rows.map((row) => row.id);
    if (claimed.length) {
      await trx.updateTable("outbox").set({ claimed_until: leaseUntil }).where("id", "in", claimed).execute();
    }
    return claimed;
  });
  if (!ids.length) return [];

  const outbox = await db.selectFrom("outbox").selectAll().where("id", "in", ids).execute();
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
    return inquiry ? [{ ...row, inquiry }] : [];
  });
}

/** Records one attempt and schedules the next one, or marks the row sent or finally failed. */
export async function recordAttempt(
  db: Kysely<Database>,
  delivery: Pick<OutboxRow, "id" | "attempts">,
  outcome: { ok: true } | { ok: false; error: string },
  { now = new Date(), maxAttempts }: { now?: Date; maxAttempts: number },
): Promise<void> {
  const at = now.toISOString();
  const attempts = delivery.attempts + 1;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("delivery_attempts")
      .values({
        outbox_id: delivery.id,
        attempted_at: at,
        succeeded: outcome.ok ? 1 : 0,
        error: outcome.ok ? null : outcome.error.slice(0, 2000),
      })
      .execute();
    const update = outcome.ok
      ? { status: "sent" as const, attempts, sent_at: at, last_error: null, claimed_until: null }
      : {
          status: attempts >= maxAttempts ? ("failed" as const) : ("pending" as const),
          attempts,
          last_error: outcome.error.slice(0, 2000),
          next_attempt_at: new Date(now.getTime() + retryDelay(attempts)).toISOString(),
          claimed_until: null,
        };
    await trx.updateTable("outbox").set(update).where("id", "=", delivery.id).execute();
  });
}
