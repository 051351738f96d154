import { budgets } from "./size-report";

/** The audit's budgets and its reports; scripts/audit.ts gathers the figures. */
export const auditBudgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  axeViolations: 0,
  initialJsKb: budgets.initialJs / 1024,
  cssKb: budgets.css / 1024,
};

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface RouteAudit {
  route: string;
  /** Kept out of search indexes on purpose (the pages reached after a form post): SEO is not judged. */
  noindex?: boolean;
  /** Null for the 404 page: Lighthouse refuses to audit a page answered with status 404. */
  lighthouse: LighthouseFigures | null;
  initialJsKb: number;
  cssKb: number;
  axeViolations: number;
  /** axe rule ids that failed, with the theme. */
  axeRules: string[];
}

/** Lighthouse's figures outside their budgets, as "figure value (budget)". */
export function lighthouseShortfalls(
  lh: LighthouseFigures,
  { gatePerformance = true, noindex = false } = {},
): string[] {
  const shortfalls: string[] = [];
  const check = (ok: boolean, text: string) => {
    if (!ok) shortfalls.push(text);
  };
  if (gatePerformance) {
    check(lh.performance >= auditBudgets.performance, `performance ${lh.performance} (≥ ${auditBudgets.performance})`);
  }
  check(lh.accessibility >= auditBudgets.accessibility, `accessibility ${lh.accessibility} (100)`);
  check(lh.bestPractices >= auditBudgets.bestPractices, `best practices ${lh.bestPractices} (100)`);
  if (!noindex) check(lh.seo >= auditBudgets.seo, `SEO ${lh.seo} (100)`);
  check(lh.cls <= auditBudgets.cls, `CLS ${lh.cls} (0)`);
  return shortfalls;
}

/** Every figure outside its budget, as "route: figure value (budget)". */
export function budgetFailures(audits: readonly RouteAudit[], { gatePerformance = true } = {}): string[] {
  const failures: string[] = [];
  for (const audit of audits) {
    const check = (ok: boolean, text: string) => {
      if (!ok) failures.push(`${audit.route}: ${text}`);
    };
    const lighthouse = audit.lighthouse
      ? lighthouseShortfalls(audit.lighthouse, { gatePerformance, noindex: audit.noindex })
      : [];
    failures.push(...lighthouse.map((shortfall) => `${audit.route}: ${shortfall}`));
    check(audit.axeViolations === 0, `axe violations ${audit.axeRules.join(", ")} (none)`);
    check(
      audit.initialJsKb <= auditBudgets.initialJsKb,
      `initial JS ${audit.initialJsKb} KB (≤ ${auditBudgets.initialJsKb})`,
    );
    check(audit.cssKb <= auditBudgets.cssKb, `CSS ${audit.cssKb} KB (≤ ${auditBudgets.cssKb})`);
  }
  return failures;
}

export function auditMarkdown(audits: readonly RouteAudit[], meta: { runs: number; date: string; failures: string[] }) {
  const rows = audits.map((a) =>
    [
      a.route,
      ...(a.lighthouse
        ? [
            a.lighthouse.performance,
            a.lighthouse.accessibility,
            a.lighthouse.bestPractices,
            a.noindex ? `${a.lighthouse.seo} (noindex)` : a.lighthouse.seo,
            Math.round(a.lighthouse.lcpMs),
            Math.round(a.lighthouse.tbtMs),
            a.lighthouse.cls,
          ]
        : ["n/a (status 404)", "", "", "", "", "", ""]),
      a.initialJsKb,
      a.cssKb,
      a.axeViolations,
    ].join(" | "),
  );
  return [
    "# Site audit",
    "",
    `Lighthouse 12 (mobile preset, simulated throttling, median of ${meta.runs} run${meta.runs === 1 ? "" : "s"}) and axe-core (light and dark theme) on every route, ${meta.date}. Command: \`npm run audit\`.`,
    `Budgets: performance ≥ ${auditBudgets.performance}, accessibility, best practices and SEO 100, CLS 0, no axe violations, JavaScript without interaction ≤ ${auditBudgets.initialJsKb} KB and CSS ≤ ${auditBudgets.cssKb} KB gzip.`,
    "The 404 page answers with status 404, which Lighthouse refuses to audit; it is checked by axe and the size budgets only. Pages kept out of search indexes on purpose (noindex) are not judged on SEO.",
    "",
    "| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | initial JS KB | CSS KB | axe violations |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row} |`),
    "",
    meta.failures.length
      ? `## Outside the budgets\n\n${meta.failures.map((f) => `- ${f}`).join("\n")}`
      : "Every route is within the budgets.",
    "",
  ].join("\n");
}
