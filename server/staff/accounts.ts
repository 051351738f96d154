import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashPassword, passwordProblem } from "./passwords";

export interface StaffAccount {
  id: number;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Thrown for a request the command refuses (a bad email, a weak password, no such account). */
export class AccountError extends Error {}

function checkedEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!emailPattern.test(normalised) || normalised.length > 254)
    throw new AccountError(`"${email}" is not an email address.`);
  return normalised;
}

function checkedPassword(password: string, email: string): string {
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
  return password;
}

export async function addAccount(db: Kysely<Database>, email: string, password: string, now = new Date()) {
  const address = checkedEmail(email);
  const passwordHash = await hashPassword(checkedPassword(password, address));
  const at = now.toISOString();
  const existing = await db.selectFrom("staff_accounts").select("id").where("email", "=", address).executeTakeFirst();
  if (existing) throw new AccountError(`${address} already has an account; use reset to change its password.`);
  await db
    .insertInto("staff_accounts")
    .values({ email: address, password_hash: passwordHash, created_at: at, password_changed_at: at })
    .execute();
  return address;
}

/** Sets a new password and ends every session of the account. */
export async function resetPassword(db: Kysely<Database>, email: string, password: string, now = new Date()) {
  const address = checkedEmail(email);
  const passwordHash = await hashPassword(checkedPassword(password, address));
  const account = await findAccount(db, address);
  if (!account) throw new AccountError(`${address} has no account.`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_accounts")
      .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
      .where("id", "=", account.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("account_id", "=", account.id).execute();
  });
  return address;
}

/** Removes the account; its sessions go with it. */
export async function removeAccount(db: Kysely<Database>, email: string) {
  const address = normaliseEmail(email);
  const result = await db.deleteFrom("staff_accounts").where("email", "=", address).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AccountError(`${address} has no account.`);
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
