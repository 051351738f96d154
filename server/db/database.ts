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
  /** Where a lost connection is reported (a restart, a failover, pg_terminate_backend); by default stderr. */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** How long a query waits for a connection before it fails (and the lead goes to the spool). */
const CONNECT_TIMEOUT_MS = 5000;

/** Opens the configured database and migrates it to the latest schema. */
export async function openDatabase(config: DatabaseConfig): Promise<SiteDatabase> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  let reportError = (error: Error) => console.error(`database connection lost: ${error.message}`);
  if (config.kind === "postgres") {
    dialect = "postgres";
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: new URL(config.url).searchParams.get("application_name") ?? "cleverobotics-site",
    });
    // Without a listener, an idle connection's error (the server restarted, a reaper closed it)
    // is an uncaught exception that ends the process. The pool drops that connection and opens
    // a new one for the next query.
    pool.on("error", (error) => reportError(error));
    // The pool listens only while a connection is idle; one lost while a request holds it
    // (between two statements of a transaction) would be uncaught. Its query fails anyway.
    pool.on("connect", (client) => client.on("error", (error) => reportError(error)));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  return {
    db,
    dialect,
    onConnectionError: (listener) => {
      reportError = listener;
    },
    close: () => db.destroy(),
  };
}
