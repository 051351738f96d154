import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readServerConfig } from "./config";
import { openDatabase, type SiteDatabase } from "./db/database";
import { fixtureSite } from "./testing/site-fixture";

/**
 * Clients that hold a connection open by sending a byte now and then (slowloris), on a real
 * socket: Node's and Fastify's timeouts are all off by default, and such a client was never cut.
 */
let app: FastifyInstance;
let database: SiteDatabase;
let fixture: Awaited<ReturnType<typeof fixtureSite>>;
let port: number;

beforeAll(async () => {
  fixture = await fixtureSite();
  database = await openDatabase({ kind: "sqlite", file: ":memory:" });
  app = await buildApp({
    config: readServerConfig({ LOG_LEVEL: "silent", DELIVERY_INTERVAL_MS: "3600000" }),
    site: fixture.site,
    database,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  await database.close();
  await fixture.remove();
});

/** Sends `head`, then one more byte every `everyMs` until the server closes; resolves with what it said and when. */
function trickle(head: string, everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket: Socket = connect(port, "127.0.0.1", () => socket.write(head));
    const drip = setInterval(() => socket.writable && socket.write("a"), everyMs);
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe("slow clients", () => {
  it.concurrent("a client that trickles its body is cut off within 30 s", async () => {
    const { closedAfterMs, answer } = await trickle(
      "POST /api/inquiries HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
      5000,
    );
    expect(closedAfterMs).toBeLessThan(30_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    console.log(`a body sent one byte every 5 s was cut after ${(closedAfterMs / 1000).toFixed(1)} s`);
  }, 40_000);

  it.concurrent("a client that trickles its headers is cut off within 30 s", async () => {
    const { closedAfterMs } = await trickle("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", 3000);
    expect(closedAfterMs).toBeLessThan(30_000);
    console.log(`headers sent one byte every 3 s were cut after ${(closedAfterMs / 1000).toFixed(1)} s`);
  }, 40_000);

  it.concurrent("a normal visitor on the same server is answered meanwhile", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
