import type { DeliveryChannel, OutboxTable } from "../db/schema";

export type OutboxRow = Pick<
  OutboxTable,
  "channel" | "status" | "attempts" | "next_attempt_at" | "claimed_until" | "last_error" | "sent_at"
>;

/** Where one channel's delivery of a lead stands, as the team needs to see it. */
export type DeliveryState = { channel: DeliveryChannel; attempts: number } & (
  | { state: "sent"; sentAt: string | null }
  /** A worker holds it and is sending it now. */
  | { state: "sending" }
  /** Not tried yet, and no worker has taken it. */
  | { state: "queued" }
  /** Tried and failed; it goes again at `nextAttemptAt`. */
  | { state: "waiting to retry"; nextAttemptAt: string; lastError: string | null }
  /** Every attempt failed: nobody will try again unless the team asks for it. */
  | { state: "failed"; lastError: string | null }
);

export function deliveryState(row: OutboxRow, now = new Date()): DeliveryState {
  const { channel, attempts } = row;
  if (row.status === "sent") return { channel, attempts, state: "sent", sentAt: row.sent_at };
  if (row.status === "failed") return { channel, attempts, state: "failed", lastError: row.last_error };
  if (row.claimed_until && row.claimed_until > now.toISOString()) return { channel, attempts, state: "sending" };
  if (attempts === 0) return { channel, attempts, state: "queued" };
  return {
    channel,
    attempts,
    state: "waiting to retry",
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  };
}

/**
 * Where a delivery stands, in words, e.g. "waiting to retry at 2026-02-05T10:01:00.000Z after 2
 * attempts (connect ECONNREFUSED)"; `time` writes the retry's time (ISO by default).
 */
export function deliveryStatusText(delivery: DeliveryState, time: (iso: string) => string = (iso) => iso): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"}`;
  const because = (error: string | null) => (error ? ` (${error})` : "");
  switch (delivery.state) {
    case "sent":
      return "sent";
    case "sending":
      return `sending now, attempt ${delivery.attempts + 1}`;
    case "queued":
      return "queued";
    case "waiting to retry":
      return `waiting to retry at ${time(delivery.nextAttemptAt)} after ${tries}${because(delivery.lastError)}`;
    case "failed":
      return `failed after ${tries}${because(delivery.lastError)}`;
  }
}

/** One line, e.g. "smtp: waiting to retry at 2026-02-05T10:01:00.000Z after 2 attempts (connect ECONNREFUSED)". */
export const deliveryText = (delivery: DeliveryState): string => `${delivery.channel}: ${deliveryStatusText(delivery)}`;
