// The site assistant's search index, built from the same content as the pages (npm run build).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readBuildDirectory } from "../app/lib/public-settings";
import { ASSISTANT_INDEX_FILE, buildAssistantIndex } from "../server/chat/assistant";

const target = path.resolve(import.meta.dirname, "..", readBuildDirectory(process.env), ASSISTANT_INDEX_FILE);
const index = buildAssistantIndex();
await writeFile(target, index);
console.log(`Assistant index: ${target} (${(index.length / 1024).toFixed(1)} KB)`);
