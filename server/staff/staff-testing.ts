import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import type { Assistant } from "../chat/assistant";
import { readServerConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { fixtureSite } from "../testing/site-fixture";
import { addAccount } from "./accounts";
import { SESSION_COOKIE } from "./routes";

export const STAFF_EMAIL = "meena@cleverobotics.com";
export const STAFF_PASSWORD = "lead-follow-up-2026";
export const HOST = "inbox.test";
/** What a browser on the inbox's own pages sends with a post (inject speaks plain HTTP). */
export const ownOrigin = { host: HOST, origin: `http://${HOST}` };

/** A lead as the tests store it. */
export const sampleLead = {
  name: "Selvi",
  email: "selvi@kadai.in",
  company: "Selvi Textiles",
  phone: "98400 12345",
  service: "whatsapp",
  message: "Please call after 6 pm",
};

const cannedAssistant: Assistant = { answer: () => "Canned answer." };

/** The whole server on a database from testDatabases, with one staff account. */
export async function startInbox(database: SiteDatabase, env: Record<string, string> = {}) {
  const fixture = await fixtureSite();
  const config = readServerConfig({
    LOG_LEVEL: "silent",
    DELIVERY_INTERVAL_MS: "3600000",
    RATE_LIMIT_MAX: "1000",
    ...env,
  });
  const app = await buildApp({ config, site: fixture.site, database, assistant: cannedAssistant });
  await addAccount(database.db, STAFF_EMAIL, STAFF_PASSWORD).catch((error: Error) => {
    if (!/already has an account/.test(error.message)) throw error;
  });
  return {
    app,
    close: async () => {
      await app.close();
      await fixture.remove();
    },
  };
}

/** The session id a response set, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE && cookie.value)?.value;
}

export function login(
  app: FastifyInstance,
  { email = STAFF_EMAIL, password = STAFF_PASSWORD, address = "203.0.113.7", cookie = "" } = {},
) {
  return app.inject({
    method: "POST",
    url: "/staff/login",
    headers: {
      ...ownOrigin,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie && { cookie: `${SESSION_COOKIE}=${cookie}` }),
    },
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress: address,
  });
}

export async function signIn(app: FastifyInstance): Promise<string> {
  const response = await login(app);
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 303 || !cookie) throw new Error(`sign-in failed: ${response.statusCode}`);
  return cookie;
}

export const withSession = (cookie: string) => ({ ...ownOrigin, cookie: `${SESSION_COOKIE}=${cookie}` });
