import path from "node:path";
import fastifyStatic, { type SetHeadersResponse } from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { NOT_FOUND_PATH } from "../../app/site-paths";
import { resolvePath, type SiteFiles } from "../site-files";

/** The folder whose files are named by their content's hash: Astro's client build (the stylesheet and every script). */
export const HASHED_FOLDERS = ["_astro/"] as const;

/** Hashed build assets never change under their name; pages and the rest are revalidated. */
export function cacheControlFor(file: string): string {
  if (HASHED_FOLDERS.some((folder) => file.startsWith(folder))) return "public, max-age=31536000, immutable";
  // Pages change with each deploy.
  if (file.endsWith(".html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/**
 * The prerendered site: every GET no other route claims is a page, a file of the build, a
 * redirect to a page's canonical address or the 404 page with status 404. Register it last.
 */
async function staticSite(app: FastifyInstance, options: { site: SiteFiles }) {
  const { site } = options;
  await app.register(fastifyStatic, {
    root: site.root,
    serve: false, // paths are resolved by resolvePath below; this only provides reply.sendFile
    // Only files of the build are ever sent, and /.well-known/security.txt is one of them.
    dotfiles: "allow",
    // The build's .br and .gz copies (scripts/edge-files.ts), as nginx sends them: no
    // compressing on each request.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // @fastify/static 9 hands setHeaders the raw response (10 hands it the reply).
    setHeaders: (response: SetHeadersResponse, filePath: string) => {
      const sent = path.relative(site.root, filePath).split(path.sep).join("/");
      // A compressed copy is cached as the file it stands for, by encoding.
      const original = sent.replace(/\.(br|gz)$/, "");
      const precompressed = original !== sent && site.files.has(original);
      response.setHeader("cache-control", cacheControlFor(precompressed ? original : sent));
      if (precompressed || site.files.has(`${sent}.br`) || site.files.has(`${sent}.gz`)) {
        response.setHeader("vary", "accept-encoding");
      }
    },
  });

  app.all("/api/*", async (_request, reply) =>
    reply.code(404).send({ error: "not_found", message: "There is no such API endpoint." }),
  );

  const sendNotFound = (reply: FastifyReply, html: string) =>
    reply.code(404).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);

  app.get("/*", (request, reply) => {
    // Read as a path even when it starts with "//" (a base URL would take "//about" for a host).
    const { pathname, search } = new URL(
      request.url.startsWith("/") ? `http://localhost${request.url}` : request.url,
      "http://localhost",
    );
    const resolution = resolvePath(site, pathname);
    switch (resolution.kind) {
      case "file":
        if (resolution.file.endsWith(".html")) reply.pageFile = resolution.file;
        return reply.sendFile(resolution.file);
      case "redirect":
        // The query survives the redirect: a campaign link's utm_* tags still reach analytics.
        return reply.redirect(`${resolution.location}${search}`, 301);
      case "not-found":
        reply.pageFile = `${NOT_FOUND_PATH.slice(1)}/index.html`;
        return sendNotFound(reply, site.notFoundHtml);
    }
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({ error: "method_not_allowed", message: `${request.method} is not accepted here.` }),
  );
}

export default fp(staticSite, { name: "static-site", fastify: "5.x", dependencies: ["security-headers"] });
