import type { FastifyInstance } from "fastify";
import { createRetrieval, type Retrieval } from "../chat/retrieval";

export const SEARCH_MAX_QUERY = 300;
export const SEARCH_MAX_LIMIT = 10;
/**
 * Searches per client address per minute. An n8n agent calls from one address for all its
 * visitors, one or two searches a message, and its visitors are already limited by /api/chat.
 */
export const SEARCH_RATE_LIMIT_PER_MINUTE = 120;

const searchQuerySchema = {
  type: "object",
  required: ["q"],
  properties: {
    // At least one character that is not a space.
    q: { type: "string", minLength: 1, maxLength: SEARCH_MAX_QUERY, pattern: "\\S" },
    limit: { type: "integer", minimum: 1, maximum: SEARCH_MAX_LIMIT, default: 5 },
  },
} as const;

const usage = `Send q (1 to ${SEARCH_MAX_QUERY} characters) and optionally limit (1 to ${SEARCH_MAX_LIMIT}, default 5).`;

/**
 * GET /api/knowledge/search?q=TEXT&limit=N: the site's passages that best answer a question, as
 * `{ results: [{ title, url, text }] }`, for an agent's search tool (the n8n template). The
 * index is built on the first search, so the server starts without waiting for it.
 */
export async function knowledgeRoutes(
  app: FastifyInstance,
  options: { retrieval?: () => Retrieval; rateLimitPerMinute?: number } = {},
): Promise<void> {
  let retrieval: Retrieval | undefined;
  const open = options.retrieval ?? createRetrieval;
  app.get<{ Querystring: { q: string; limit: number } }>(
    "/api/knowledge/search",
    {
      schema: { querystring: searchQuerySchema },
      attachValidation: true,
      config: {
        rateLimit: { max: options.rateLimitPerMinute ?? SEARCH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (request.validationError) {
        return reply.code(400).send({ error: "bad_request", message: `${request.validationError.message}. ${usage}` });
      }
      retrieval ??= open();
      return reply.send({ results: retrieval.search(request.query.q, request.query.limit) });
    },
  );
}
