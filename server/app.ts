import zlib from "node:zlib";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { ServerConfig } from "./config";
import { resolvePath, type SiteFiles } from "./site-files";

/** Hashed build assets never change under their name; pages and the rest are revalidated. */
export function cacheControlFor(file: string): string {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  // Pages and the route data React Router fetches on client navigation change with each deploy.
  if (file.endsWith(".html") || file.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

export interface AppOptions {
  config: Pick<ServerConfig, "logLevel">;
  site: SiteFiles;
}

export async function buildApp({ config, site }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The site is static; nothing a visitor sends needs more than this.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Quality 5 compresses pages nearly as well as the default 11 at a fraction of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root: site.root,
    serve: false, // paths are resolved by resolvePath below; this only provides reply.sendFile
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const relative = filePath
        .slice(site.root.length)
        .replace(/^[\\/]+/, "")
        .split("\\")
        .join("/");
      reply.header("cache-control", cacheControlFor(relative));
    },
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  app.all("/api/*", async (_request, reply) =>
    reply.code(404).send({ error: "not_found", message: "There is no such API endpoint." }),
  );

  const sendNotFound = (reply: FastifyReply, html: string) =>
    reply.code(404).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);

  // Every GET that no other route claims is a page, a static file or a 404 page.
  app.get("/*", (request, reply) => {
    const { pathname } = new URL(request.url, "http://localhost");
    const resolution = resolvePath(site, pathname);
    switch (resolution.kind) {
      case "file":
        return reply.sendFile(resolution.file);
      case "redirect":
        return reply.redirect(resolution.location, 301);
      case "not-found":
        return sendNotFound(reply, resolution.html === "spa-fallback" ? site.spaFallbackHtml : site.notFoundHtml);
    }
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({
        error: "method_not_allowed",
        message: `${request.method} is not accepted here.`,
      }),
  );

  return app;
}
