import { spawn } from "node:child_process";
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** Whether something accepts connections on 127.0.0.1:port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface ChildServer {
  /** Ends it with SIGTERM (SIGKILL after `stopTimeoutMs`); resolves when it has exited. */
  stop(): Promise<void>;
  /** What it wrote to stderr. */
  output(): string;
}

/**
 * A server program (nginx, redis-server) as a child of this process: resolves once it accepts
 * connections on `port`, fails with its stderr if it exits or takes too long first, and is
 * stopped with this process if nobody stops it.
 */
export async function startChildServer(
  name: string,
  command: string,
  args: string[],
  port: number,
  { startTimeoutMs = 10_000, stopTimeoutMs = 10_000 } = {},
): Promise<ChildServer> {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      alive = false;
      resolve();
    }),
  );
  // SIGTERM, not SIGKILL: nginx's master stops its workers on SIGTERM and would leave them on SIGKILL.
  const stopOnExit = () => child.kill("SIGTERM");
  process.on("exit", stopOnExit);

  const began = Date.now();
  while (!(await accepts(port))) {
    if (!alive || Date.now() - began > startTimeoutMs) {
      child.kill("SIGTERM");
      process.off("exit", stopOnExit);
      throw new Error(`${name} did not start on port ${port}:\n${stderr.trim() || "no output"}`);
    }
    await sleep(50);
  }

  return {
    async stop() {
      if (alive) {
        child.kill("SIGTERM");
        const late = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
        await exited;
        clearTimeout(late);
      }
      process.off("exit", stopOnExit);
    },
    output: () => stderr,
  };
}
