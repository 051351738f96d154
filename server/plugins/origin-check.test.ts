import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Assistant } from "../chat/assistant";
import { readServerConfig } from "../config";
import { startChatApp } from "../testing/chat-app";

const TOKEN = "n8n-intake-0123456789abcdef0123456789abcdef";
const cannedAssistant: Assistant = { answer: () => "Canned answer." };

let apps: Awaited<ReturnType<typeof startChatApp>>[] = [];
let app: FastifyInstance;
let withoutToken: FastifyInstance;

beforeAll(async () => {
  apps = [
    await startChatApp({ INTAKE_API_TOKEN: TOKEN, RATE_LIMIT_MAX: "1000" }, { assistant: cannedAssistant }),
    await startChatApp({ RATE_LIMIT_MAX: "1000" }, { assistant: cannedAssistant }),
  ];
  [app, withoutToken] = apps.map((running) => running.app) as [FastifyInstance, FastifyInstance];
});

afterAll(async () => {
  await Promise.all(apps.map((running) => running.close()));
});

let lead = 0;
const handoff = () => ({
  source: "chat",
  name: "Priya Raman",
  phone: "+91 98400 12345",
  email: "",
  message: `Visitor asked for a person in the chat (lead ${++lead}): wants the Pro plan for 20 items.`,
});
const post = (server: FastifyInstance, url: string, headers: Record<string, string>, payload: object = handoff()) =>
  server.inject({ method: "POST", url, headers, payload });

const crossSite: Record<string, string>[] = [
  { origin: "https://evil.example" },
  { "sec-fetch-site": "cross-site" },
  { origin: "null" },
];

describe("the intake token (INTAKE_API_TOKEN)", () => {
  it("lets a server post a lead to /api/inquiries with the token, whatever its Origin says", async () => {
    for (const headers of [{}, ...crossSite]) {
      const response = await post(app, "/api/inquiries", { ...headers, authorization: `Bearer ${TOKEN}` });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String) });
    }
    const lowerCase = await post(app, "/api/inquiries", { authorization: `bearer ${TOKEN}` });
    expect(lowerCase.statusCode).toBe(201);
  });

  it("still refuses a cross-site post without the token, with a wrong one, or on another path", async () => {
    const wrong = [
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`n8n:${TOKEN}`).toString("base64")}`,
      TOKEN,
      "Bearer",
    ];
    for (const headers of crossSite) {
      expect((await post(app, "/api/inquiries", headers)).statusCode, JSON.stringify(headers)).toBe(403);
      for (const authorization of wrong) {
        const response = await post(app, "/api/inquiries", { ...headers, authorization });
        expect(response.statusCode, authorization).toBe(403);
        expect(response.json()).toMatchObject({ error: "forbidden_origin" });
      }
      for (const url of ["/api/newsletter", "/api/chat", "/api/inquiries/x", "/api/nope"]) {
        const response = await post(app, url, { ...headers, authorization: `Bearer ${TOKEN}` });
        expect(response.statusCode, url).toBe(403);
      }
    }
  });

  it("refuses a wrong bearer token even without an Origin, so a misconfigured server fails loudly", async () => {
    expect(
      (await post(app, "/api/inquiries", { authorization: "Bearer not-the-token-0123456789abcdef" })).statusCode,
    ).toBe(403);
    // No Authorization header at all: the no-Origin rule of every other client (curl, servers) as before.
    expect((await post(app, "/api/inquiries", {})).statusCode).toBe(201);
  });

  it("lets no bearer token through when the instance has none set", async () => {
    for (const headers of [{}, ...crossSite]) {
      const response = await post(withoutToken, "/api/inquiries", { ...headers, authorization: `Bearer ${TOKEN}` });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });
});

describe("INTAKE_API_TOKEN setting", () => {
  it("is read when long enough, and off unless set", () => {
    expect(readServerConfig({ INTAKE_API_TOKEN: TOKEN }).intakeApiToken).toBe(TOKEN);
    expect(readServerConfig({}).intakeApiToken).toBeUndefined();
  });

  it("refuses a short token or one with spaces without quoting it", () => {
    for (const token of ["short-secret-value", `${"a".repeat(20)} ${"b".repeat(20)}`]) {
      const read = () => readServerConfig({ INTAKE_API_TOKEN: token });
      expect(read).toThrow(/^Setting INTAKE_API_TOKEN must be 32 or more visible ASCII characters/);
      try {
        read();
      } catch (error) {
        expect((error as Error).message).not.toContain(token.slice(0, 10));
      }
    }
  });
});
