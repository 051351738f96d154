// What the server reads from a build besides the pages (npm run build): the site's content, and
// the site assistant's search index made from it. With `--site-data FILE`, only the content, to
// FILE (the unit tests' setup).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { siteData } from "../app/content/site-data";
import { readBuildDirectory, readPublicSettings } from "../app/lib/public-settings";
import { SITE_DATA_FILE } from "../server/site-data-path";

const { values } = parseArgs({ options: { "site-data": { type: "string" } } });
const buildDir = path.resolve(import.meta.dirname, "..", readBuildDirectory(process.env));
const dataFile = values["site-data"] ?? path.join(buildDir, SITE_DATA_FILE);
const data = JSON.stringify(siteData(readPublicSettings(process.env)));
await writeFile(dataFile, data);
console.log(`Site data: ${dataFile} (${(Buffer.byteLength(data) / 1024).toFixed(1)} KB)`);

if (!values["site-data"]) {
  // The assistant's modules read the site data as they load, so they load once it is written.
  process.env.SITE_DATA_PATH = dataFile;
  const { ASSISTANT_INDEX_FILE, buildAssistantIndex } = await import("../server/chat/assistant");
  const indexFile = path.join(buildDir, ASSISTANT_INDEX_FILE);
  const index = buildAssistantIndex();
  await writeFile(indexFile, index);
  console.log(`Assistant index: ${indexFile} (${(Buffer.byteLength(index) / 1024).toFixed(1)} KB)`);
}
