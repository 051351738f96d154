import type { Kysely } from "kysely";
import type { AuditEventsTable, Database } from "../db/schema";

export type AuditAction =
  | "login"
  | "login failed"
  | "login refused (throttled)"
  | "logout"
  | "status"
  | "note"
  | "retry"
  | "export";

export interface AuditEvent {
  actor: string;
  action: AuditAction;
  /** The lead, channel or filter it concerned. */
  target?: string;
  address: string;
  now?: Date;
}

/** Appends one line to the audit trail: who did what, when, from which address. */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      at: (event.now ?? new Date()).toISOString(),
      actor: event.actor.slice(0, 254),
      action: event.action,
      target: (event.target ?? "").slice(0, 500),
      address: event.address.slice(0, 100),
    })
    .execute();
}

export type AuditLine = Omit<AuditEventsTable, "id">;

/** The newest lines of the trail, newest first. */
export function recentAudit(db: Kysely<Database>, limit = 200): Promise<AuditLine[]> {
  return db
    .selectFrom("audit_events")
    .select(["at", "actor", "action", "target", "address"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
