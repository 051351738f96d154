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
/** With the default rate limit: 5 submissions per client address per 10 minutes. */
let limited: FastifyInstance;

beforeAll(async () => {
  apps = [
    await startChatApp({ INTAKE_API_TOKEN: TOKEN, RATE_LIMIT_MAX: "1000" }, { assistant: cannedAssistant }),
    await startChatApp({ RATE_LIMIT_MAX: "1000" }, { assistant: cannedAssistant }),
    await startChatApp({ INTAKE_API_TOKEN: TOKEN }, { assistant: cannedAssistant }),
  ];
  [app, withoutToken, limited] = apps.map((running) => running.app) as [
    FastifyInstance,
    FastifyInstance,
    FastifyInstance,
  ];
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
  server.inject({ method: "POST", url, headers, payload, remoteAddress: "198.51.100.20" });
const bearer = { authorization: `Bearer ${TOKEN}` };

const crossSite: Record<string, string>[] = [
  { origin: "https://evil.example" },
  { "sec-fetch-site": "cross-site" },
  { origin: "null" },
];

describe("the intake token (INTAKE_API_TOKEN)", () => {
  it("lets a server post a lead to /api/inquiries with the token, whatever its Origin says", async () => {
    for (const headers of [{}, ...crossSite]) {
      const response = await post(app, "/api/inquiries", { ...headers, ...bearer });
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
    for (const headers of [{}, ...crossSite]) {
      expect((await post(app, "/api/inquiries", headers)).statusCode, JSON.stringify(headers)).toBe(403);
      for (const authorization of wrong) {
        const response = await post(app, "/api/inquiries", { ...headers, authorization });
        expect(response.statusCode, authorization).toBe(403);
        expect(response.json()).toMatchObject({ error: "forbidden_origin" });
      }
      for (const url of ["/api/newsletter", "/api/chat", "/api/inquiries/x", "/api/nope"]) {
        const response = await post(app, url, { ...headers, ...bearer });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ error: "forbidden_origin" });
      }
    }
  });

  it("refuses a wrong bearer token even from our own pages, so a misconfigured server fails loudly", async () => {
    const wrong = { authorization: "Bearer not-the-token-0123456789abcdef" };
    expect((await post(app, "/api/inquiries", wrong)).statusCode).toBe(403);
    expect((await post(app, "/api/inquiries", { ...wrong, origin: "https://www.cleverobotics.com" })).statusCode).toBe(
      403,
    );
    expect((await post(app, "/api/inquiries", { origin: "https://www.cleverobotics.com" })).statusCode).toBe(201);
  });

  it("opens only /api/inquiries: the token on the newsletter or the chat without an Origin is refused", async () => {
    const subscription = await post(app, "/api/newsletter", bearer, { email: "token-holder@kadai.in" });
    expect(subscription.statusCode).toBe(403);
    expect(subscription.json()).toMatchObject({ error: "forbidden_origin" });
    const chat = await post(app, "/api/chat", bearer, {
      action: "sendMessage",
      sessionId: "s-token-1",
      chatInput: "hi",
    });
    expect(chat.statusCode).toBe(403);
    expect(chat.json()).toMatchObject({ error: "forbidden_origin" });
  });

  it("does not count token posts against the per-address limit, which still holds for every other post", async () => {
    const tokenPosts = [];
    for (let n = 0; n < 6; n++) tokenPosts.push((await post(limited, "/api/inquiries", bearer)).statusCode);
    expect(tokenPosts).toEqual([201, 201, 201, 201, 201, 201]);
    const plainPosts = [];
    for (let n = 0; n < 6; n++) {
      plainPosts.push((await post(limited, "/api/inquiries", { origin: "https://www.cleverobotics.com" })).statusCode);
    }
    expect(plainPosts).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post(limited, "/api/inquiries", bearer)).statusCode).toBe(201);
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

describe("the Origin check: scheme, host and port", () => {
  let plain: Awaited<ReturnType<typeof startChatApp>>;
  let proxied: Awaited<ReturnType<typeof startChatApp>>;
  beforeAll(async () => {
    plain = await startChatApp({ RATE_LIMIT_MAX: "1000" }, { assistant: cannedAssistant });
    // Behind nginx (deploy/nginx), which connects from 127.0.0.1 and sends X-Forwarded-Proto.
    proxied = await startChatApp({ RATE_LIMIT_MAX: "1000", TRUST_PROXY: "127.0.0.1" }, { assistant: cannedAssistant });
  });
  afterAll(async () => {
    await Promise.all([plain.close(), proxied.close()]);
  });

  const postFrom = (server: FastifyInstance, headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
    server.inject({ method: "POST", url: "/api/inquiries", headers, payload: handoff(), remoteAddress });
  const statusOf = async (server: FastifyInstance, headers: Record<string, string>, remoteAddress?: string) =>
    (await postFrom(server, headers, remoteAddress)).statusCode;

  it("on plain HTTP, accepts its own http origin only, not https:// or another port of the same host", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ host: "shop.test", origin: "https://shop.test" }, 403],
      [{ host: "shop.test", origin: "http://shop.test" }, 201],
      [{ host: "shop.test", origin: "http://shop.test:80" }, 201],
      [{ host: "SHOP.test", origin: "http://shop.test" }, 201],
      [{ host: "shop.test:8080", origin: "http://shop.test:8080" }, 201],
      [{ host: "shop.test:8080", referer: "http://shop.test:8080/contact" }, 201],
      [{ host: "shop.test", referer: "https://shop.test/contact" }, 403],
      [{ host: "shop.test:8080", origin: "https://shop.test:8080" }, 403],
      [{ host: "shop.test:8080", origin: "http://shop.test" }, 403],
      [{ host: "shop.test:8080", origin: "http://shop.test:8081" }, 403],
      [{ host: "shop.test", origin: "http://shop.test.evil.example" }, 403],
      [{ host: "shop.test/x", origin: "http://shop.test" }, 403],
      [{ host: "user@shop.test", origin: "http://shop.test" }, 403],
      // The configured site address (SITE_URL) stays accepted, whatever the Host.
      [{ host: "shop.test", origin: "https://www.cleverobotics.com" }, 201],
      [{ host: "shop.test", origin: "http://www.cleverobotics.com" }, 403],
      [{ host: "shop.test", origin: "https://www.cleverobotics.com:8443" }, 403],
    ];
    for (const [headers, expected] of cases) {
      expect(await statusOf(plain.app, headers), JSON.stringify(headers)).toBe(expected);
    }
  });

  it("behind the trusted proxy, takes the scheme from X-Forwarded-Proto, and from nobody else", async () => {
    const https = { host: "shop.test", "x-forwarded-proto": "https" };
    expect(await statusOf(proxied.app, { ...https, origin: "https://shop.test" })).toBe(201);
    expect(await statusOf(proxied.app, { ...https, referer: "https://shop.test/ta/contact" })).toBe(201);
    expect(await statusOf(proxied.app, { ...https, origin: "http://shop.test" })).toBe(403);
    expect(await statusOf(proxied.app, { ...https, origin: "https://www.cleverobotics.com" })).toBe(201);
    // Without the header the proxy connection is plain HTTP.
    expect(await statusOf(proxied.app, { host: "shop.test", origin: "https://shop.test" })).toBe(403);
    // A client that is not the proxy cannot claim HTTPS.
    expect(await statusOf(proxied.app, { ...https, origin: "https://shop.test" }, "198.51.100.20")).toBe(403);
    expect(await statusOf(proxied.app, { ...https, origin: "http://shop.test" }, "198.51.100.20")).toBe(201);
  });
});
