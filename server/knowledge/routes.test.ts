import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees, plans } from "../../app/content/pricing";
import type { Assistant } from "../chat/assistant";
import { startChatApp } from "../testing/chat-app";
import { SEARCH_MAX_QUERY, SEARCH_RATE_LIMIT_PER_MINUTE } from "./routes";

/** The chat's assistant is not what these tests ask (and its index would take a while). */
const cannedAssistant: Assistant = { answer: () => "Canned answer." };

let running: Awaited<ReturnType<typeof startChatApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  running = await startChatApp({}, { assistant: cannedAssistant });
  app = running.app;
});

afterAll(async () => {
  await running.close();
});

let address = 0;
/** Each call from its own client address unless one is given, so the rate limit stays out of the way. */
const search = (query: string, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
  app.inject({ method: "GET", url: `/api/knowledge/search${query}`, remoteAddress });

describe("GET /api/knowledge/search", () => {
  it("answers the passages that match, each with its title, page and text, not to be cached", async () => {
    const response = await search(`?q=${encodeURIComponent("how much is the Starter plan?")}&limit=3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const { results } = response.json() as { results: { title: string; url: string; text: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    for (const result of results) expect(Object.keys(result).sort()).toEqual(["text", "title", "url"]);
    const starter = plans.find((plan) => plan.name === "Starter")!;
    expect(results[0]).toMatchObject({ title: "Starter plan", url: "/pricing" });
    expect(results[0]!.text).toContain(formatRupees(starter.monthlyPrice));
  });

  it("gives five passages unless told otherwise, and an empty list when nothing matches", async () => {
    const many = await search("?q=whatsapp+bot+orders+instagram+catalogue+payment");
    expect(many.json().results).toHaveLength(5);
    const none = await search("?q=zzqxv+wqkjhz");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ results: [] });
  });

  it("answers 400 with a clear message to a missing, empty, blank or long query, or a bad limit", async () => {
    for (const query of [
      "",
      "?q=",
      "?q=%20%20%20",
      `?q=${"a".repeat(SEARCH_MAX_QUERY + 1)}`,
      "?q=price&limit=0",
      "?q=price&limit=11",
      "?q=price&limit=two",
      "?q=price&limit=2.5",
    ]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers["cache-control"], query).toBe("no-store");
      expect(response.json(), query).toEqual({
        error: "bad_request",
        message: expect.stringContaining("Send q (1 to 300 characters) and optionally limit (1 to 10, default 5)."),
      });
    }
    expect((await search(`?q=${"a".repeat(SEARCH_MAX_QUERY)}`)).statusCode).toBe(200);
  });

  it("rate limits per client address, saying when to retry", async () => {
    for (let sent = 0; sent < SEARCH_RATE_LIMIT_PER_MINUTE; sent++) {
      expect((await search("?q=hours", "192.0.2.7")).statusCode).toBe(200);
    }
    const limited = await search("?q=hours", "192.0.2.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toMatchObject({ error: "rate_limited" });
    expect((await search("?q=hours", "192.0.2.8")).statusCode).toBe(200);
  });
});
