import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The server's modules read the site's content from a build's site-data.json; the tests give
 * them one written from the source now, so they never test a stale build. Written by the build's
 * own script, in its own process: the content modules read the settings as the build does.
 */
export default function writeSiteData(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  const file = path.join(dir, "site-data.json");
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server-data.ts", "--site-data", file], {
    stdio: "ignore",
  });
  process.env.SITE_DATA_PATH = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
