import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import closeWithGrace from "close-with-grace";
import { readBuildDirectory } from "../app/lib/public-settings";
import { chatModeLine } from "./chat/ai/chat-mode";
import { readServerConfig, type ServerConfig, SettingsError } from "./config";
import { openDatabase } from "./db/database";
import { loadSiteFiles } from "./site-files";

// The SQLite driver's prebuilt binary needs Node 22 or later; on an older Node it would crash, not explain.
const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 22) {
  console.error(
    `Node ${process.versions.node} is too old: the site runs on Node 24 LTS (22.12 or later). See README "Set up".`,
  );
  process.exit(1);
}

const projectRoot = path.resolve(import.meta.dirname, "..");
// Settings from a .env file; a variable set in the environment itself wins.
const envFile = path.join(projectRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

/** A build is needed when there is none, or when it was made for another site address. */
function buildIsCurrent(config: ServerConfig, buildDir: string): boolean {
  const infoFile = path.join(buildDir, "build-info.json");
  if (!existsSync(infoFile) || !existsSync(path.join(buildDir, "client", "index.html"))) return false;
  try {
    return JSON.parse(readFileSync(infoFile, "utf8")).siteUrl === config.site.siteUrl;
  } catch {
    return false;
  }
}

function buildSite(): void {
  console.log("Building the site (first start or settings changed)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}

/** The assistant with the index built alongside the pages, or one indexed now if there is none. */
async function loadAssistant(config: ServerConfig, buildDir: string) {
  const { ASSISTANT_INDEX_FILE, createAssistant } = await import("./chat/assistant");
  const indexFile = path.join(buildDir, ASSISTANT_INDEX_FILE);
  const demoUrl = config.site.bookingUrl ?? undefined;
  return createAssistant({
    demoUrl,
    serializedIndex: existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined,
  });
}

async function main(): Promise<void> {
  let config: ServerConfig;
  let buildDir: string;
  try {
    config = readServerConfig(process.env, projectRoot);
    buildDir = path.resolve(projectRoot, readBuildDirectory(process.env));
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  if (!config.skipBuild && !buildIsCurrent(config, buildDir)) buildSite();

  // The server's modules read the site's content from the build as they load, so they load now.
  const { buildApp } = await import("./app");
  const site = await loadSiteFiles(path.join(buildDir, "client"));
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, site, database, assistant: await loadAssistant(config, buildDir) });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(chatModeLine(config.chat));
}

await main();
