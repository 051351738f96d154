import { readFile } from "node:fs/promises";
import cookie from "@fastify/cookie";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import { toCsv } from "../csv";
import type { SiteDatabase } from "../db/database";
import { LEAD_STATUSES, type LeadStatus } from "../db/schema";
import { findAccount, normaliseEmail } from "./accounts";
import { type AuditAction, recordAudit } from "./audit";
import {
  addLeadNote,
  allMatching,
  decodeCursor,
  encodeCursor,
  inboxCounts,
  LEAD_SOURCES,
  type LeadFilter,
  type LeadSource,
  leadDetail,
  leadExists,
  listInbox,
  NOTE_MAX_LENGTH,
  retryDelivery,
  setLeadStatus,
} from "./inbox";
import type { LoginThrottle } from "./login-throttle";
import { STAFF_STYLESHEET_PATH } from "./pages/Document";
import { InboxPage } from "./pages/InboxPage";
import { LeadNotFoundPage, LeadPage } from "./pages/LeadPage";
import { LoginPage } from "./pages/LoginPage";
import { ProblemPage } from "./pages/ProblemPage";
import { renderPage } from "./pages/render";
import { staffCopy } from "./pages/staff-copy";
import { decoyHash, MAX_PASSWORD_LENGTH, verifyPassword } from "./passwords";
import {
  deleteExpiredSessions,
  endSession,
  findSession,
  SESSION_ABSOLUTE_MS,
  type StaffSession,
  startSession,
} from "./sessions";

export const STAFF_PAGES_PATH = "/staff";
export const STAFF_API_PATH = "/api/staff";
export const SESSION_COOKIE = "staff_session";

/** No script, no frame, no other origin: the staff pages need only their stylesheet. */
export const staffPagePolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffSession | null;
  }
}

export interface StaffRouteOptions {
  database: SiteDatabase;
  throttle: LoginThrottle;
  /** Wakes the delivery worker after "Retry now". */
  wakeDelivery: () => void;
}

/** The cookie goes to the two staff paths only: each gets its own copy. */
const cookiePaths = [STAFF_PAGES_PATH, STAFF_API_PATH] as const;

