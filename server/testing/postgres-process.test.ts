import { existsSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresProcess, postgresBinDir, startPostgresProcess } from "./postgres-process";

// CI installs PostgreSQL (.ci/run), so there a missing binary must fail the run, not skip it.
const skip = postgresBinDir() === null && !process.env.CI;
if (skip) console.warn("PostgreSQL binaries not found: the private PostgreSQL process test is skipped.");

async function queryOnce(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A connection the server drops emits "error"; without a listener that would end the process.
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ answer: number }>("SELECT 6 * 7 AS answer");
    return rows[0]?.answer;
  } finally {
    await client.end().catch(() => {});
  }
}

describe.skipIf(skip)("a private PostgreSQL process", () => {
  let server: PostgresProcess;

  beforeAll(async () => {
    server = await startPostgresProcess();
  }, 60_000);

  afterAll(async () => {
    await server?.destroy();
  }, 60_000);

  it("answers queries on its own loopback port", async () => {
    expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/postgres`);
    expect(await queryOnce(server.url)).toBe(42);
  });

  it("fails open connections and refuses new ones while stopped, and answers again once started", async () => {
    const open = new pg.Client({ connectionString: server.url });
    open.on("error", () => {});
    await open.connect();

    await server.stop();
    await expect(open.query("SELECT 1")).rejects.toThrow();
    await open.end().catch(() => {});
    await expect(queryOnce(server.url)).rejects.toThrow(/ECONNREFUSED/);

    await server.start();
    expect(await queryOnce(server.url)).toBe(42);
  }, 60_000);

  it("keeps its data across a restart", async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query("CREATE TABLE kept (value text)");
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();

    await server.stop();
    await server.start();

    const again = new pg.Client({ connectionString: server.url });
    await again.connect();
    const { rows } = await again.query("SELECT value FROM kept");
    await again.end();
    expect(rows).toEqual([{ value: "still here" }]);
  }, 60_000);
});

describe.skipIf(skip)("destroying a private PostgreSQL process", () => {
  it("stops the server and deletes its data", async () => {
    const server = await startPostgresProcess();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>("SHOW data_directory");
    await client.end();
    const dataDirectory = String(rows[0]?.data_directory);
    expect(existsSync(dataDirectory)).toBe(true);

    await server.destroy();
    await expect(queryOnce(server.url)).rejects.toThrow(/ECONNREFUSED/);
    expect(existsSync(dataDirectory)).toBe(false);
  }, 60_000);
});
