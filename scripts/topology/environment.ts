import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { nginxInstalled } from "../../server/testing/nginx-process";
import { postgresBinDir } from "../../server/testing/postgres-process";
import { redisServerInstalled } from "../../server/testing/redis-process";
import { EDGE_FILES } from "../edge-files";

/** What the topology test needs on the machine and in the build, checked before it starts anything. */
export const DEBIAN_PACKAGES = "nginx-light libnginx-mod-http-brotli-static postgresql redis-server openssl";

/** The tools that are not installed, by name. */
export async function missingTools(): Promise<string[]> {
  const missing: string[] = [];
  if (!nginxInstalled()) missing.push("nginx");
  else {
    const config = await readFile(path.resolve(import.meta.dirname, "../../deploy/nginx/nginx.conf"), "utf8");
    for (const [, module] of config.matchAll(/^\s*load_module\s+(\S+);/gm)) {
      if (module && !existsSync(module)) missing.push(`the nginx module ${module}`);
    }
  }
  if (!redisServerInstalled()) missing.push("redis-server");
  if (!postgresBinDir()) missing.push("PostgreSQL (initdb and pg_ctl under /usr/lib/postgresql)");
  // Makes the certificate nginx presents.
  if (spawnSync("openssl", ["version"]).status !== 0) missing.push("openssl");
  return missing;
}

/** A problem with the machine or the build, reported by its message alone. */
export class SetupError extends Error {}

export interface BuiltSite {
  clientDir: string;
  /** The build's nginx/ folder (scripts/edge-files.ts). */
  nginxDir: string;
  /** The SITE_URL the pages were built for: the app instances must run with it. */
  siteUrl: string;
}

/** The build to serve, or an error that says how to make it. */
export async function readBuild(buildDir: string): Promise<BuiltSite> {
  const clientDir = path.join(buildDir, "client");
  const nginxDir = path.join(buildDir, "nginx");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new SetupError(
      `there is no build in ${buildDir}: run \`npm run build\` first (BUILD_DIR names another build)`,
    );
  }
  const absent = Object.values(EDGE_FILES).filter((file) => !existsSync(path.join(nginxDir, file)));
  if (absent.length) {
    throw new SetupError(
      `${nginxDir} lacks ${absent.join(", ")}: the build's edge files are missing; ` +
        `run \`npm run build\` (or \`tsx scripts/edge-files.ts\` after a build)`,
    );
  }
  const { siteUrl } = JSON.parse(await readFile(path.join(buildDir, "build-info.json"), "utf8")) as {
    siteUrl: string;
  };
  return { clientDir, nginxDir, siteUrl };
}
