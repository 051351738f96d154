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

/** The site's folders and ports on loopback, and the certificate nginx presents. */
export interface ProxySetup {
  /** Where the configuration is written; also nginx's prefix. */
  dir: string;
  /** HTTPS, the site. */
  httpsPort: number;
  /** Plain HTTP: redirects and certbot's challenge files. */
  httpPort: number;
  clientDir: string;
  generatedDir: string;
  /** certbot's webroot: challenge files under .well-known/acme-challenge/. */
  acmeDir: string;
  certFile: string;
  keyFile: string;
  upstreamPorts: readonly [number, number];
}

/** Writes the configuration into `dir` for nginx on 127.0.0.1:`httpsPort` and 127.0.0.1:`httpPort`. */
export async function writeProxyConfig({
  dir,
  httpsPort,
  httpPort,
  clientDir,
  generatedDir,
  acmeDir,
  certFile,
  keyFile,
  upstreamPorts,
}: ProxySetup): Promise<ProxyConfig> {
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
      ["listen 80;", `listen 127.0.0.1:${httpPort};`],
      ["listen 443 ", `listen 127.0.0.1:${httpsPort} `],
      ["https://$host", `https://$host:${httpsPort}`],
      ["/var/www/acme", nginxString(acmeDir)],
      ["/srv/site/client", nginxString(clientDir)],
      ["/etc/letsencrypt/live/www.cleverobotics.com/fullchain.pem", nginxString(certFile)],
      ["/etc/letsencrypt/live/www.cleverobotics.com/privkey.pem", nginxString(keyFile)],
    ],
  };
  for (const name of (await readdir(deployDir)).filter((entry) => entry.endsWith(".conf"))) {
    const text = await readFile(path.join(deployDir, name), "utf8");
    await writeFile(file(name), renderConfig(name, text, replacements[name] ?? []));
  }
  await symlink(generatedDir, file("generated"));
  return { configFile: file("nginx.conf"), accessLog: file("access.log") };
}
