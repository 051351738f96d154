import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

/** A server on 127.0.0.1; over HTTPS when `ca` is given, trusting that certificate alone. */
export interface Endpoint {
  port: number;
  /** PEM: the certificate the server must present, or the CA that signed it. */
  ca?: string;
}

/** One request on a fresh connection, optionally from a chosen loopback address. */
export interface HttpRequest extends Endpoint {
  /** Sent as written: "//x", "%61" and the query reach the server untouched. */
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The source address of the connection, e.g. 127.1.0.7 (any 127.x.y.z is on loopback). */
  localAddress?: string;
  timeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Names and values as received, alternating: a header sent twice is there twice. */
  rawHeaders: string[];
  body: Buffer;
  /** Each piece of the body as it arrived, with ms since the request was sent. */
  chunks: { atMs: number; data: Buffer }[];
  /** Request sent to last byte received. */
  ms: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function send({
  port,
  ca,
  path,
  method = "GET",
  headers = {},
  body,
  localAddress,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const options = {
      host: "127.0.0.1",
      port,
      path,
      method,
      localAddress,
      agent: false,
      headers: { ...headers, ...(body !== undefined && { "content-length": String(Buffer.byteLength(body)) }) },
      timeout: timeoutMs,
    };
    const onResponse = (response: IncomingMessage) => {
      const chunks: HttpAnswer["chunks"] = [];
      response.on("data", (data: Buffer) => chunks.push({ atMs: performance.now() - began, data }));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks.map((chunk) => chunk.data)),
          chunks,
          ms: performance.now() - began,
        }),
      );
    };
    const outgoing = ca === undefined ? httpRequest(options, onResponse) : httpsRequest({ ...options, ca }, onResponse);
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A header's value as one string ("" when absent). */
export function header(answer: HttpAnswer, name: string): string {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** How many times the answer carries a header. */
export function headerCount(answer: HttpAnswer, name: string): number {
  return answer.rawHeaders.filter((field, index) => index % 2 === 0 && field.toLowerCase() === name.toLowerCase())
    .length;
}
