import type { FastifyInstance } from "fastify";
import { cleanEmail, isValidEmail } from "../../app/lib/inquiry/email";
import type { Intake } from "../intake/intake";

const sourcePattern = /^[a-z][a-z-]{0,19}$/;

/** POST /api/newsletter: one subscription per address, whatever the number of posts. */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: { intake: Intake; rateLimit: { max: number; windowMs: number } },
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
      // The contact form's email cleaning and check: an address with a control, bidi or
      // zero-width character is refused, not stored.
      const email = typeof body.email === "string" ? cleanEmail(body.email).toLowerCase() : "";
      if (!email || email.length > 254 || !isValidEmail(email)) {
        return reply.code(400).send({
          error: "validation_failed",
          message: "Please enter a valid email",
          errors: { email: email ? "Please enter a valid email" : "Email is required" },
        });
      }
      const source = typeof body.source === "string" && sourcePattern.test(body.source) ? body.source : "blog";
      const outcome = await options.intake.subscribe({ email, source });
      // 202: kept in the spool while the database is away; the visitor is subscribed all the same.
      const status = { subscribed: 201, already_subscribed: 200, spooled: 202 }[outcome];
      return reply.code(status).send({ status: outcome === "already_subscribed" ? outcome : "subscribed" });
    },
  );
}
