import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { publicSettingDefaults } from "../app/lib/public-settings";
import { SETTINGS_NODE, setAssignment, templateFile, type Workflow } from "./n8n/template";
import { writeSiteDataFromSource } from "./site-data-from-source";

/**
 * `npm run n8n:template`: writes into deploy/n8n/site-assistant.json what comes from the site's
 * code: the AI Agent's system message, which is the AI mode's system prompt with the template's
 * tool names (server/chat/ai/system-prompt.ts), and the WhatsApp link its Site settings node
 * starts with (the default WHATSAPP_NUMBER's). `--check` changes nothing and fails while the
 * file differs; server/chat/ai/system-prompt.test.ts fails then too.
 */
const projectRoot = path.resolve(import.meta.dirname, "..");

// The prompt names the site's plans and pages: read from the source, so no build is needed.
const removeSiteData = writeSiteDataFromSource();
const { whatsappLink } = await import("../server/chat/ai/replies");
const { n8nSystemMessage } = await import("../server/chat/ai/system-prompt");

const before = await readFile(templateFile, "utf8");
const workflow = JSON.parse(before) as Workflow;
const agent = workflow.nodes.find((node) => node.type === "@n8n/n8n-nodes-langchain.agent");
const options = agent?.parameters.options as { systemMessage?: string } | undefined;
if (!options) throw new Error("the template has no AI Agent node with options");
options.systemMessage = n8nSystemMessage();
setAssignment(workflow, "whatsappLink", whatsappLink(publicSettingDefaults.WHATSAPP_NUMBER));
removeSiteData();

// Written as biome formats JSON, so that the file stays as `npm run lint` wants it.
const after = execFileSync(
  path.join(projectRoot, "node_modules/.bin/biome"),
  ["format", `--stdin-file-path=${path.relative(projectRoot, templateFile)}`],
  { cwd: projectRoot, input: JSON.stringify(workflow, null, 2), encoding: "utf8" },
);
const relative = path.relative(projectRoot, templateFile);
if (after === before) console.log(`${relative}: up to date (system message and ${SETTINGS_NODE}).`);
else if (process.argv.includes("--check")) {
  console.error(`${relative} differs from server/chat/ai/system-prompt.ts: run npm run n8n:template`);
  process.exit(1);
} else {
  await writeFile(templateFile, after);
  console.log(`${relative}: system message and ${SETTINGS_NODE} written from server/chat/ai/system-prompt.ts.`);
}
