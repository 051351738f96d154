import type { FastifyRequest } from "fastify";

/**
 * Whether a state-changing request may come from where it says it comes from: our own pages
 * (the request's own host, or the configured site address), or a client that sends no Origin
 * at all (server-to-server calls, curl). Browsers send Origin on every POST; a page on
 * another site, or an opaque "null" origin, is refused, as is Sec-Fetch-Site: cross-site.
 */
export function isAllowedOrigin(request: FastifyRequest, siteUrl: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === "null") return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.host || origin === new URL(siteUrl).origin;
}
