import { spawnSync } from "node:child_process";
import { startChildServer } from "./child-server";
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

export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freeLoopbackPort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const server = await startChildServer("redis-server", "redis-server", args, port);
  return { url: `redis://127.0.0.1:${port}`, port, stop: server.stop };
}
