import { spawnSync } from "node:child_process";
import { startChildServer } from "./child-server";

/**
 * nginx as a child process, for tests: `nginx -c FILE -p DIR` with a configuration that keeps it
 * in the foreground (`daemon off`) and puts its pid, logs and temp files under DIR.
 */
export interface NginxProcess {
  port: number;
  /** http://127.0.0.1:PORT, or https:// */
  url: string;
  /** Fast shutdown (SIGTERM: the master stops its workers); resolves when it has ended. */
  stop(): Promise<void>;
  /** What nginx wrote to stderr (its error log, with `error_log stderr`). */
  output(): string;
}

export function nginxInstalled(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

export async function startNginxProcess({
  configFile,
  prefix,
  port,
  scheme = "http",
}: {
  configFile: string;
  prefix: string;
  /** The port the configuration listens on, on 127.0.0.1 (nginx has started once it accepts there). */
  port: number;
  /** What `port` speaks. */
  scheme?: "http" | "https";
}): Promise<NginxProcess> {
  const server = await startChildServer("nginx", "nginx", ["-c", configFile, "-p", prefix], port);
  return { port, url: `${scheme}://127.0.0.1:${port}`, ...server };
}
