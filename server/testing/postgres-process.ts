import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { appendFile, chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freeLoopbackPort } from "./ports";

/**
 * A private PostgreSQL server for fault tests and benchmarks: its own data directory and port,
 * so it can be stopped and started without disturbing the shared cluster other tests use.
 */

const DEBIAN_POSTGRES_ROOT = "/usr/lib/postgresql";
const PG_CTL_TIMEOUT_S = 60;

/** The directory holding Debian's initdb and pg_ctl (newest version), or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((version) =>
      ["initdb", "pg_ctl"].every((tool) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, "bin", tool))),
    )
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const newest = versions.at(-1);
  return newest ? path.join(DEBIAN_POSTGRES_ROOT, newest, "bin") : null;
}

export interface PostgresProcess {
  /** postgres://... to a database the tests may use (trust auth on 127.0.0.1, a free port). */
  url: string;
  port: number;
  /** Stops the server (pg_ctl stop -m fast): clients get errors, new connections are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: then every tool runs as the `postgres` user. */
const runningAsRoot = process.getuid?.() === 0;

function commandLine(tool: string, args: string[]): [string, string[]] {
  return runningAsRoot ? ["runuser", ["-u", "postgres", "--", tool, ...args]] : [tool, args];
}

function run(tool: string, args: string[], cwd: string): Promise<void> {
  const [command, commandArgs] = commandLine(tool, args);
  return new Promise((resolve, reject) => {
    execFile(command, commandArgs, { cwd, timeout: (PG_CTL_TIMEOUT_S + 10) * 1000 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${path.basename(tool)} ${args.join(" ")} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile("/etc/passwd", "utf8");
  const entry = passwd.split("\n").find((line) => line.startsWith("postgres:"));
  if (!entry) throw new Error("running as root, but there is no postgres user to run PostgreSQL as");
  const [, , uid, gid] = entry.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Settings for a throwaway server: no durability, little memory, TCP on loopback only. Unix
 * sockets are off so it never clashes with the system cluster's /var/run/postgresql.
 */
function serverSettings(port: number): string {
  return [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    "fsync = off",
    "synchronous_commit = off",
    "full_page_writes = off",
    "shared_buffers = 16MB",
    "max_connections = 100",
    "",
  ].join("\n");
}

/** initdb + start on a free loopback port; resolves when it accepts connections. */
export async function startPostgresProcess(): Promise<PostgresProcess> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error(`PostgreSQL is not installed: no initdb and pg_ctl under ${DEBIAN_POSTGRES_ROOT}/*/bin`);
  const initdb = path.join(binDir, "initdb");
  const pgCtl = path.join(binDir, "pg_ctl");

  const root = await mkdtemp(path.join(tmpdir(), "pg-process-"));
  if (runningAsRoot) {
    const { uid, gid } = await postgresUserIds();
    await chown(root, uid, gid);
  }
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "server.log");
  const port = await freeLoopbackPort();

  const withLog = async (error: unknown): Promise<Error> => {
    const log = await readFile(logFile, "utf8").catch(() => "");
    const message = error instanceof Error ? error.message : String(error);
    return new Error(log ? `${message}\nserver log:\n${log.slice(-4000)}` : message);
  };

  let running = false;
  // A test runner that dies without destroy() would otherwise leave the server running.
  const stopOnExit = () => {
    if (!running) return;
    const [command, args] = commandLine(pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-s"]);
    try {
      execFileSync(command, args, { cwd: root, stdio: "ignore", timeout: 10_000 });
    } catch {
      // Exiting anyway; nothing more can be done.
    }
  };

  const start = async () => {
    try {
      await run(pgCtl, ["start", "-D", dataDir, "-l", logFile, "-w", "-t", String(PG_CTL_TIMEOUT_S), "-s"], root);
    } catch (error) {
      throw await withLog(error);
    }
    running = true;
  };
  const stop = async () => {
    await run(pgCtl, ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", String(PG_CTL_TIMEOUT_S), "-s"], root);
    running = false;
  };

  try {
    await run(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"], root);
    await appendFile(path.join(dataDir, "postgresql.conf"), serverSettings(port));
    process.once("exit", stopOnExit);
    await start();
  } catch (error) {
    process.off("exit", stopOnExit);
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async destroy() {
      try {
        if (running) await stop();
      } finally {
        process.off("exit", stopOnExit);
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}
