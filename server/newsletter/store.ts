import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Stores one subscription per address; false when the address was already subscribed. */
export async function saveSubscription(
  db: Kysely<Database>,
  { email, source, now = new Date() }: { email: string; source: string; now?: Date },
): Promise<boolean> {
  const result = await db
    .insertInto("newsletter_subscriptions")
    .values({ email, source, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
