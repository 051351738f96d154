import type { FastifyRequest } from "fastify";

/** Whether an address (an Origin or a Referer) is on this site: the request's own host, or the configured site address. */
function isOwnSite(address: string, request: FastifyRequest, siteUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.host === request.host || url.origin === new URL(siteUrl).origin;
}

/**
 * Whether a state-changing request comes from a page of this site (the request's own host, or
 * the configured site address): by its Origin, or, when it sends none, by its Referer. A request
 * with neither is refused, as are a page on another site, an opaque "null" origin and
 * Sec-Fetch-Site: cross-site. Browsers send Origin on every POST, form posts included, so only
 * other clients (scripts, curl, servers) reach the Referer rule; a server posting leads uses the
 * intake token instead (server/plugins/origin-check.ts).
 */
export function isAllowedOrigin(request: FastifyRequest, siteUrl: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin;
  if (origin === "null") return false;
  if (origin !== undefined) return isOwnSite(origin, request, siteUrl);
  const referer = request.headers.referer;
  return referer !== undefined && isOwnSite(referer, request, siteUrl);
}