function setSessionCookie(reply: FastifyReply, id: string) {
  for (const path of cookiePaths) {
    reply.setCookie(SESSION_COOKIE, id, {
      path,
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  }
}

function clearSessionCookie(reply: FastifyReply) {
  for (const path of cookiePaths) {
    reply.clearCookie(SESSION_COOKIE, { path, httpOnly: true, secure: true, sameSite: "strict" });
  }
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The list's filter from a query string; anything unknown is left out. */
export function parseFilter(query: Record<string, unknown>): LeadFilter {
  const status = text(query.status, 20);
  const source = text(query.source, 20);
  const filter: LeadFilter = {};
  if ((LEAD_STATUSES as readonly string[]).includes(status)) filter.status = status as LeadStatus;
  if ((LEAD_SOURCES as readonly string[]).includes(source)) filter.source = source as LeadSource;
  const words = text(query.q, 200).trim();
  if (words) filter.text = words;
  if (query.problems === "1") filter.deliveryProblem = true;
  return filter;
}

export function filterQuery(filter: LeadFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.text) query.set("q", filter.text);
  if (filter.status) query.set("status", filter.status);
  if (filter.source) query.set("source", filter.source);
  if (filter.deliveryProblem) query.set("problems", "1");
  return query;
}

/** Where a sign-in may lead back to: a staff page, never another site. */
const safeNext = (value: unknown) => {
  const next = text(value, 200);
  return /^\/staff(\/[A-Za-z0-9/_-]*)?$/.test(next) ? next : STAFF_PAGES_PATH;
};

const staffProblems: Record<number, string> = {
  403: "Refused: this form can only be sent from the inbox's own pages.",
  413: "That is more than a form here can send.",
  500: "Something went wrong on our side. Try again in a moment.",
};

const doneNotices = { status: staffCopy.saved.status, note: staffCopy.saved.note, retry: staffCopy.saved.retry };
const problemNotices = { retry: staffCopy.retryNotNeeded, note: staffCopy.noteEmpty };

/**
 * The staff inbox: sign-in, the list of leads, a lead's page with its follow-up, and the JSON
 * and CSV behind them under /api/staff. Pages are HTML made on the server, with no script.
 * Every answer here is private: not cached, not indexed. Every POST has passed the Origin
 * check (server/plugins/origin-check.ts) before it gets here, and needs a live session.
 */
export async function staffRoutes(app: FastifyInstance, options: StaffRouteOptions) {
  const { db } = options.database;
  const stylesheet = await readFile(new URL("./pages/staff.css", import.meta.url), "utf8");
  await app.register(cookie);
  app.decorateRequest("staff", null);

  const audit = (request: FastifyRequest, action: AuditAction, target = "", actor = request.staff?.email ?? "") =>
    recordAudit(db, { actor, action, target, address: request.ip });

  const html = (reply: FastifyReply, page: ReactElement, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").send(renderPage(page));

  app.addHook("onRequest", async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    request.staff = id ? await findSession(db, id) : null;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const isStylesheet = request.url === STAFF_STYLESHEET_PATH;
    reply.header("cache-control", isStylesheet ? "public, max-age=3600" : "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    // Not "no-referrer": Chromium then sends "Origin: null" with the page's own form posts.
    reply.header("referrer-policy", "same-origin");
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      reply.header("content-security-policy", staffPagePolicy);
    }
    return payload;
  });

  // A refused request (a cross-site post, a body too large) answers in the inbox's own form.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "staff request failed");
    const message = staffProblems[status] ?? staffProblems[500]!;
    if (request.url.startsWith(STAFF_API_PATH)) return reply.code(status).send({ error: "refused", message });
    return html(reply, <ProblemPage message={message} />, status);
  });

  /** Pages need a session: without one, the sign-in page, coming back here afterwards. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff) return;
    if (request.method === "GET") {
      const next = request.url.split("?")[0];
      return reply.redirect(`/staff/login?next=${encodeURIComponent(next ?? STAFF_PAGES_PATH)}`, 303);
    }
    return html(reply, <LoginPage problem={staffCopy.sessionEnded} />, 401);
  };
  /** The API without a session: 401, and nothing else. */
  const apiSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.staff) return reply.code(401).send({ error: "unauthorized", message: "Sign in at /staff/login." });
  };

  app.get(STAFF_STYLESHEET_PATH, async (_request, reply) => reply.type("text/css; charset=utf-8").send(stylesheet));

  app.get<{ Querystring: Record<string, string> }>("/staff/login", async (request, reply) => {
    if (request.staff) return reply.redirect(safeNext(request.query.next), 303);
    const notice = request.query.signedout === "1" ? staffCopy.signedOut : undefined;
    // The session cookie is Secure: over plain HTTP only localhost keeps it.
    const cookieRefused =
      request.protocol === "http" && !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host);
    return html(reply, <LoginPage notice={notice} problem={cookieRefused ? staffCopy.needsHttps : undefined} />);
  });

  app.post<{ Body: Record<string, unknown>; Querystring: Record<string, unknown> }>(
    "/staff/login",
    { bodyLimit: 8 * 1024 },
    async (request, reply) => {
      const email = normaliseEmail(text(request.body?.email, 254));
      const password = text(request.body?.password, MAX_PASSWORD_LENGTH);
      const address = request.ip;
      const wait = await options.throttle.waitMs(email, address);
      if (wait > 0) {
        await audit(request, "login refused (throttled)", "", email);
        reply.header("retry-after", String(Math.ceil(wait / 1000)));
        const minutes = Math.ceil(wait / 60_000);
        return html(reply, <LoginPage email={email} problem={staffCopy.loginThrottled(minutes)} />, 429);
      }
      // An unknown email is checked against a decoy hash: it costs what a wrong password costs.
      const account = email ? await findAccount(db, email) : undefined;
      const matches = await verifyPassword(account?.password_hash ?? (await decoyHash), password);
      if (!account || !matches) {
        await options.throttle.failed(email, address);
        await audit(request, "login failed", "", email);
        return html(reply, <LoginPage email={email} problem={staffCopy.loginFailed} />, 401);
      }
      await options.throttle.succeeded(email);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(db, previous);
      await deleteExpiredSessions(db);
      setSessionCookie(reply, await startSession(db, { accountId: account.id, address }));
      await audit(request, "login", "", account.email);
      return reply.redirect(safeNext(request.query.next), 303);
    },
  );

  app.post("/staff/logout", { bodyLimit: 1024 }, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await endSession(db, id);
    if (request.staff) await audit(request, "logout");
    clearSessionCookie(reply);
    return reply.redirect("/staff/login?signedout=1", 303);
  });

  app.get<{ Querystring: Record<string, string> }>(
    STAFF_PAGES_PATH,
    { preHandler: signedIn },
    async (request, reply) => {
      const filter = parseFilter(request.query);
      const after = decodeCursor(text(request.query.after, 80)) ?? undefined;
      const [counts, page] = await Promise.all([inboxCounts(db), listInbox(db, filter, { after })]);
      const query = filterQuery(filter);
      const older = page.next ? new URLSearchParams([...query, ["after", encodeCursor(page.next)]]) : null;
      return html(
        reply,
        <InboxPage
          signedInAs={request.staff!.email}
          counts={counts}
          filter={filter}
          leads={page.leads}
          olderHref={older ? `/staff?${older}` : null}
          paged={after !== undefined}
          exportHref={`${STAFF_API_PATH}/leads.csv${query.size ? `?${query}` : ""}`}
        />,
      );
    },
  );

  app.get<{ Params: { key: string }; Querystring: Record<string, string> }>(
    "/staff/leads/:key",
    { preHandler: signedIn },
    async (request, reply) => {
      const detail = await leadDetail(db, request.params.key);
      if (!detail) return html(reply, <LeadNotFoundPage signedInAs={request.staff!.email} />, 404);
      const done = doneNotices[request.query.done as keyof typeof doneNotices];
      const problem = problemNotices[request.query.problem as keyof typeof problemNotices];
      const notice = done
        ? { kind: "done" as const, text: done }
        : problem
          ? { kind: "problem" as const, text: problem }
          : undefined;
      return html(reply, <LeadPage signedInAs={request.staff!.email} detail={detail} notice={notice} />);
    },
  );

  const leadAction = <Body,>(
    action: "status" | "notes" | "retry",
    handle: (request: FastifyRequest<{ Params: { key: string }; Body: Body }>, key: string) => Promise<string | null>,
  ) =>
    app.post<{ Params: { key: string }; Body: Body }>(
      `/staff/leads/:key/${action}`,
      { preHandler: signedIn, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const result = await handle(request, request.params.key);
        if (result === null) return html(reply, <LeadNotFoundPage signedInAs={request.staff!.email} />, 404);
        return reply.redirect(`/staff/leads/${request.params.key}?${result}`, 303);
      },
    );

  leadAction<Record<string, unknown>>("status", async (request, key) => {
    const status = text(request.body?.status, 20);
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) return "problem=status";
    const changed = await setLeadStatus(db, { key, status: status as LeadStatus, staffEmail: request.staff!.email });
    if (!changed) return null;
    await audit(request, "status", `${key}: ${status}`);
    return "done=status";
  });

  leadAction<Record<string, unknown>>("notes", async (request, key) => {
    const note = text(request.body?.note, NOTE_MAX_LENGTH).trim();
    if (!note) return (await leadExists(db, key)) ? "problem=note" : null;
    if (!(await addLeadNote(db, { key, note, staffEmail: request.staff!.email }))) return null;
    await audit(request, "note", key);
    return "done=note";
  });

  leadAction<Record<string, unknown>>("retry", async (request, key) => {
    const channel = text(request.body?.channel, 20);
    if (channel !== "smtp" && channel !== "emailjs" && channel !== "webhook") return "problem=retry";
    const outcome = await retryDelivery(db, { key, channel });
    if (outcome === "not found") return (await leadExists(db, key)) ? "problem=retry" : null;
    if (outcome === "not needed") return "problem=retry";
    await audit(request, "retry", `${key}: ${channel}`);
    options.wakeDelivery();
    return "done=retry";
  });

  app.get("/staff/*", { preHandler: signedIn }, async (request, reply) =>
    html(reply, <LeadNotFoundPage signedInAs={request.staff!.email} />, 404),
  );

  app.get<{ Querystring: Record<string, string> }>(
    `${STAFF_API_PATH}/leads`,
    { preHandler: apiSignedIn },
    async (request) => {
      const filter = parseFilter(request.query);
      const after = decodeCursor(text(request.query.after, 80)) ?? undefined;
      const [counts, page] = await Promise.all([inboxCounts(db), listInbox(db, filter, { after })]);
      return { counts, leads: page.leads, next: page.next ? encodeCursor(page.next) : null };
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    `${STAFF_API_PATH}/leads.csv`,
    { preHandler: apiSignedIn },
    async (request, reply) => {
      const filter = parseFilter(request.query);
      const leads = await allMatching(db, filter);
      await audit(request, "export", `${filterQuery(filter).toString() || "all leads"} (${leads.length})`);
      const rows = leads.map((lead) => ({
        ...lead,
        id: String(lead.id),
        deliveryProblem: lead.deliveryProblem ? "yes" : "",
      }));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
        .send(
          toCsv(
            [
              "key",
              "receivedAt",
              "source",
              "status",
              "name",
              "email",
              "phone",
              "company",
              "service",
              "message",
              "language",
              "page",
              "deliveryProblem",
            ],
            rows,
          ),
        );
    },
  );

  app.get<{ Params: { key: string } }>(
    `${STAFF_API_PATH}/leads/:key`,
    { preHandler: apiSignedIn },
    async (request, reply) => {
      const detail = await leadDetail(db, request.params.key);
      return detail ?? reply.code(404).send({ error: "not_found", message: "There is no such lead." });
    },
  );

  for (const path of [STAFF_API_PATH, `${STAFF_API_PATH}/*`]) {
    app.all(path, { preHandler: apiSignedIn }, async (_request, reply) =>
      reply.code(404).send({ error: "not_found", message: "There is no such address." }),
    );
  }
}
