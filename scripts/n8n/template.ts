import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

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

/** The node with the site's address and token: the one place an operator edits. */
export const SETTINGS_NODE = "Site settings";

const nodeOfType = (workflow: Workflow, type: string): WorkflowNode => {
  const node = workflow.nodes.find((candidate) => candidate.type === type);
  if (!node) throw new Error(`the template has no ${type} node`);
  return node;
};

/**
 * The template as an operator sets it up: the site's address and intake token filled into its
 * settings node, and the model's credential (the only one it uses) written for
 * `n8n import:credentials` with the id the template refers to.
 */
export async function prepareTemplate(options: {
  dir: string;
  siteUrl: string;
  intakeApiToken: string;
  model: { baseUrl: string; apiKey: string };
}): Promise<{ workflowFile: string; credentialsFile: string; workflowId: string; webhookId: string }> {
  const workflow = JSON.parse(await readFile(templateFile, "utf8")) as Workflow;
  const settings = workflow.nodes.find((node) => node.name === SETTINGS_NODE);
  const assignments = (settings?.parameters.assignments as { assignments?: { name: string; value: unknown }[] })
    ?.assignments;
  if (!assignments) throw new Error(`the template has no "${SETTINGS_NODE}" node with assignments`);
  const values: Record<string, string> = { siteUrl: options.siteUrl, intakeApiToken: options.intakeApiToken };
  for (const [name, value] of Object.entries(values)) {
    const assignment = assignments.find((candidate) => candidate.name === name);
    if (!assignment) throw new Error(`"${SETTINGS_NODE}" does not set ${name}`);
    assignment.value = value;
  }

  const trigger = nodeOfType(workflow, "@n8n/n8n-nodes-langchain.chatTrigger");
  if (!trigger.webhookId) throw new Error("the Chat Trigger has no webhookId");
  const credential = nodeOfType(workflow, "@n8n/n8n-nodes-langchain.lmChatOpenAi").credentials?.openAiApi;
  if (!credential) throw new Error("the chat model node names no OpenAI credential");

  const workflowFile = path.join(options.dir, "workflow.json");
  const credentialsFile = path.join(options.dir, "credentials.json");
  await writeFile(workflowFile, JSON.stringify(workflow));
  await writeFile(
    credentialsFile,
    JSON.stringify([
      {
        id: credential.id,
        name: credential.name,
        type: "openAiApi",
        data: { apiKey: options.model.apiKey, url: options.model.baseUrl, header: false },
      },
    ]),
  );
  return { workflowFile, credentialsFile, workflowId: workflow.id, webhookId: trigger.webhookId };
}
