import { randomBytes } from "node:crypto";
import pg from "pg";
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
  const database = await openDatabase({ kind: "postgres", url: schema.url });
  return {
    ...database,
    async close() {
      await database.close();
      await schema.drop();
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
