import { randomBytes } from "node:crypto";
import { INQUIRIES_API_PATH } from "../../app/api-contract";
import { openDatabase } from "../../server/db/database";
import { addAccount } from "../../server/staff/accounts";
import { readAccessLog } from "./access-log";
import { type Endpoint, header, send } from "./http";

/**
 * The staff inbox behind the proxy: an account made in the shared database, a sign-in over
 * HTTPS through nginx, a lead posted straight to the second instance and seen in the inbox
 * from both instances with the one session, a cross-site post refused, and the session over
 * after signing out.
 */
export interface StaffReport {
  /** Inbox reads through nginx that found the lead, of those made. */
  seen: { found: number; reads: number };
  /** The instances that answered those reads (nginx's access log). */
  upstreams: string[];
  crossSiteStatus: number;
  afterSignOutStatus: number;
  problems: string[];
}

const EMAIL = "topology@cleverobotics.com";
const READS = 6;
/** An address of its own, so the rate limits of the other checks do not count it. */
const STAFF_ADDRESS = "127.3.0.10";

export async function checkStaffInbox({
  https,
  appPorts,
  databaseUrl,
  siteUrl,
  accessLog,
}: {
  https: Endpoint;
  appPorts: readonly [number, number];
  databaseUrl: string;
  siteUrl: string;
  accessLog: string;
}): Promise<StaffReport> {
  const problems: string[] = [];
  const password = `inbox-check-${randomBytes(9).toString("base64url")}`;
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await addAccount(database.db, EMAIL, password);
  } finally {
    await database.close();
  }

  const name = `Inbox check ${randomBytes(4).toString("hex")}`;
  const posted = await send({
    port: appPorts[1],
    path: INQUIRIES_API_PATH,
    method: "POST",
    localAddress: "127.3.0.9",
    headers: { "content-type": "application/json", origin: new URL(siteUrl).origin },
    body: JSON.stringify({ name, email: "inbox-check@example.com", service: "rpa", message: "Posted to instance 2" }),
  });
  if (posted.status !== 201) problems.push(`staff: the lead posted to instance 2 got ${posted.status}`);

  // What a browser on the site sends: its address (behind nginx the app sees Host without the
  // loopback port, as it sees the site's own host in production).
  const ownOrigin = new URL(siteUrl).origin;
  const viaProxy = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    send({ ...https, path, localAddress: STAFF_ADDRESS, ...options });
  const signIn = await viaProxy("/staff/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ownOrigin },
    body: new URLSearchParams({ email: EMAIL, password }).toString(),
  });
  const cookies = [signIn.headers["set-cookie"] ?? []].flat();
  const session = cookies.map((cookie) => /^staff_session=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
  if (signIn.status !== 303 || !session) {
    problems.push(`staff: signing in through nginx got ${signIn.status} and ${cookies.length} cookies`);
    return { seen: { found: 0, reads: 0 }, upstreams: [], crossSiteStatus: 0, afterSignOutStatus: 0, problems };
  }
  if (
    !cookies.every((cookie) => /; Secure/.test(cookie) && /; HttpOnly/.test(cookie) && /SameSite=Strict/.test(cookie))
  ) {
    problems.push(`staff: a session cookie lacks Secure, HttpOnly or SameSite=Strict: ${cookies.join(" | ")}`);
  }
  const withSession = { cookie: `staff_session=${session}`, origin: ownOrigin };

  const search = `/api/staff/leads?q=${encodeURIComponent(name)}`;
  let found = 0;
  let leadKey = "";
  for (let read = 0; read < READS; read++) {
    const answer = await viaProxy(search, { headers: withSession });
    const leads =
      answer.status === 200 ? (JSON.parse(answer.body.toString()).leads as { key: string; name: string }[]) : [];
    if (leads.some((lead) => lead.name === name)) {
      found++;
      leadKey = leads[0]!.key;
    } else problems.push(`staff: inbox read ${read + 1} through nginx got ${answer.status} without the lead`);
  }
  const upstreams = [
    ...new Set(
      (await readAccessLog(accessLog))
        .filter((entry) => entry.request.includes("/api/staff/leads?q="))
        .flatMap((entry) => entry.upstreams.slice(-1)),
    ),
  ];
  if (upstreams.length < 2) problems.push(`staff: the inbox reads were answered by ${upstreams.join(", ")} only`);

  const page = await viaProxy(`/staff/leads/${leadKey}`, { headers: withSession });
  if (page.status !== 200 || !page.body.toString().includes(name) || header(page, "cache-control") !== "no-store") {
    problems.push(
      `staff: the lead's page through nginx got ${page.status}, cache-control "${header(page, "cache-control")}"`,
    );
  }

  const crossSite = await viaProxy(`/staff/leads/${leadKey}/status`, {
    method: "POST",
    headers: { ...withSession, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    body: "status=closed",
  });
  if (crossSite.status !== 403) problems.push(`staff: a cross-site post through nginx got ${crossSite.status}`);

  const signOut = await viaProxy("/staff/logout", { method: "POST", headers: withSession });
  if (signOut.status !== 303) problems.push(`staff: signing out got ${signOut.status}`);
  const after = await viaProxy(search, { headers: withSession });
  if (after.status !== 401) problems.push(`staff: the inbox after signing out got ${after.status}`);

  return {
    seen: { found, reads: READS },
    upstreams,
    crossSiteStatus: crossSite.status,
    afterSignOutStatus: after.status,
    problems,
  };
}
