import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import { readServerConfig } from "../../config";
import { openDatabase, type SiteDatabase } from "../../db/database";
import { type FakeOpenAI, type FakeRequest, type FakeTurn, startFakeOpenAI } from "../../testing/fake-openai";
import { fixtureSite } from "../../testing/site-fixture";
import type { Assistant } from "../assistant";

/**
 * For the AI mode's tests: the whole server on a minimal site and an in-memory database, with
 * a fake model whose answers each test scripts, and the server's log lines kept for reading.
 */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** What the built-in assistant says in these tests, so its answer is recognised. */
export const BUILT_IN_ANSWER = "Built-in answer from the site's content.";
export const cannedAssistant: Assistant = { answer: () => BUILT_IN_ANSWER };

export interface AiChatApp {
  app: FastifyInstance;
  model: FakeOpenAI;
  database: SiteDatabase;
  /** The next model requests are answered by this script. */
  script(next: (request: FakeRequest) => FakeTurn | Promise<FakeTurn>): void;
  logs: LogLine[];
  /** Log lines at warn level or above. */
  warnings(): LogLine[];
  close(): Promise<void>;
}

const WARN = 40;

export async function startAiChatApp(
  env: Record<string, string> = {},
  options: { assistant?: Assistant } = {},
): Promise<AiChatApp> {
  let current: (request: FakeRequest) => FakeTurn | Promise<FakeTurn> = () => ({ text: "Hello." });
  const model = await startFakeOpenAI((request) => current(request));
  const fixture = await fixtureSite();
  const database = await openDatabase({ kind: "sqlite", file: ":memory:" });
  const logs: LogLine[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = readServerConfig({
    LOG_LEVEL: "info",
    DELIVERY_INTERVAL_MS: "3600000",
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: "fake-model",
    AI_API_KEY: "test-key",
    ...env,
  });
  const app = await buildApp({
    config,
    site: fixture.site,
    database,
    assistant: options.assistant ?? cannedAssistant,
    logStream,
  });
  await app.ready();
  // Start-up lines (the delivery channels) are not what these tests read.
  logs.length = 0;
  return {
    app,
    model,
    database,
    script: (next) => {
      current = next;
    },
    logs,
    warnings: () => logs.filter((line) => line.level >= WARN),
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await model.close();
      await database.close();
      await fixture.remove();
    },
  };
}
