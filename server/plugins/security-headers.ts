import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { FORM_PROBLEM_PATH } from "../../app/api-contract";
import { apiPolicy, type BuildSecurity, pagePolicy } from "../security/csp";
import { securityHeaders } from "../security/headers";

declare module "fastify" {
  interface FastifyReply {
    /** The build's HTML file this reply sends ("about/index.html"), for its Content-Security-Policy. */
    pageFile: string | null;
  }
}

/**
 * Security headers on every answer. An HTML page's policy allows exactly the inline scripts the
 * build wrote into that page (the static-site plugin names the file in `reply.pageFile`); the
 * only HTML sent without a file is the form-problem page, rendered from its prerendered template.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { security: BuildSecurity }) {
  const { security } = options;
  const problemPage = `${FORM_PROBLEM_PATH.slice(1)}/index.html`;
  app.decorateReply("pageFile", null);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    // By the page sent, not the content type: a 304 answer to a page has no content type, and
    // the browser takes the 304's headers, CSP included, for the cached page.
    const type = String(reply.getHeader("content-type") ?? "");
    const file = reply.pageFile ?? (type.startsWith("text/html") ? problemPage : undefined);
    reply.header("content-security-policy", file ? pagePolicy(security, security.scriptHashes[file] ?? []) : apiPolicy);
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: "security-headers", fastify: "5.x" });
