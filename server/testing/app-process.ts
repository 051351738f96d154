import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The site's server as production runs it (`node --import tsx server/start.ts`) in a child
 * process, for tests that kill and restart instances. It is ready when GET /readyz answers 200.
 */
export interface AppProcessOptions {
  /** Names it in messages ("app-1"). */
  label: string;
  port: number;
  /** Its settings; PORT and HOST are set from `port`, PATH and HOME are passed on. */
  env: Record<string, string>;
}

export interface AppProcess {
  label: string;
  port: number;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Whether the process is running now. */
  running(): boolean;
  /** Sends the signal and resolves once the process has ended. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same settings; resolves when it is ready. */
  restart(): Promise<void>;
  /** Ends it gracefully (SIGTERM, then SIGKILL after the server's shutdown grace), if running. */
  stop(): Promise<void>;
  /** The last lines it wrote to stdout and stderr. */
  output(): string;
}

const projectRoot = path.resolve(import.meta.dirname, "../..");
const READY_TIMEOUT_MS = 60_000;
/** The server's own shutdown grace (server/start.ts) plus a margin. */
const STOP_TIMEOUT_MS = 15_000;
const KEPT_LINES = 200;

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startAppProcess({ label, port, env }: AppProcessOptions): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let alive = false;
  const killNow = () => child?.kill("SIGKILL");

  const launch = async () => {
    const processEnv = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      ...(process.env.HOME && { HOME: process.env.HOME }),
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    };
    const started = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
      cwd: projectRoot,
      env: processEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    alive = true;
    started.stdout?.on("data", keep);
    started.stderr?.on("data", keep);
    exited = new Promise((resolve) =>
      started.once("exit", (code, signal) => {
        alive = false;
        lines.push(`[${label} ended: ${signal ?? `exit code ${code}`}]`);
        resolve();
      }),
    );
    const began = Date.now();
    while (!(await isReady(url))) {
      if (!alive || Date.now() - began > READY_TIMEOUT_MS) {
        killNow();
        throw new Error(`${label} did not become ready on ${url}:\n${lines.slice(-30).join("\n")}`);
      }
      await sleep(100);
    }
  };

  process.on("exit", killNow);
  try {
    await launch();
  } catch (error) {
    process.off("exit", killNow);
    throw error;
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (alive) child?.kill(signal);
    await exited;
  };

  return {
    label,
    port,
    url,
    running: () => alive,
    kill,
    restart: async () => {
      if (alive) throw new Error(`${label} is still running`);
      await launch();
    },
    async stop() {
      if (alive) {
        child?.kill("SIGTERM");
        const late = setTimeout(killNow, STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(late);
      }
      process.off("exit", killNow);
    },
    output: () => lines.join("\n"),
  };
}
