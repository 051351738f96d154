import { buildApp } from "../server/app";
import { readServerConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { loadSiteFiles } from "../server/site-files";

/** Serves a client build on a free local port with an in-memory database, for the audit and the benchmarks. */
export async function serveBuild(
  clientDir: string,
  root: string,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const config = readServerConfig({ LOG_LEVEL: "warn", SQLITE_FILE: ":memory:", RATE_LIMIT_MAX: "100000" }, root);
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, site: await loadSiteFiles(clientDir), database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    baseUrl,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
