import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "../../server/testing/app-process";
import { type FakeN8n, startFakeN8n } from "../../server/testing/fake-n8n";
import { type NginxProcess, startNginxProcess } from "../../server/testing/nginx-process";
import { freePorts } from "../../server/testing/ports";
import { type PostgresProcess, startPostgresProcess } from "../../server/testing/postgres-process";
import { type RedisProcess, startRedisProcess } from "../../server/testing/redis-process";
import { type SmtpSink, startSmtpSink } from "../../server/testing/smtp-sink";
import { makeCertificate } from "./certificate";
import type { BuiltSite } from "./environment";
import type { Endpoint } from "./http";
import { writeProxyConfig } from "./proxy-config";
import type { Teardown } from "./teardown";

/** Everything the topology test runs, on loopback: what compose.yaml runs in containers. */
export interface Stack {
  database: PostgresProcess;
  redis: RedisProcess;
  sink: SmtpSink;
  n8n: FakeN8n;
  apps: [AppProcess, AppProcess];
  nginx: NginxProcess;
  /** nginx's HTTPS port, trusting the test's own certificate: where visitors go. */
  https: Endpoint;
  /** nginx's plain HTTP port. */
  httpPort: number;
  /** The webroot nginx serves certbot's challenge files from on `httpPort`. */
  acmeDir: string;
  accessLog: string;
  /** Tails of the processes' output, printed when the test fails. */
  diagnostics(): Promise<string>;
}

const tail = (text: string, lines = 25) => text.split("\n").slice(-lines).join("\n");

export async function startStack(
  site: BuiltSite,
  { buildDir, rateLimitMax, teardown }: { buildDir: string; rateLimitMax: number; teardown: Teardown },
): Promise<Stack> {
  const dir = await mkdtemp(path.join(tmpdir(), "topology-"));
  teardown.add("temp folder", () => rm(dir, { recursive: true, force: true }));

  const [database, redis, sink, n8n] = await Promise.all([
    startPostgresProcess(),
    startRedisProcess(),
    startSmtpSink(),
    startFakeN8n(),
  ]);
  teardown.add("PostgreSQL", () => database.destroy());
  teardown.add("Redis", () => redis.stop());
  teardown.add("mail server", () => sink.close());
  teardown.add("n8n stand-in", () => n8n.close());

  const [httpsPort, httpPort, appPort1, appPort2] = (await freePorts(4)) as [number, number, number, number];
  const settings = (label: string): Record<string, string> => ({
    SKIP_BUILD: "1",
    BUILD_DIR: buildDir,
    // The origin check compares a POST's Origin with the address the pages were built for.
    SITE_URL: site.siteUrl,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SMTP_URL: sink.url,
    CHAT_WEBHOOK_URL: n8n.url,
    TRUST_PROXY: "127.0.0.1",
    SPOOL_DIR: path.join(dir, `spool-${label}`),
    DELIVERY_INTERVAL_MS: "200",
    RATE_LIMIT_MAX: String(rateLimitMax),
    LOG_LEVEL: "warn",
  });
  // Both at once: their migrations meet at PostgreSQL's migration lock.
  const apps = (await Promise.all(
    [
      ["app-1", appPort1],
      ["app-2", appPort2],
    ].map(([label, port]) =>
      startAppProcess({ label: String(label), port: Number(port), env: settings(String(label)) }),
    ),
  )) as [AppProcess, AppProcess];
  for (const app of apps) teardown.add(app.label, () => app.stop());

  const nginxDir = path.join(dir, "nginx");
  const acmeDir = path.join(dir, "acme");
  await Promise.all([mkdir(nginxDir), mkdir(acmeDir)]);
  const certificate = await makeCertificate(path.join(dir, "tls"));
  const config = await writeProxyConfig({
    dir: nginxDir,
    httpsPort,
    httpPort,
    clientDir: site.clientDir,
    generatedDir: site.nginxDir,
    acmeDir,
    certFile: certificate.certFile,
    keyFile: certificate.keyFile,
    upstreamPorts: [appPort1, appPort2],
  });
  const nginx = await startNginxProcess({
    configFile: config.configFile,
    prefix: nginxDir,
    port: httpsPort,
    scheme: "https",
  });
  teardown.add("nginx", () => nginx.stop());

  return {
    database,
    redis,
    sink,
    n8n,
    apps,
    nginx,
    https: { port: httpsPort, ca: certificate.pem },
    httpPort,
    acmeDir,
    accessLog: config.accessLog,
    diagnostics: async () =>
      [
        ...apps.map((app) => `${app.label}:\n${tail(app.output())}`),
        `nginx:\n${tail(nginx.output())}`,
        `nginx access log:\n${tail(await readFile(config.accessLog, "utf8").catch(() => ""), 15)}`,
      ].join("\n\n"),
  };
}
