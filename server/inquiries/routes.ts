import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { HONEYPOT_FIELD, INQUIRIES_API_PATH, INQUIRY_SENT_PATH } from "../../app/api-contract";
import { type PageLang, tamilPath } from "../../app/content/page-entry";
import * as tamil from "../../app/content/ta/chrome";
import { validateChatHandoff } from "../../app/lib/inquiry/chat-handoff";
import { cleanInquiry, hasErrors, inquiryFields, validateInquiry } from "../../app/lib/inquiry/validation";
import { isFormPost, renderProblemPage } from "../forms";

export const INQUIRY_BODY_LIMIT = 160 * 1024;
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;
const DEDUPE_WINDOW_MS = 10 * 60_000;

export interface InquiryRouteOptions {
  rateLimit: { max: number; windowMs: number };
  /** The prerendered problem pages, for visitors without JavaScript, in each language. */
  problemPages: Readonly<Record<PageLang, ProblemPage>>;
}

/** A prerendered problem page: its HTML (null where it is missing) and its file, which names its CSP. */
export interface ProblemPage {
  html: string | null;
  file: string;
}

/** The language of the page an inquiry was sent from: the form's hidden field, else English. */
export function inquiryLanguage(value: unknown): PageLang {
  return value === "ta" ? "ta" : "en";
}

/** The path of the page on this site a request was sent from (its Referer), at most 200 characters; else "". */
export function sentFromPage(referer: string | undefined, host: string): string {
  if (!referer) return "";
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname.slice(0, 200) : "";
  } catch {
    return "";
  }
}

/** The form's rules in the language of the page it was sent from. */
const messagesIn = {
  en: undefined,
  ta: { form: tamil.inquiryMessages, handoff: tamil.chatHandoffMessages },
} as const;

/**
 * The client's key for this submission (header or field), or, for a plain form post without
 * one, a key from its content: the same text sent twice within ten minutes is stored once.
 */
function idempotencyKey(header: unknown, field: unknown, content: string, now: number): string {
  for (const candidate of [header, field]) {
    if (typeof candidate === "string" && keyPattern.test(candidate)) return `client:${candidate}`;
  }
  const bucket = Math.floor(now / DEDUPE_WINDOW_MS);
  return `content:${createHash("sha256").update(`${bucket}\n${content}`).digest("hex")}`;
}

export async function inquiryRoutes(app: FastifyInstance, options: InquiryRouteOptions): Promise<void> {
  app.post(
    INQUIRIES_API_PATH,
    // A message of 5,000 Tamil letters is about 30 KB of UTF-8, and three times that once a
    // page without JavaScript percent-encodes it: the limit holds that with room for the rest.
    {
      bodyLimit: INQUIRY_BODY_LIMIT,
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          // Every lead a server posts with the intake token (n8n's handoffs) comes from one address.
          allowList: (request) => request.postedWithIntakeToken,
        },
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;

      const language = inquiryLanguage(body.language);
      const sentPage = language === "ta" ? tamilPath(INQUIRY_SENT_PATH) : INQUIRY_SENT_PATH;

      if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
        request.log.info("inquiry honeypot filled; not stored");
        return form ? reply.redirect(sentPage, 303) : reply.code(201).send({ id: null });
      }

      // A visitor who asked for a person in the chat: a name, a phone or an email, and the transcript.
      const fromChat = !form && body.source === "chat";
      const messages = messagesIn[language];
      const input = cleanInquiry(body);
      const errors = fromChat ? validateChatHandoff(input, messages) : validateInquiry(input, messages?.form);
      if (hasErrors(errors)) {
        if (form) {
          const problems = inquiryFields.flatMap((field) => (errors[field] ? [errors[field]] : []));
          const page = options.problemPages[language];
          reply.pageFile = page.html ? page.file : null;
          return reply
            .code(400)
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            .send(renderProblemPage(page.html, problems));
        }
        return reply
          .code(400)
          .send({ error: "validation_failed", message: "Some fields need your attention.", errors });
      }

      const key = idempotencyKey(
        request.headers["idempotency-key"],
        body.idempotencyKey,
        `${input.email}\n${input.phone}\n${input.name}\n${input.message}`,
        Date.now(),
      );
      const { publicId, outcome } = await app.intake.saveInquiry({
        input,
        source: form ? "form" : fromChat ? "chat" : "app",
        language,
        page: sentFromPage(request.headers.referer, request.host),
        idempotencyKey: key,
      });
      if (outcome !== "existing") request.log.info({ inquiry: publicId, outcome }, "inquiry accepted");
      // 202: kept on disk and not yet in the database; it will be, by its key.
      const status = { created: 201, existing: 200, spooled: 202 }[outcome];
      return form ? reply.redirect(sentPage, 303) : reply.code(status).send({ id: publicId });
    },
  );
}
