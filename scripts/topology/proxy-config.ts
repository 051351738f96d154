import { readdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { nginxString } from "../edge-files";

/**
 * deploy/nginx as committed, made runnable on loopback: only the lines marked
 * "# environment" change, each replacement must match exactly once, and every marked line
 * must be replaced, so what runs here is the production configuration.
 */
const deployDir = path.resolve(import.meta.dirname, "../../deploy/nginx");
const MARKER = "# environment";

export type Replacement = [from: string, to: string];

export function renderConfig(name: string, text: string, replacements: readonly Replacement[]): string {
  const lines = text.split("\n");
  const replaced = new Set<number>();
  for (const [from, to] of replacements) {
    const found = lines.flatMap((line, index) => (line.includes(from) ? [index] : []));
    if (found.length !== 1) throw new Error(`${name}: "${from}" is on ${found.length} lines, not exactly one`);
    const index = found[0]!;
    const line = lines[index]!;
    if (!line.trimEnd().endsWith(MARKER)) throw new Error(`${name}: "${from}" is on a line not marked "${MARKER}"`);
    if (line.split(from).length !== 2) throw new Error(`${name}: "${from}" occurs twice on one line`);
    lines[index] = line.replace(from, to).replace(MARKER, "").trimEnd();
    replaced.add(index);
  }
  const missed = lines.flatMap((line, index) => (line.includes(MARKER) && !replaced.has(index) ? [line.trim()] : []));
  if (missed.length) throw new Error(`${name}: marked lines the test does not replace: ${missed.join(" | ")}`);
  return lines.join("\n");
}

export interface ProxyConfig {
  configFile: string;
  accessLog: string;
}

/** Writes the configuration into `dir` (also nginx's prefix) for nginx on 127.0.0.1:`port`. */
export async function writeProxyConfig({
  dir,
  port,
  clientDir,
  generatedDir,
  upstreamPorts,
}: {
  dir: string;
  port: number;
  clientDir: string;
  generatedDir: string;
  upstreamPorts: readonly [number, number];
}): Promise<ProxyConfig> {
  const file = (name: string) => path.join(dir, name);
  const replacements: Record<string, Replacement[]> = {
    "nginx.conf": [
      // Run as root (CI), the workers run as root too: the checkout may sit where others cannot
      // read (/root). Otherwise nginx runs as the current user and takes no `user`.
      ["user www-data;", process.getuid?.() === 0 ? "user root;" : ""],
      ["/run/nginx.pid", nginxString(file("nginx.pid"))],
      ["/dev/stdout", nginxString(file("access.log"))],
      ["/var/lib/nginx/body", nginxString(file("body"))],
      ["/var/lib/nginx/proxy", nginxString(file("proxy"))],
      ["app-1:3000", `127.0.0.1:${upstreamPorts[0]}`],
      ["app-2:3000", `127.0.0.1:${upstreamPorts[1]}`],
    ],
    "site.conf": [
      ["listen 80;", `listen 127.0.0.1:${port};`],
      ["/srv/site/client", nginxString(clientDir)],
    ],
  };
  for (const name of (await readdir(deployDir)).filter((entry) => entry.endsWith(".conf"))) {
    const text = await readFile(path.join(deployDir, name), "utf8");
    await writeFile(file(name), renderConfig(name, text, replacements[name] ?? []));
  }
  await symlink(generatedDir, file("generated"));
  return { configFile: file("nginx.conf"), accessLog: file("access.log") };
}
