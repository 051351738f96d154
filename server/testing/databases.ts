import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "../config";
import { openDatabase, type SiteDatabase } from "../db/database";

/**
 * The databases every storage test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * is set (.ci/run starts one). Each opened database is private to the caller: a fresh
 * in-memory SQLite file, or a fresh PostgreSQL schema dropped on close.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || null;

if (!postgresUrl && process.env.CI) {
  throw new Error("TEST_DATABASE_URL is not set: CI must run the database tests on PostgreSQL too (see .ci/run).");
}

export interface TestDatabase {
  name: "sqlite" | "postgres";
  open(): Promise<SiteDatabase>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty schema in the given PostgreSQL database: its connection string, and a way to drop it. */
export async function freshPostgresSchema(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`) };
}

async function openPostgres(url: string): Promise<SiteDatabase> {
  const schema = await freshPostgresSchema(url);
  const database = await openDatabase({ kind: "postgres", url: schema.url }).catch(async (error) => {
    await schema.drop();
    throw error;
  });
  return {
    ...database,
    async close() {
      await database.close();
      await schema.drop();
    },
  };
}

/**
 * A database another process can open too (a worker to kill, a server to restart): a file for
 * SQLite, a fresh schema for PostgreSQL. Its settings, the caller's connection, and a way to
 * close and remove it.
 */
export async function openSharedDatabase(
  kind: "sqlite" | "postgres",
): Promise<{ config: DatabaseConfig; database: SiteDatabase; drop(): Promise<void> }> {
  let config: DatabaseConfig;
  let remove: () => Promise<void>;
  if (kind === "postgres") {
    if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
    const schema = await freshPostgresSchema(postgresUrl);
    config = { kind: "postgres", url: schema.url };
    remove = schema.drop;
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "site-db-"));
    config = { kind: "sqlite", file: path.join(dir, "site.db") };
    remove = () => rm(dir, { recursive: true, force: true });
  }
  const database = await openDatabase(config);
  return {
    config,
    database,
    async drop() {
      await database.close();
      await remove();
    },
  };
}

export const testDatabases: TestDatabase[] = [
  { name: "sqlite", open: () => openDatabase({ kind: "sqlite", file: ":memory:" }) },
  ...(postgresUrl ? [{ name: "postgres" as const, open: () => openPostgres(postgresUrl) }] : []),
];

if (!postgresUrl) {
  console.warn("TEST_DATABASE_URL is not set: the database tests run on SQLite only this time.");
}
