import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config";
import { type Dialect, migrateToLatest } from "./migrations";
import type { Database } from "./schema";

export interface SiteDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Opens the configured database and migrates it to the latest schema. */
export async function openDatabase(config: DatabaseConfig): Promise<SiteDatabase> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  if (config.kind === "postgres") {
    dialect = "postgres";
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) }),
    });
  } else {
    dialect = "sqlite";
    if (config.file !== ":memory:") mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets the delivery worker read while a request writes; NORMAL sync is safe with WAL.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  await migrateToLatest(db as Kysely<unknown>, dialect);
  return { db, dialect, close: () => db.destroy() };
}
