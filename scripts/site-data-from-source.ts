import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The server's modules read the site's content from a build's site-data.json. This writes one
 * from the source now, to a temporary folder, and points SITE_DATA_PATH at it, so the unit tests
 * and the n8n template never read a stale build or need one. Written by the build's own script,
 * in its own process: the content modules read the settings as the build does. Returns the
 * clean-up.
 */
export function writeSiteDataFromSource(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  const file = path.join(dir, "site-data.json");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server-data.ts", "--site-data", file], {
    cwd: path.resolve(import.meta.dirname, ".."),
    stdio: "ignore",
  });
  process.env.SITE_DATA_PATH = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
