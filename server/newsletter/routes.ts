import type { FastifyInstance } from "fastify";
import { NEWSLETTER_API_PATH } from "../../app/api-contract";
import { cleanEmail, emailMessages, isValidEmail } from "../../app/lib/inquiry/email";

/** The shape of a signup; what the address must be is the contact form's rule, checked below. */
const signupBody = {
  type: "object",
  required: ["email"],
  properties: {
    email: { type: "string", maxLength: 320 },
    source: { type: "string" },
  },
} as const;

const sourcePattern = /^[a-z][a-z-]{0,19}$/;

const invalid = (given: boolean) => ({
  error: "validation_failed",
  message: emailMessages.invalid,
  errors: { email: given ? emailMessages.invalid : emailMessages.required },
});

/** POST /api/newsletter: one subscription per address, whatever the number of posts. */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: { rateLimit: { max: number; windowMs: number } },
): Promise<void> {
  app.post<{ Body: { email: string; source?: string } }>(
    NEWSLETTER_API_PATH,
    {
      bodyLimit: 2 * 1024,
      schema: { body: signupBody },
      // A body that does not fit the schema gets the site's email messages, not the validator's.
      attachValidation: true,
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
    },
    async (request, reply) => {
      if (request.validationError) {
        const given = (request.body as { email?: unknown } | undefined)?.email;
        return reply.code(400).send(invalid(given !== undefined && given !== null && given !== ""));
      }
      // The contact form's email cleaning and check: an address with a control, bidi or
      // zero-width character is refused, not stored.
      const email = cleanEmail(request.body.email).toLowerCase();
      if (!email || email.length > 254 || !isValidEmail(email)) return reply.code(400).send(invalid(email !== ""));
      const source = request.body.source && sourcePattern.test(request.body.source) ? request.body.source : "blog";
      const outcome = await app.intake.subscribe({ email, source });
      // 202: kept in the spool while the database is away; the visitor is subscribed all the same.
      const status = { subscribed: 201, already_subscribed: 200, spooled: 202 }[outcome];
      return reply.code(status).send({ status: outcome === "already_subscribed" ? outcome : "subscribed" });
    },
  );
}
