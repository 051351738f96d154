import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { isValidEmail } from "../../app/lib/inquiry/email";
import type { Database } from "../db/schema";

const sourcePattern = /^[a-z][a-z-]{0,19}$/;

/** POST /api/newsletter: one subscription per address, whatever the number of posts. */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; rateLimit: { max: number; windowMs: number } },
): Promise<void> {
  app.post(
    "/api/newsletter",
    {
      bodyLimit: 2 * 1024,
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
    },
    async (request, reply) => {
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      if (!email || email.length > 254 || !isValidEmail(email)) {
        return reply.code(400).send({
          error: "validation_failed",
          message: "Please enter a valid email",
          errors: { email: email ? "Please enter a valid email" : "Email is required" },
        });
      }
      const source = typeof body.source === "string" && sourcePattern.test(body.source) ? body.source : "blog";
      const result = await options.db
        .insertInto("newsletter_subscriptions")
        .values({ email, source, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      return reply.code(created ? 201 : 200).send({ status: created ? "subscribed" : "already_subscribed" });
    },
  );
}
