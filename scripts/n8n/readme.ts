import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The n8n steps of deploy/README.md ("The chat on n8n") as `npm run test:n8n` runs them: each
 * fenced block that follows a `<!-- test:n8n NAME -->` line (settings, credentials, commands),
 * read as written, so that the README and the test cannot drift apart.
 */
export const readmeFile = path.resolve(import.meta.dirname, "../../deploy/README.md");

/** One credential as `n8n import:credentials --input=FILE` takes it (`data` in plain text). */
export interface CredentialEntry {
  id: string;
  name: string;
  type: string;
  data: Record<string, unknown>;
}

export interface ReadmeSteps {
  /** The settings every n8n command runs with (`export NAME=value` lines). */
  env: Record<string, string>;
  /** The credentials file, with its placeholders. */
  credentials: CredentialEntry[];
  /** The n8n commands in order, each as its arguments after `n8n`; the last is `start`. */
  commands: string[][];
}

/** Placeholders of the credentials file that the operator replaces. */
export const MODEL_KEY_PLACEHOLDER = "PASTE-MODEL-API-KEY-HERE";
export const TOKEN_PLACEHOLDER = "PASTE-INTAKE_API_TOKEN-HERE";

function markedBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  // In a list item, the marker and the fence are indented like the item's text.
  const marked = /^[ \t]*<!-- test:n8n (\w+) -->\n[ \t]*```\w*\n([\s\S]*?)^[ \t]*```$/gm;
  for (const [, name, body] of text.matchAll(marked)) {
    if (blocks.has(name!)) throw new Error(`deploy/README.md marks two "${name}" blocks`);
    blocks.set(name!, body!);
  }
  return blocks;
}

/** The lines that are not blank or comments. */
const codeLines = (block: string) =>
  block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}

function parseEnv(block: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of codeLines(block)) {
    const setting = /^export ([A-Z][A-Z0-9_]*)=(\S*)$/.exec(line);
    if (!setting) throw new Error(`deploy/README.md, n8n settings: not an "export NAME=value" line: ${line}`);
    env[setting[1]!] = unquote(setting[2]!);
  }
  return env;
}

function parseCommands(block: string): string[][] {
  const commands = codeLines(block).map((line) => {
    const [program, ...args] = line.split(/\s+/);
    if (program !== "n8n") throw new Error(`deploy/README.md, n8n commands: not an n8n command: ${line}`);
    return args;
  });
  if (commands.at(-1)?.join(" ") !== "start")
    throw new Error("deploy/README.md, n8n commands: the last is not `n8n start`");
  return commands;
}

export async function readReadmeSteps(file = readmeFile): Promise<ReadmeSteps> {
  const blocks = markedBlocks(await readFile(file, "utf8"));
  const block = (name: string) => {
    const body = blocks.get(name);
    if (body === undefined) throw new Error(`deploy/README.md has no block marked <!-- test:n8n ${name} -->`);
    return body;
  };
  return {
    env: parseEnv(block("settings")),
    credentials: JSON.parse(block("credentials")) as CredentialEntry[],
    commands: parseCommands(block("commands")),
  };
}
