import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabases } from "../testing/databases";
import { startFakeEndpoint } from "../testing/fake-http";
import { until } from "../testing/until";
import { ownOrigin, signIn, startInbox, withSession } from "./staff-testing";

const WEBHOOK_SECRET = "a-long-enough-shared-secret";

describe.each(testDatabases)("the staff inbox at work ($name)", ({ open }) => {
  let database: SiteDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let webhook: Awaited<ReturnType<typeof startFakeEndpoint>>;
  beforeEach(async () => {
    database = await open();
    webhook = await startFakeEndpoint();
    ({ app, close } = await startInbox(database, {
      INQUIRY_WEBHOOK_URL: webhook.url,
      INQUIRY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DELIVERY_MAX_ATTEMPTS: "1",
    }));
  });
  afterEach(async () => {
    await close();
    await webhook.close();
    await database.close();
  });

  const postLead = (name: string, referer = `https://inbox.test/ta/contact`) =>
    app.inject({
      method: "POST",
      url: "/api/inquiries",
      headers: { ...ownOrigin, referer },
      payload: {
        name,
        email: "anbu@shop.in",
        phone: "+91 90000 11111",
        service: "rpa",
        message: "Invoices by hand",
        language: "ta",
      },
    });

  it("flags a failed delivery, and Retry now sends it again until it arrives", async () => {
    webhook.answer(502, "Bad gateway");
    expect((await postLead("Anbu")).statusCode).toBe(201);
    await until(() => webhook.received.length === 1, "the first attempt");
    const cookie = await signIn(app);
    const failed = await until(async () => {
      const page = await app.inject({ url: "/staff?problems=1", headers: withSession(cookie) });
      return page.body.includes("Delivery failed") ? page : undefined;
    }, "the failure to show");
    expect(failed.body).toContain("1 with a failed delivery");

    const lead = await app.inject({ url: "/staff/leads/inquiry-1", headers: withSession(cookie) });
    expect(lead.body).toContain("failed after 1 attempt");
    expect(lead.body).toContain("answered 502: Bad gateway)");
    expect(lead.body).toContain("Sent from /ta/contact");
    expect(lead.body).toContain("Language: Tamil");
    // The lead wrote from a Tamil page: the reply opens in Tamil.
    expect(lead.body).toContain(
      `href="https://wa.me/919000011111?text=${encodeURIComponent("வணக்கம் Anbu, Cleverobotics")}`,
    );

    webhook.answer(200, "OK");
    const retry = await app.inject({
      method: "POST",
      url: "/staff/leads/inquiry-1/retry",
      headers: { ...withSession(cookie), "content-type": "application/x-www-form-urlencoded" },
      payload: "channel=webhook",
    });
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toBe("/staff/leads/inquiry-1?done=retry");
    await until(() => webhook.received.length === 2, "the retried delivery");
    const delivered = await until(async () => {
      const page = await app.inject({ url: "/staff/leads/inquiry-1", headers: withSession(cookie) });
      return page.body.includes("Webhook</strong>: sent") ? page : undefined;
    }, "the lead page to say sent");
    expect(delivered.body).not.toContain("Retry now");
    // The same lead's key both times: the receiver can tell a retry from a new lead.
    const [first, second] = webhook.received.map((request) => JSON.parse(request.body).id);
    expect(second).toBe(first);

    const again = await app.inject({
      method: "POST",
      url: "/staff/leads/inquiry-1/retry",
      headers: { ...withSession(cookie), "content-type": "application/x-www-form-urlencoded" },
      payload: "channel=webhook",
    });
    expect(again.headers.location).toBe("/staff/leads/inquiry-1?problem=retry");
    expect(webhook.received).toHaveLength(2);
  });

  it("sends its pages private, unindexed and without script; public pages keep their own policy", async () => {
    const cookie = await signIn(app);
    for (const url of ["/staff", "/staff/login", "/staff/leads/inquiry-9", "/staff/nothing-here"]) {
      const headers = url === "/staff/login" ? ownOrigin : withSession(cookie);
      const response = await app.inject({ url, headers });
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
    }
    expect((await app.inject({ url: "/staff/leads/inquiry-9", headers: withSession(cookie) })).statusCode).toBe(404);
    const home = await app.inject({ url: "/" });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("pages through the list by the last lead shown, and keeps the filter in the next page and the export", async () => {
    for (let lead = 1; lead <= 27; lead++) expect((await postLead(`Lead ${lead}`)).statusCode).toBe(201);
    const cookie = await signIn(app);
    const first = await app.inject({ url: "/staff?q=lead&status=new", headers: withSession(cookie) });
    expect(first.body.match(/class="lead"/g)).toHaveLength(25);
    expect(first.body).toContain("27 new");
    const older = /href="(\/staff\?[^"]*after=[^"]+)" rel="next"/.exec(first.body)?.[1]?.replace(/&amp;/g, "&");
    expect(older).toMatch(/^\/staff\?q=lead&status=new&after=/);
    expect(first.body).toContain('href="/api/staff/leads.csv?q=lead&amp;status=new"');
    await postLead("Lead 28");
    const second = await app.inject({ url: older!, headers: withSession(cookie) });
    expect([...second.body.matchAll(/class="lead-name">([^<]+)</g)].map((match) => match[1])).toEqual([
      "Lead 2",
      "Lead 1",
    ]);
    expect(second.body).not.toContain('rel="next"');
    const json = await app.inject({ url: "/api/staff/leads?q=lead+28", headers: withSession(cookie) });
    expect(json.json()).toMatchObject({
      counts: { new: 28 },
      leads: [{ name: "Lead 28", key: "inquiry-28" }],
      next: null,
    });
  });
});
