import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type CredentialEntry, MODEL_KEY_PLACEHOLDER, type ReadmeSteps, TOKEN_PLACEHOLDER } from "./readme";

/** The workflow template operators import (deploy/README.md, "The chat on n8n"). */
export const templateFile = path.resolve(import.meta.dirname, "../../deploy/n8n/site-assistant.json");

interface WorkflowNode {
  name: string;
  type: string;
  webhookId?: string;
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
}

export interface Workflow {
  id: string;
  name: string;
  nodes: WorkflowNode[];
}

/** The node with the site's address and WhatsApp link: the one place an operator edits. */
export const SETTINGS_NODE = "Site settings";

export const nodeOfType = (workflow: Workflow, type: string): WorkflowNode => {
  const node = workflow.nodes.find((candidate) => candidate.type === type);
  if (!node) throw new Error(`the template has no ${type} node`);
  return node;
};

function assignment(workflow: Workflow, name: string): { name: string; value: unknown } {
  const settings = workflow.nodes.find((node) => node.name === SETTINGS_NODE);
  const assignments = (settings?.parameters.assignments as { assignments?: { name: string; value: unknown }[] })
    ?.assignments;
  const found = assignments?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the template's "${SETTINGS_NODE}" node does not set ${name}`);
  return found;
}

/** One value of the Site settings node. */
export const settingOf = (workflow: Workflow, name: string): string => String(assignment(workflow, name).value);

/** Sets one value of the Site settings node. */
export function setAssignment(workflow: Workflow, name: string, value: string): void {
  assignment(workflow, name).value = value;
}

/** The credentials the template's nodes refer to, by type: what must exist before it is imported. */
export function credentialsUsed(workflow: Workflow): { type: string; id: string; name: string }[] {
  return workflow.nodes.flatMap((node) =>
    Object.entries(node.credentials ?? {}).map(([type, { id, name }]) => ({ type, id, name })),
  );
}

/** The file a README command imports (`--input=FILE`). */
export function inputOf(steps: ReadmeSteps, command: string): string {
  const input = steps.commands
    .find(([name]) => name === command)
    ?.find((arg) => arg.startsWith("--input="))
    ?.slice("--input=".length);
  if (!input) throw new Error(`deploy/README.md has no "n8n ${command} --input=FILE"`);
  return input;
}

/** The README's credentials file with its placeholders replaced, as an operator fills it in. */
function filledCredentials(
  entries: CredentialEntry[],
  values: { intakeApiToken: string; model: { baseUrl: string; apiKey: string } },
): CredentialEntry[] {
  return entries.map((entry) => {
    const data = { ...entry.data };
    if (entry.type === "openAiApi") {
      if (data.apiKey !== MODEL_KEY_PLACEHOLDER || typeof data.url !== "string") {
        throw new Error(`deploy/README.md: the model credential has no ${MODEL_KEY_PLACEHOLDER} and url`);
      }
      Object.assign(data, { apiKey: values.model.apiKey, url: values.model.baseUrl });
    } else if (entry.type === "httpHeaderAuth") {
      if (typeof data.value !== "string" || !data.value.includes(TOKEN_PLACEHOLDER)) {
        throw new Error(`deploy/README.md: the intake token credential has no ${TOKEN_PLACEHOLDER}`);
      }
      data.value = data.value.replace(TOKEN_PLACEHOLDER, values.intakeApiToken);
    } else throw new Error(`deploy/README.md: a credential of an unexpected type, ${entry.type}`);
    return { ...entry, data };
  });
}

/**
 * The template and its credentials as an operator prepares them by deploy/README.md, in `dir`
 * under the names its commands import: the site's address edited into the Site settings node
 * before the import, and the README's credentials file with the model's address and key and the
 * intake token filled in.
 */
export async function prepareTemplate(options: {
  dir: string;
  steps: ReadmeSteps;
  siteUrl: string;
  intakeApiToken: string;
  model: { baseUrl: string; apiKey: string };
}): Promise<{ workflowFile: string; workflow: Workflow; webhookId: string }> {
  const { dir, steps } = options;
  const workflow = JSON.parse(await readFile(templateFile, "utf8")) as Workflow;
  setAssignment(workflow, "siteUrl", options.siteUrl);
  const trigger = nodeOfType(workflow, "@n8n/n8n-nodes-langchain.chatTrigger");
  if (!trigger.webhookId) throw new Error("the Chat Trigger has no webhookId");

  const workflowFile = path.join(dir, inputOf(steps, "import:workflow"));
  await writeFile(workflowFile, JSON.stringify(workflow));
  await writeFile(
    path.join(dir, inputOf(steps, "import:credentials")),
    JSON.stringify(filledCredentials(steps.credentials, options)),
  );
  return { workflowFile, workflow, webhookId: trigger.webhookId };
}
