import { readFile } from "node:fs/promises";
import { validateHeaderName, validateHeaderValue } from "node:http";
import cookie from "@fastify/cookie";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import { toCsv } from "../csv";
import type { SiteDatabase } from "../db/database";
import { type DeliveryChannel, LEAD_STATUSES, type LeadStatus } from "../db/schema";
import { deliveryChannels } from "../delivery/channels";
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
  parseLeadKey,
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

/** Where a sign-in form should lead back to: a staff page other than the list, else nowhere. */
const loginNext = (value: unknown) => {
  const next = safeNext(value);
  return next === STAFF_PAGES_PATH ? undefined : next;
};

const staffProblems: Record<number, string> = staffCopy.requestProblems;

/** Whether "Retry now" may name this channel: exactly the names in the channel registry (channels/index.ts). */
export const isRetryChannel = (name: string): name is DeliveryChannel =>
  deliveryChannels.some((channel) => channel.name === name);

/**
 * Private, unindexed, and for a page its Content-Security-Policy: on every staff answer, the
 * error answers included.
 */
function setPrivateHeaders(request: FastifyRequest, reply: FastifyReply) {
  const isStylesheet = request.url === STAFF_STYLESHEET_PATH;
  reply.header("cache-control", isStylesheet ? "public, max-age=3600" : "no-store");
  reply.header("x-robots-tag", "noindex, nofollow");
  // Not "no-referrer": Chromium then sends "Origin: null" with the page's own form posts.
  reply.header("referrer-policy", "same-origin");
  if (String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
    reply.header("content-security-policy", staffPagePolicy);
  }
}

/**
 * Clears what an error answer must not carry over from the answer that failed. When Node
 * refuses to write a header (a Location with a character no header may hold), the error
 * answer keeps the reply's headers, fails on the same one, and Fastify's last resort then
 * sends the status bare, without a single header, and with the failed status's reason
 * ("500 See Other"). So: no redirect or download, no header Node would refuse, and the
 * error status's own reason.
 */
function clearFailedAnswer(reply: FastifyReply) {
  reply.removeHeader("location");
  reply.removeHeader("content-disposition");
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      validateHeaderName(name);
      for (const item of [value ?? ""].flat()) validateHeaderValue(name, String(item));
    } catch {
      reply.removeHeader(name);
    }
  }
  reply.raw.statusMessage = "";
}

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
  // The inbox's pages post forms; a text/plain post (Fastify's other built-in type) is refused, 415.
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("staff", null);

  const audit = (request: FastifyRequest, action: AuditAction, target = "", actor = request.staff?.email ?? "") =>
    recordAudit(db, { actor, action, target, address: request.ip });
  /** A lead read, for the trail: its key, and whether there was one. */
  const readTarget = (key: string, found: unknown) => (found ? key : `${key} (not found)`);

  const html = (reply: FastifyReply, page: ReactElement, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").send(renderPage(page));

  app.addHook("onRequest", async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    request.staff = id ? await findSession(db, id) : null;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    setPrivateHeaders(request, reply);
    return payload;
  });

  // A refused request (a cross-site post, a body too large) answers in the inbox's own form.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    clearFailedAnswer(reply);
    setPrivateHeaders(request, reply);
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
  /** A lead's address, once signed in: a key not shaped as a lead's (parseLeadKey) is no lead, before anything else. */
  const leadKeyOf = (request: FastifyRequest) => (request.params as { key?: unknown }).key;
  const knownLeadKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = leadKeyOf(request);
    if (typeof key !== "string" || !parseLeadKey(key)) {
      return html(reply, <LeadNotFoundPage signedInAs={request.staff!.email} />, 404);
    }
  };
  const apiKnownLeadKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = leadKeyOf(request);
    if (typeof key !== "string" || !parseLeadKey(key)) {
      return reply.code(404).send({ error: "not_found", message: "There is no such lead." });
    }
  };

  app.get(STAFF_STYLESHEET_PATH, async (_request, reply) => reply.type("text/css; charset=utf-8").send(stylesheet));

  app.get<{ Querystring: Record<string, string> }>("/staff/login", async (request, reply) => {
    if (request.staff) return reply.redirect(safeNext(request.query.next), 303);
    const notice = request.query.signedout === "1" ? staffCopy.signedOut : undefined;
    // The session cookie is Secure: over plain HTTP only localhost keeps it.
    const cookieRefused =
      request.protocol === "http" && !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host);
    return html(
      reply,
      <LoginPage
        next={loginNext(request.query.next)}
        notice={notice}
        problem={cookieRefused ? staffCopy.needsHttps : undefined}
      />,
    );
  });

  app.post<{ Body: Record<string, unknown>; Querystring: Record<string, unknown> }>(
    "/staff/login",
    { bodyLimit: 8 * 1024 },
    async (request, reply) => {
      const email = normaliseEmail(text(request.body?.email, 254));
      const password = text(request.body?.password, MAX_PASSWORD_LENGTH);
      const address = request.ip;
      // Counted as a failure before the password is checked, so that a burst of parallel
      // attempts gets no more checks than attempts one after another; taken back on success.
      const attempt = await options.throttle.reserve(email, address);
      if (!attempt.ok) {
        await audit(request, "login refused (throttled)", "", email);
        reply.header("retry-after", String(Math.max(1, Math.ceil(attempt.waitMs / 1000))));
        const minutes = Math.max(1, Math.ceil(attempt.waitMs / 60_000));
        return html(
          reply,
          <LoginPage email={email} next={loginNext(request.query.next)} problem={staffCopy.loginThrottled(minutes)} />,
          429,
        );
      }
      // An unknown email is checked against a decoy hash: it costs what a wrong password costs.
      const account = email ? await findAccount(db, email) : undefined;
      const matches = await verifyPassword(account?.password_hash ?? (await decoyHash), password);
      if (!account || !matches) {
        await audit(request, "login failed", "", email);
        return html(
          reply,
          <LoginPage email={email} next={loginNext(request.query.next)} problem={staffCopy.loginFailed} />,
          401,
        );
      }
      await attempt.release();
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
    { preHandler: [signedIn, knownLeadKey] },
    async (request, reply) => {
      const detail = await leadDetail(db, request.params.key);
      await audit(request, "lead page", readTarget(request.params.key, detail));
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
      { preHandler: [signedIn, knownLeadKey], bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const result = await handle(request, request.params.key);
        if (result === null) return html(reply, <LeadNotFoundPage signedInAs={request.staff!.email} />, 404);
        return reply.redirect(`/staff/leads/${encodeURIComponent(request.params.key)}?${result}`, 303);
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
    const channel = text(request.body?.channel, 100);
    if (!isRetryChannel(channel)) return "problem=retry";
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
      const read = filterQuery(filter);
      if (after !== undefined) read.set("after", text(request.query.after, 80));
      await audit(request, "api list", `${read.toString() || "all leads"} (${page.leads.length})`);
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
    { preHandler: [apiSignedIn, apiKnownLeadKey] },
    async (request, reply) => {
      const detail = await leadDetail(db, request.params.key);
      await audit(request, "api lead", readTarget(request.params.key, detail));
      return detail ?? reply.code(404).send({ error: "not_found", message: "There is no such lead." });
    },
  );

  for (const path of [STAFF_API_PATH, `${STAFF_API_PATH}/*`]) {
    app.all(path, { preHandler: apiSignedIn }, async (_request, reply) =>
      reply.code(404).send({ error: "not_found", message: "There is no such address." }),
    );
  }
}
