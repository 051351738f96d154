import type { FastifyRequest } from "fastify";

/** An address's origin (scheme, host and port), or null when it is not an absolute http(s) address. */
function originOf(address: string): string | null {
  try {
    const { origin } = new URL(address);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin the request was sent to: its scheme and Host. Behind a proxy trusted by TRUST_PROXY
 * (Fastify's trustProxy), `request.protocol` is the proxy's X-Forwarded-Proto ("https" from
 * deploy/nginx), so a page served over HTTPS through the proxy posts from https://<host>.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const { protocol, host } = request;
  if ((protocol !== "http" && protocol !== "https") || !host) return null;
  try {
    const url = new URL(`${protocol}://${host}`);
    // A Host with a path or a user in it is no host.
    if (url.pathname !== "/" || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether an address (an Origin or a Referer) is on this site: the same scheme, host and port as
 * the request itself, or the configured site address's origin.
 */
function isOwnSite(address: string, request: FastifyRequest, siteUrl: string): boolean {
  const origin = originOf(address);
  if (origin === null) return false;
  return origin === requestOrigin(request) || origin === new URL(siteUrl).origin;
}

/**
 * Whether a state-changing request comes from a page of this site (the request's own origin,
 * scheme, host and port alike, or the configured site address): by its Origin, or, when it
 * sends none, by its Referer. A request with neither is refused, as are a page on another site,
 * an opaque "null" origin and Sec-Fetch-Site: cross-site. Browsers send Origin on every POST,
 * form posts included, so only other clients (scripts, curl, servers) reach the Referer rule; a
 * server posting leads uses the intake token instead (server/plugins/origin-check.ts).
 */
export function isAllowedOrigin(request: FastifyRequest, siteUrl: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin;
  if (origin === "null") return false;
  if (origin !== undefined) return isOwnSite(origin, request, siteUrl);
  const referer = request.headers.referer;
  return referer !== undefined && isOwnSite(referer, request, siteUrl);
}
