import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadSiteFiles, type SiteFiles } from "../site-files";

/** The few pages the server needs to start (home, 404, the SPA shell, the form-problem page in both languages), in a temp folder. */
export async function fixtureSite(): Promise<{ site: SiteFiles; root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), "site-"));
  for (const [file, body] of Object.entries({
    "index.html": "home",
    "404/index.html": "Page Not Found",
    "contact/problem/index.html": '<h1>Your message was not sent</h1><ul id="form-problems" class="x"></ul>',
    "ta/contact/problem/index.html": '<h1 lang="ta">உங்கள் மெசேஜ் அனுப்பப்படவில்லை</h1><ul id="form-problems"></ul>',
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  return { site: await loadSiteFiles(root), root, remove: () => rm(root, { recursive: true, force: true }) };
}
