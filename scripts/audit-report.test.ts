import { describe, expect, it } from "vitest";
import { auditMarkdown, budgetFailures, lighthouseShortfalls, type RouteAudit } from "./audit-report";

const good: RouteAudit = {
  route: "/",
  lighthouse: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 20, cls: 0 },
  initialJsKb: 4.2,
  cssKb: 10.8,
  axeViolations: 0,
  axeRules: [],
};

describe("audit budgets", () => {
  it("pass a route within every budget, and the 404 page without Lighthouse figures", () => {
    expect(budgetFailures([good, { ...good, route: "/404", lighthouse: null }])).toEqual([]);
  });

  it("do not judge SEO on pages kept out of the index on purpose", () => {
    const sent: RouteAudit = {
      ...good,
      route: "/contact/sent",
      noindex: true,
      lighthouse: { ...good.lighthouse!, seo: 63 },
    };
    expect(budgetFailures([sent])).toEqual([]);
    expect(budgetFailures([{ ...sent, noindex: false }])).toEqual(["/contact/sent: SEO 63 (100)"]);
  });

  it("name the route and the figure that misses", () => {
    const slow: RouteAudit = {
      ...good,
      route: "/blog",
      lighthouse: { ...good.lighthouse!, performance: 96, seo: 92, cls: 0.02 },
      axeViolations: 1,
      axeRules: ["color-contrast (dark)"],
      initialJsKb: 16,
    };
    expect(budgetFailures([slow])).toEqual([
      "/blog: performance 96 (≥ 98)",
      "/blog: SEO 92 (100)",
      "/blog: CLS 0.02 (0)",
      "/blog: axe violations color-contrast (dark) (none)",
      "/blog: initial JS 16 KB (≤ 15)",
    ]);
    // The quick check in npm test leaves timing-dependent performance out.
    expect(budgetFailures([slow], { gatePerformance: false })).not.toContain("/blog: performance 96 (≥ 98)");
  });

  it("tell which of Lighthouse's figures miss, which decides whether a quick run is run again", () => {
    const figures = { ...good.lighthouse!, accessibility: 96 };
    expect(lighthouseShortfalls(good.lighthouse!)).toEqual([]);
    expect(lighthouseShortfalls(figures)).toEqual(["accessibility 96 (100)"]);
    expect(
      lighthouseShortfalls({ ...figures, performance: 90, seo: 80 }, { gatePerformance: false, noindex: true }),
    ).toEqual(["accessibility 96 (100)"]);
  });

  it("writes a table with one row per route and lists what misses", () => {
    const markdown = auditMarkdown([good, { ...good, route: "/404", lighthouse: null }], {
      runs: 3,
      date: "2026-11-21",
      failures: [],
    });
    expect(markdown).toContain(
      "| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | initial JS KB | CSS KB | axe violations |",
    );
    expect(markdown).toContain("| / | 99 | 100 | 100 | 100 | 1500 | 20 | 0 | 4.2 | 10.8 | 0 |");
    expect(markdown).toContain("| /404 | n/a (status 404) |");
    expect(markdown).toContain("Every route is within the budgets.");
  });
});
