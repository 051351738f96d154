import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ConnectionOptions, connect } from "node:tls";
import { INQUIRIES_API_PATH } from "../../app/api-contract";
import { securityHeaders } from "../../server/security/headers";
import { type Endpoint, header, headerCount, send } from "./http";

/**
 * HTTPS as deploy/nginx sets it up: plain HTTP answers a redirect to the same address on HTTPS,
 * except certbot's challenge files, which it serves from the webroot; every HTTPS answer
 * carries Strict-Transport-Security exactly once, whether nginx made it or the app; TLS 1.3 with
 * HTTP/2, and TLS 1.2, are offered.
 */
const HSTS = "strict-transport-security";
/** Over client_max_body_size (128k in site.conf): nginx refuses it itself, in a proxied location. */
const OVERSIZED_BODY = "x".repeat(200 * 1024);

export interface TlsReport {
  /** What a client offering everything got, e.g. "TLSv1.3 h2". */
  negotiated: string;
  /** What a client offering TLS 1.2 at most got. */
  negotiatedTls12: string;
  redirects: { checked: number; passed: number };
  hsts: { checked: number; passed: number };
  /** Status of a challenge file fetched over plain HTTP. */
  acmeStatus: number;
  problems: string[];
}

interface Handshake {
  protocol: string;
  alpn: string;
}

function handshake(to: Endpoint, options: ConnectionOptions = {}): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port: to.port, ca: to.ca, ...options }, () => {
      resolve({ protocol: socket.getProtocol() ?? "none", alpn: socket.alpnProtocol || "none" });
      socket.end();
    });
    socket.once("error", reject);
  });
}

/** Plain HTTP: 301 to https, same host, path and query, for pages, the API and health checks alike. */
async function checkRedirects(https: Endpoint, httpPort: number, problems: string[]) {
  const requests = [
    { path: "/about?utm_source=topology&utm_medium=test" },
    { path: "/services//x/index.html?a=%2F" },
    { path: "/healthz" },
    { path: "/staff/login?next=%2Fstaff" },
    { path: INQUIRIES_API_PATH, method: "POST", body: "{}" },
  ];
  let passed = 0;
  for (const request of requests) {
    const answer = await send({ port: httpPort, ...request });
    const expected = `https://127.0.0.1:${https.port}${request.path}`;
    const name = `${request.method ?? "GET"} http://...${request.path}`;
    if (answer.status === 301 && header(answer, "location") === expected) passed++;
    else problems.push(`${name}: ${answer.status} to "${header(answer, "location")}", expected 301 to ${expected}`);
  }
  // The address redirected to is the page, over HTTPS.
  const followed = await send({ ...https, path: requests[0]!.path });
  if (followed.status !== 200) problems.push(`the redirect's target ${requests[0]!.path} answered ${followed.status}`);
  return { checked: requests.length, passed };
}

/** Exactly one Strict-Transport-Security, the app's value, on answers from nginx's files and from the app. */
async function checkHsts(https: Endpoint, problems: string[]) {
  const expected = securityHeaders[HSTS];
  const requests = [
    { kind: "page from the files", path: "/about", status: 200 },
    { kind: "redirect by nginx", path: "/about/", status: 301 },
    { kind: "404 page", path: "/no-such-page", status: 404 },
    { kind: "API answer from the app", path: "/api/knowledge/search?q=pricing", status: 200 },
    {
      kind: "nginx's own refusal in a proxied location",
      path: INQUIRIES_API_PATH,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: OVERSIZED_BODY,
      status: 413,
    },
  ];
  let passed = 0;
  for (const { kind, status, ...request } of requests) {
    const answer = await send({ ...https, ...request });
    const count = headerCount(answer, HSTS);
    const name = `${kind} (${request.method ?? "GET"} ${request.path})`;
    if (answer.status !== status) problems.push(`${name}: ${answer.status}, expected ${status}`);
    if (count === 1 && header(answer, HSTS) === expected) passed++;
    else problems.push(`${name}: Strict-Transport-Security ${count} times ("${header(answer, HSTS)}"), expected once`);
  }
  return { checked: requests.length, passed };
}

/** A file certbot would write into the webroot, fetched as Let's Encrypt does: port 80, no redirect. */
async function checkAcmeChallenge(httpPort: number, acmeDir: string, problems: string[]): Promise<number> {
  const token = randomBytes(16).toString("base64url");
  const content = `${token}.${randomBytes(16).toString("base64url")}`;
  const folder = path.join(acmeDir, ".well-known", "acme-challenge");
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, token), content);
  const answer = await send({ port: httpPort, path: `/.well-known/acme-challenge/${token}` });
  if (answer.status !== 200 || answer.body.toString("utf8") !== content) {
    problems.push(
      `the ACME challenge on port 80 answered ${answer.status} ${JSON.stringify(answer.body.toString("utf8").slice(0, 80))}` +
        `${header(answer, "location") && ` to ${header(answer, "location")}`}, expected 200 with the webroot's file`,
    );
  }
  return answer.status;
}

export async function checkTls({
  https,
  httpPort,
  acmeDir,
}: {
  https: Endpoint;
  httpPort: number;
  acmeDir: string;
}): Promise<TlsReport> {
  const problems: string[] = [];
  const offered = await handshake(https, { ALPNProtocols: ["h2", "http/1.1"] });
  if (offered.protocol !== "TLSv1.3" || offered.alpn !== "h2") {
    problems.push(`a client offering TLS 1.3 and h2 got ${offered.protocol} and ${offered.alpn}`);
  }
  const tls12 = await handshake(https, { maxVersion: "TLSv1.2" }).catch((error: Error) => ({
    protocol: `refused (${error.message})`,
    alpn: "none",
  }));
  if (tls12.protocol !== "TLSv1.2") problems.push(`a TLS 1.2 client got ${tls12.protocol}`);
  return {
    negotiated: `${offered.protocol} ${offered.alpn}`,
    negotiatedTls12: tls12.protocol,
    redirects: await checkRedirects(https, httpPort, problems),
    hsts: await checkHsts(https, problems),
    acmeStatus: await checkAcmeChallenge(httpPort, acmeDir, problems),
    problems,
  };
}
