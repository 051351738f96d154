import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Liveness: the process answers. Readiness: it can take a lead and keep it (database or spool). */
async function health(app: FastifyInstance) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const readiness = await app.intake.readiness();
    return reply
      .code(readiness.ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send({
        status: readiness.ready ? "ready" : "unavailable",
        database: readiness.database,
        spool: readiness.spool,
      });
  });
}

export default fp(health, { name: "health", fastify: "5.x", dependencies: ["lead-intake"] });
