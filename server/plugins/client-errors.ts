import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isFormPost, renderProblemPage } from "../forms";

/** What a visitor is told when the request itself was at fault (never a 500). */
export function clientErrorMessage(error: FastifyError, contactEmail: string): { code: string; message: string } {
  switch (error.statusCode) {
    case 413:
      return {
        code: "payload_too_large",
        message: `That is more than we can accept in one message. Please shorten it, or email us at ${contactEmail}.`,
      };
    case 403:
      return {
        code: "forbidden_origin",
        message: `This form can only be sent from our own website. Please use the form on our contact page, or email us at ${contactEmail}.`,
      };
    case 415:
      return { code: "unsupported_media_type", message: "Please send the form as JSON or as a regular form post." };
    case 429:
      return { code: "rate_limited", message: error.message };
    case 503:
      return {
        code: "unavailable",
        message: `We could not take your message just now. Please try again in a minute, or email us at ${contactEmail}.`,
      };
    default:
      return { code: "bad_request", message: "We could not read that request. Please check it and try again." };
  }
}

/**
 * Every error as a message the visitor can act on: JSON for the app's calls, the problem page
 * for a form posted without JavaScript. Only our own faults are 500s, and only they are logged
 * as errors.
 */
async function clientErrors(app: FastifyInstance, options: { contactEmail: string; problemTemplate: string | null }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 503) reply.header("retry-after", "60");
    else if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .code(500)
        .send({ error: "server_error", message: "Something went wrong on our side. Please try again." });
    }
    const { code, message } = clientErrorMessage(error, options.contactEmail);
    if (isFormPost(request)) {
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .send(renderProblemPage(options.problemTemplate, [message]));
    }
    return reply.code(status).send({ error: code, message });
  });
}

export default fp(clientErrors, { name: "client-errors", fastify: "5.x" });
