import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPolicy, inlineScriptHashes, pagePolicy, readBuildSecurity } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  it("hashes a page's inline scripts, not its external scripts or JSON-LD", () => {
    const html = [
      "<script>document.documentElement.classList.add('dark')</script>",
      '<script type="module" async="">import "/assets/entry.js";</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>document.documentElement.classList.add('dark')</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("document.documentElement.classList.add('dark')"),
      sha('import "/assets/entry.js";'),
    ]);
  });

  it("allows scripts only from our origin and the page's hashes, never unsafe-inline", () => {
    const policy = pagePolicy({ connectOrigins: [], scriptOrigins: [] }, ["'sha256-abc'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(apiPolicy).toContain("default-src 'none'");
  });

  it("names the analytics and error-report origins only when the build uses them", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "csp-"));
    await mkdir(path.join(dir, "blog"), { recursive: true });
    await writeFile(path.join(dir, "blog/index.html"), "<script>1</script>");
    const plain = await readBuildSecurity(dir, { analyticsId: null, errorReportUrl: null });
    expect(plain).toEqual({ scriptHashes: { "blog/index.html": [sha("1")] }, connectOrigins: [], scriptOrigins: [] });
    const tracked = await readBuildSecurity(dir, {
      analyticsId: "G-TEST123",
      errorReportUrl: "https://errors.example.com/report",
    });
    expect(tracked.scriptOrigins).toEqual(["https://www.googletagmanager.com"]);
    expect(tracked.connectOrigins).toContain("https://www.google-analytics.com");
    expect(tracked.connectOrigins).toContain("https://errors.example.com");
    expect(pagePolicy(tracked, [])).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});
