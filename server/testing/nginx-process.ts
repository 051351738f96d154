import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * nginx as a child process, for tests: `nginx -c FILE -p DIR` with a configuration that keeps it
 * in the foreground (`daemon off`) and puts its pid, logs and temp files under DIR.
 */
export interface NginxProcess {
  port: number;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Fast shutdown (SIGTERM: the master stops its workers); resolves when it has ended. */
  stop(): Promise<void>;
  /** What nginx wrote to stderr (its error log, with `error_log stderr`). */
  output(): string;
}

export function nginxInstalled(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 10_000;

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startNginxProcess({
  configFile,
  prefix,
  port,
}: {
  configFile: string;
  prefix: string;
  /** The port the configuration listens on, on 127.0.0.1. */
  port: number;
}): Promise<NginxProcess> {
  const child: ChildProcess = spawn("nginx", ["-c", configFile, "-p", prefix], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      alive = false;
      resolve();
    }),
  );
  // SIGKILL would leave the workers running; SIGTERM has the master stop them.
  const stopOnExit = () => child.kill("SIGTERM");
  process.on("exit", stopOnExit);

  const began = Date.now();
  while (!(await accepts(port))) {
    if (!alive || Date.now() - began > START_TIMEOUT_MS) {
      child.kill("SIGTERM");
      process.off("exit", stopOnExit);
      throw new Error(`nginx did not start on port ${port}:\n${stderr.trim() || "no output"}`);
    }
    await sleep(50);
  }

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (alive) {
        child.kill("SIGTERM");
        const late = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(late);
      }
      process.off("exit", stopOnExit);
    },
    output: () => stderr,
  };
}
