import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * How long a session lasts (docs/decisions/0014-staff-sessions-and-login-throttling.md):
 * two hours without a request, and twelve hours however active, so a login each working day.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** A session's last request is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSession {
  accountId: number;
  email: string;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");

/** A new session for the account: the random id for its cookie (only its hash is stored). */
export async function startSession(
  db: Kysely<Database>,
  { accountId, address, now = new Date() }: { accountId: number; address: string; now?: Date },
): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const at = now.toISOString();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: hashOf(id),
      account_id: accountId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      address: address.slice(0, 100),
    })
    .execute();
  return id;
}

/** The session a cookie's id names, if it is alive; its last request is recorded. An expired one is deleted. */
export async function findSession(db: Kysely<Database>, id: string, now = new Date()): Promise<StaffSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.account_id")
    .select([
      "staff_sessions.id_hash",
      "staff_sessions.last_seen_at",
      "staff_sessions.expires_at",
      "staff_accounts.id",
      "staff_accounts.email",
    ])
    .where("staff_sessions.id_hash", "=", hashOf(id))
    .executeTakeFirst();
  if (!row) return null;
  const at = now.toISOString();
  const idleEnd = new Date(new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS).toISOString();
  if (row.expires_at <= at || idleEnd <= at) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", row.id_hash).execute();
    return null;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: at }).where("id_hash", "=", row.id_hash).execute();
  }
  return { accountId: row.id, email: row.email };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", hashOf(id)).execute();
}

/** Deletes every session past its idle or absolute end. */
export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  await db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("last_seen_at", "<=", idleSince)]))
    .execute();
}
