import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isAllowedOrigin } from "../security/origin";

/** Cross-site form posts and fetches are refused (403) before any body is read or stored. */
async function originCheck(app: FastifyInstance, options: { siteUrl: string }) {
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    if (!isAllowedOrigin(request, options.siteUrl)) {
      throw Object.assign(new Error("Cross-site request refused"), { statusCode: 403 });
    }
  });
}

export default fp(originCheck, { name: "origin-check", fastify: "5.x" });
