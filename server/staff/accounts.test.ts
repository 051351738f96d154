import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabases } from "../testing/databases";
import { addAccount, listAccounts, removeAccount, resetPassword } from "./accounts";
import { passwordProblem, verifyPassword } from "./passwords";
import { findSession, startSession } from "./sessions";

describe("staff passwords", () => {
  it("need 12 characters, are not common, and do not contain the email", () => {
    expect(passwordProblem("short-pass1", "meena@cleverobotics.com")).toBe(
      "The password needs at least 12 characters.",
    );
    expect(passwordProblem("qwertyuiop123", "meena@cleverobotics.com")).toMatch(/common passwords/);
    expect(passwordProblem("PASSWORD1234", "meena@cleverobotics.com")).toMatch(/common passwords/);
    expect(passwordProblem("iloveyou1234", "meena@cleverobotics.com")).toMatch(/too easy to guess/);
    expect(passwordProblem("cleverobotics2026", "meena@cleverobotics.com")).toMatch(/too easy to guess/);
    expect(passwordProblem("meena-leads-2026", "meena@cleverobotics.com")).toMatch(/email/);
    expect(passwordProblem("தமிழ்-விற்பனை-2026", "meena@cleverobotics.com")).toBeNull();
    expect(passwordProblem("lead-follow-up-2026", "meena@cleverobotics.com")).toBeNull();
  });
});

describe.each(testDatabases)("staff accounts on $name", ({ open }) => {
  let database: SiteDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("adds, lists, resets (ending sessions) and removes accounts, storing only an argon2id hash", async () => {
    expect(await addAccount(database.db, " Meena@Cleverobotics.com ", "lead-follow-up-2026")).toBe(
      "meena@cleverobotics.com",
    );
    await expect(addAccount(database.db, "meena@cleverobotics.com", "another-long-one-9")).rejects.toThrow(
      /already has an account/,
    );
    await expect(addAccount(database.db, "not-an-email", "another-long-one-9")).rejects.toThrow(/not an email/);
    await expect(addAccount(database.db, "ravi@cleverobotics.com", "123456789012")).rejects.toThrow(/common/);

    const [row] = await database.db.selectFrom("staff_accounts").selectAll().execute();
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.password_hash, "lead-follow-up-2026")).toBe(true);
    expect((await listAccounts(database.db)).map((account) => account.email)).toEqual(["meena@cleverobotics.com"]);

    const session = await startSession(database.db, { accountId: row!.id, address: "203.0.113.7" });
    expect(await findSession(database.db, session)).toMatchObject({ email: "meena@cleverobotics.com" });
    await resetPassword(database.db, "meena@cleverobotics.com", "a-new-password-for-meena".replace("meena", "m33na"));
    expect(await findSession(database.db, session)).toBeNull();

    const again = await startSession(database.db, { accountId: row!.id, address: "203.0.113.7" });
    await removeAccount(database.db, "MEENA@cleverobotics.com");
    expect(await findSession(database.db, again)).toBeNull();
    expect(await listAccounts(database.db)).toEqual([]);
    await expect(removeAccount(database.db, "meena@cleverobotics.com")).rejects.toThrow(/has no account/);
  });
});
