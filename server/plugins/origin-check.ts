import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { INQUIRIES_API_PATH } from "../../app/api-contract";
import { isAllowedOrigin } from "../security/origin";

/** The one route a server may post to with the intake token instead of a browser Origin. */
const TOKEN_ROUTE = INQUIRIES_API_PATH;

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`: "none" without such a header,
 * else whether it is the intake token, compared in constant time (through digests of equal
 * length, so neither the content nor the length of the token leaks through timing).
 */
export function bearerToken(request: FastifyRequest, token: string | undefined): "none" | "valid" | "invalid" {
  const header = request.headers.authorization;
  const presented = typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (presented === undefined) return "none";
  if (token === undefined) return "invalid";
  return timingSafeEqual(digest(presented), digest(token)) ? "valid" : "invalid";
}

declare module "fastify" {
  interface FastifyRequest {
    /** A lead posted by a server with the intake token: the per-address rate limit does not count it. */
    postedWithIntakeToken: boolean;
  }
}

/**
 * A state-changing request passes only from a page of this site (its Origin, or its Referer
 * when it sends no Origin: server/security/origin.ts); anything else is refused (403) before
 * any body is read or stored. A server posting leads (the n8n chat workflow) sends no browser
 * Origin: a POST to /api/inquiries with the intake token (INTAKE_API_TOKEN) as a bearer token
 * passes and is marked `postedWithIntakeToken`, and one with any other bearer token is refused
 * whatever its Origin says. The token opens no other route.
 */
async function originCheck(app: FastifyInstance, options: { siteUrl: string; intakeApiToken?: string }) {
  app.decorateRequest("postedWithIntakeToken", false);
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    const token =
      request.method === "POST" && request.routeOptions.url === TOKEN_ROUTE
        ? bearerToken(request, options.intakeApiToken)
        : "none";
    if (token === "valid") {
      request.postedWithIntakeToken = true;
      return;
    }
    if (token === "invalid" || !isAllowedOrigin(request, options.siteUrl)) {
      throw Object.assign(new Error("Cross-site request refused"), { statusCode: 403 });
    }
  });
}

export default fp(originCheck, { name: "origin-check", fastify: "5.x" });
