import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { forTerminal } from "../terminal-text";
import { type AuditAction, recordAudit } from "./audit";
import { hashPassword, passwordProblem } from "./passwords";

export interface StaffAccount {
  id: number;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** No spaces, controls or invisible format characters: an account's email prints as it is. */
const emailPattern =
  /^[^\s@\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+@[^\s@\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+\.[^\s@\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

/** Thrown for a request the command refuses (a bad email, a weak password, no such account). */
export class AccountError extends Error {}

function checkedEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!emailPattern.test(normalised) || normalised.length > 254)
    throw new AccountError(`"${forTerminal(email)}" is not an email address.`);
  return normalised;
}

function checkedPassword(password: string, email: string): string {
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
  return password;
}

/** Who made a change to an account, for the audit trail: the command gives `cli:USER` and "cli". */
export interface AccountChangeBy {
  actor: string;
  address: string;
}

export interface AccountChange {
  now?: Date;
  /** When given, the change and its audit line are written together. */
  by?: AccountChangeBy;
}

const auditChange = (db: Kysely<Database>, action: AuditAction, target: string, { now, by }: AccountChange) =>
  by ? recordAudit(db, { ...by, action, target, now }) : Promise.resolve();

export async function addAccount(db: Kysely<Database>, email: string, password: string, change: AccountChange = {}) {
  const address = checkedEmail(email);
  const passwordHash = await hashPassword(checkedPassword(password, address));
  const at = (change.now ?? new Date()).toISOString();
  const existing = await db.selectFrom("staff_accounts").select("id").where("email", "=", address).executeTakeFirst();
  if (existing)
    throw new AccountError(`${forTerminal(address)} already has an account; use reset to change its password.`);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("staff_accounts")
      .values({ email: address, password_hash: passwordHash, created_at: at, password_changed_at: at })
      .execute();
    await auditChange(trx, "account add", address, change);
  });
  return address;
}

/** Sets a new password and ends every session of the account. */
export async function resetPassword(db: Kysely<Database>, email: string, password: string, change: AccountChange = {}) {
  const address = checkedEmail(email);
  const passwordHash = await hashPassword(checkedPassword(password, address));
  const account = await findAccount(db, address);
  if (!account) throw new AccountError(`${forTerminal(address)} has no account.`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_accounts")
      .set({ password_hash: passwordHash, password_changed_at: (change.now ?? new Date()).toISOString() })
      .where("id", "=", account.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("account_id", "=", account.id).execute();
    await auditChange(trx, "account reset", address, change);
  });
  return address;
}

/** Removes the account; its sessions go with it. */
export async function removeAccount(db: Kysely<Database>, email: string, change: AccountChange = {}) {
  const address = normaliseEmail(email);
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("staff_accounts").where("email", "=", address).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AccountError(`${forTerminal(address)} has no account.`);
    await auditChange(trx, "account remove", address, change);
  });
  return address;
}

export async function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db.selectFrom("staff_accounts").selectAll().orderBy("email").execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
  }));
}

export function findAccount(db: Kysely<Database>, email: string) {
  return db.selectFrom("staff_accounts").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}
