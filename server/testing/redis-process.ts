import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { freeLoopbackPort } from "./ports";

/**
 * A private Redis for tests and the topology test: Debian's redis-server on a free loopback
 * port, nothing saved to disk, stopped with the process that started it.
 */
export interface RedisProcess {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function redisServerInstalled(): boolean {
  return spawnSync("redis-server", ["--version"]).status === 0;
}

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

const START_TIMEOUT_MS = 10_000;

export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const began = Date.now();
  while (!(await accepts(port))) {
    if (exited || Date.now() - began > START_TIMEOUT_MS) {
      child.kill("SIGKILL");
      process.off("exit", killOnExit);
      throw new Error(`redis-server did not start on port ${port}: ${stderr.trim() || "no output"}`);
    }
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      process.off("exit", killOnExit);
      if (!exited) child.kill("SIGTERM");
      await exit;
    },
  };
}
