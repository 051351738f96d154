import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readMail } from "../../server/testing/smtp-sink";
import type { InquiryOutcome } from "./inquiry-load";
import { assess } from "./lead-check";
import { renderConfig, writeProxyConfig } from "./proxy-config";

/** The parts of the topology test that decide what passes: its config rendering and lead accounting. */
describe("rendering deploy/nginx for loopback", () => {
  const config = ["user www-data; # environment", "worker_processes auto;", "listen 80; # environment", ""].join("\n");

  it("replaces marked values and drops the markers", () => {
    expect(
      renderConfig("x.conf", config, [
        ["user www-data;", ""],
        ["listen 80;", "listen 127.0.0.1:4300;"],
      ]),
    ).toBe(["", "worker_processes auto;", "listen 127.0.0.1:4300;", ""].join("\n"));
  });

  it("fails when a value is missing, unmarked, or a marked line is left as it is", () => {
    expect(() => renderConfig("x.conf", config, [["listen 8080;", ""]])).toThrow(/on 0 lines/);
    expect(() => renderConfig("x.conf", config, [["worker_processes auto;", ""]])).toThrow(/not marked/);
    expect(() => renderConfig("x.conf", config, [["listen 80;", "listen 1;"]])).toThrow(/user www-data/);
  });
});

describe("deploy/nginx as committed", () => {
  it("renders for loopback: every marked line replaced, HTTPS on the test's port and certificate", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "proxy-config-"));
    try {
      await writeProxyConfig({
        dir,
        httpsPort: 4443,
        httpPort: 4080,
        clientDir: "/c",
        generatedDir: "/g",
        acmeDir: "/acme",
        certFile: "/tls/cert.pem",
        keyFile: "/tls/key.pem",
        upstreamPorts: [4001, 4002],
      });
      const site = await readFile(path.join(dir, "site.conf"), "utf8");
      expect(site).not.toContain("# environment");
      expect(site).toContain("listen 127.0.0.1:4443 ssl");
      expect(site).toContain("listen 127.0.0.1:4080;");
      expect(site).toContain("return 301 https://$host:4443$request_uri;");
      expect(site).toContain('ssl_certificate "/tls/cert.pem";');
      expect(site).toContain('ssl_certificate_key "/tls/key.pem";');
      expect(site).toContain('root "/acme";');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const mail = (id: string, messageId = `<${id}.smtp@cleverobotics.com>`) =>
  [
    `Message-ID: ${messageId}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Name: Topology Test",
    // nodemailer wraps quoted-printable text with soft line breaks ("=" at the end), splitting the id.
    `Reference: ${id.slice(0, 20)}=`,
    `${id.slice(20)}`,
    "",
  ].join("\r\n");

const outcome = (key: string, id: string): InquiryOutcome => ({
  key,
  address: "127.1.0.1",
  attempts: 1,
  status: 201,
  id,
  sentAtMs: 0,
});

describe("accounting for leads", () => {
  const id = "118b73b0-3862-4a72-aad0-d5fcec44656e";

  it("reads the reference across a soft line break, and the Message-ID", () => {
    expect(readMail(mail(id))).toEqual({ reference: id, messageId: `<${id}.smtp@cleverobotics.com>` });
  });

  const faults = [{ label: "app-1 killed", fromMs: 3000, toMs: 5000 }];
  const base = {
    acked: [outcome("k1", id)],
    outcomes: [outcome("k1", id)],
    rows: [{ key: "client:k1", id }],
    faults,
    waitedMs: 0,
  };

  it("passes one stored row and one mail per acknowledged inquiry", () => {
    const report = assess({ ...base, received: [{ reference: id, messageId: "<m>", atMs: 100 }] });
    expect(report).toMatchObject({ lost: [], duplicated: 0, delivered: 1, copies: 0, problems: [] });
  });

  it("counts a copy sent again after a fault cut its delivery short, with the same Message-ID", () => {
    const messageId = `<${id}.smtp@x>`;
    const received = [4900, 36_000].map((atMs) => ({ reference: id, messageId, atMs }));
    const report = assess({ ...base, received });
    expect(report).toMatchObject({ copies: 1, copiesByFault: { "app-1 killed": 1 }, problems: [] });
  });

  it("fails a copy with another Message-ID, or one no fault explains", () => {
    const changed = assess({
      ...base,
      received: [
        { reference: id, messageId: `<${id}.smtp@x>`, atMs: 4900 },
        { reference: id, messageId: `<${id}.smtp@y>`, atMs: 36_000 },
      ],
    });
    expect(changed.problems.join()).toMatch(/different Message-IDs/);
    const unexplained = assess({
      ...base,
      received: [8000, 9000].map((atMs) => ({ reference: id, messageId: `<${id}.smtp@x>`, atMs })),
    });
    expect(unexplained.problems.join()).toMatch(/no fault could have cut/);
  });

  it("fails an acknowledged inquiry that is not stored, stored under another id, or never mailed", () => {
    const report = assess({ ...base, rows: [{ key: "client:k1", id: "other" }], received: [] });
    expect(report.idMismatches).toBe(1);
    expect(report.undelivered).toEqual([id]);
    const lost = assess({ ...base, rows: [], received: [] });
    expect(lost.lost).toEqual(["k1"]);
  });
});
