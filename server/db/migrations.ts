import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

export type Dialect = "sqlite" | "postgres";

/**
 * Migrations cannot ask Kysely which database they run on, so each takes the dialect.
 * Keys differ (INTEGER PRIMARY KEY on SQLite, an identity column on PostgreSQL); everything
 * else is portable. Never edit a migration that has shipped: add the next one.
 */
/** A new table with its integer key, made as each database makes one. */
const tableWithId = (db: Kysely<unknown>, dialect: Dialect, table: string) =>
  db.schema
    .createTable(table)
    .addColumn("id", "integer", (column) =>
      dialect === "postgres" ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey().autoIncrement(),
    );

const migrations: Record<string, (dialect: Dialect) => Migration> = {
  "0001_inquiries_outbox_newsletter": (dialect) => ({
    async up(db: Kysely<unknown>) {
      const id = (table: string) => tableWithId(db, dialect, table);

      await id("inquiries")
        .addColumn("public_id", "text", (c) => c.notNull().unique())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("service", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("inquiries_created_at").on("inquiries").column("created_at").execute();

      await id("outbox")
        .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiries.id").onDelete("cascade"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addUniqueConstraint("outbox_inquiry_channel", ["inquiry_id", "channel"])
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

      await id("delivery_attempts")
        .addColumn("outbox_id", "integer", (c) => c.notNull().references("outbox.id").onDelete("cascade"))
        .addColumn("attempted_at", "text", (c) => c.notNull())
        .addColumn("succeeded", "integer", (c) => c.notNull())
        .addColumn("error", "text")
        .execute();
      await db.schema.createIndex("delivery_attempts_outbox").on("delivery_attempts").column("outbox_id").execute();

      await id("newsletter_subscriptions")
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["delivery_attempts", "outbox", "newsletter_subscriptions", "inquiries"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  }),
  "0002_outbox_claim_token": () => ({
    async up(db: Kysely<unknown>) {
      // The token of the claim that holds the row: only its holder may record a result.
      await db.schema.alterTable("outbox").addColumn("claim_token", "text").execute();
      // Each channel is claimed on its own.
      await db.schema
        .createIndex("outbox_channel_due")
        .on("outbox")
        .columns(["channel", "status", "next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("outbox_channel_due").execute();
      await db.schema.alterTable("outbox").dropColumn("claim_token").execute();
    },
  }),
  "0003_inquiry_language": () => ({
    async up(db: Kysely<unknown>) {
      // The language of the page the lead wrote from, so the team replies in it.
      await db.schema
        .alterTable("inquiries")
        .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("inquiries").dropColumn("language").execute();
    },
  }),
  "0004_staff_inbox": (dialect) => ({
    async up(db: Kysely<unknown>) {
      const id = (table: string) => tableWithId(db, dialect, table);
      // Where each lead stands with the team, and the page it was sent from.
      for (const table of ["inquiries", "newsletter_subscriptions"]) {
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .execute();
        await db.schema.createIndex(`${table}_status`).on(table).columns(["status", "created_at"]).execute();
      }
      await db.schema
        .alterTable("inquiries")
        .addColumn("page", "text", (c) => c.notNull().defaultTo(""))
        .execute();

      await id("staff_accounts")
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("password_changed_at", "text", (c) => c.notNull())
        .execute();

      // A session is found by the SHA-256 of its cookie: the table alone opens no session.
      await db.schema
        .createTable("staff_sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("account_id", "integer", (c) => c.notNull().references("staff_accounts.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_sessions_account").on("staff_sessions").column("account_id").execute();

      await id("lead_events")
        .addColumn("lead_key", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("status", "text")
        .addColumn("note", "text")
        .addColumn("staff_email", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_lead").on("lead_events").column("lead_key").execute();

      await id("audit_events")
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_events_at").on("audit_events").column("at").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["audit_events", "lead_events", "staff_sessions", "staff_accounts"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable("inquiries").dropColumn("page").execute();
      for (const table of ["inquiries", "newsletter_subscriptions"]) {
        await db.schema.dropIndex(`${table}_status`).execute();
        await db.schema.alterTable(table).dropColumn("status").execute();
      }
    },
  }),
  "0005_audit_counts": () => ({
    async up(db: Kysely<unknown>) {
      // A refused sign-in adds to its window's line instead of adding a line: the line's count,
      // and a unique key per window that an upsert finds (NULL, and so never in conflict, otherwise).
      await db.schema
        .alterTable("audit_events")
        .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable("audit_events").addColumn("window_key", "text").execute();
      await db.schema.createIndex("audit_events_window").on("audit_events").column("window_key").unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("audit_events_window").execute();
      await db.schema.alterTable("audit_events").dropColumn("window_key").execute();
      await db.schema.alterTable("audit_events").dropColumn("count").execute();
    },
  }),
};

class CodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(this.dialect)]));
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  if (dialect === "sqlite") await sql`PRAGMA foreign_keys = ON`.execute(db);
  // Kysely looks for its own tables in every schema unless told which one; another schema's
  // kysely_migration (a second site, a test running beside) would make it skip creating ours.
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: new CodeMigrations(dialect), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
