import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Assistant } from "../chat/assistant";
import { readServerConfig } from "../config";
import { openDatabase } from "../db/database";
import { loadSiteFiles } from "../site-files";

/** For tests where a webhook answers: fails the request if the built-in assistant is asked, and skips building its index. */
export const assistantThatMustNotAnswer: Assistant = {
  answer: () => {
    throw new Error("the built-in assistant answered although a chat webhook is set");
  },
};

/**
 * The whole server on a minimal site and an in-memory database, for the chat tests. `listen`
 * puts it on a real port: only a real connection shows when each chunk of an answer arrives.
 */
export async function startChatApp(
  env: Record<string, string> = {},
  options: { assistant?: Assistant } = {},
): Promise<{
  app: FastifyInstance;
  listen: () => Promise<string>;
  close: () => Promise<void>;
}> {
  const siteRoot = await mkdtemp(path.join(tmpdir(), "chat-site-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "404",
  })) {
    await mkdir(path.dirname(path.join(siteRoot, file)), { recursive: true });
    await writeFile(path.join(siteRoot, file), body);
  }
  const database = await openDatabase({ kind: "sqlite", file: ":memory:" });
  const config = readServerConfig({ LOG_LEVEL: "silent", DELIVERY_INTERVAL_MS: "3600000", ...env });
  const app = await buildApp({ config, site: await loadSiteFiles(siteRoot), database, ...options });
  return {
    app,
    listen: async () => {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (typeof address !== "object" || address === null) throw new Error("the server has no port");
      return `http://127.0.0.1:${address.port}`;
    },
    close: async () => {
      const closing = app.close();
      // A client that gave up on a request may leave a fresh, unused connection behind; it
      // would hold close() until it times out.
      app.server.closeAllConnections();
      await closing;
      await database.close();
      await rm(siteRoot, { recursive: true, force: true });
    },
  };
}
