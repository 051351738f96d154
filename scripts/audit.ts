import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { NOT_FOUND_PATH } from "../app/site-paths";
import { renderWholePage } from "../e2e/helpers";
import {
  auditBudgets,
  auditMarkdown,
  budgetFailures,
  type LighthouseFigures,
  lighthouseShortfalls,
  type RouteAudit,
} from "./audit-report";
import { serveBuild } from "./serve-build";
import { builtPages } from "./site-crawl";
import { measurePages } from "./size-report";

/**
 * The audit benchmark: builds and serves the site, then runs Lighthouse (mobile
 * preset, the system Chromium; median of three runs) and axe-core (light and dark) on every
 * prerendered route, and writes reports/audit.md and reports/audit.json. Exits 1 naming each
 * route and figure outside the budgets of audit-report.ts.
 *
 *   npm run audit                         every route, three Lighthouse runs each
 *   npm run audit -- --quick              a few routes, one run (three when it misses), no performance gate (npm test)
 *   npm run audit -- --routes /,/blog --runs 1
 */
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Routes of the quick audit: one of each kind of page, and a Tamil one. */
const quickRoutes = ["/", "/blog/rpa-vs-genai-business-guide", "/case-studies", "/contact", "/pricing", "/ta/pricing"];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run; a run that fails to record (NO_NAVSTART and the like, under load) is retried twice. */
async function lighthouseRun(url: string, port: number) {
  let lastError = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse failed three times on ${url}: ${lastError}`);
}

type LighthouseResult = Awaited<ReturnType<typeof lighthouseRun>>;

const judgedCategories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The audits that cost a run points outside performance (and SEO on a noindex page), with the elements they name. */
function lostPoints(lhr: LighthouseResult, noindex: boolean): string[] {
  return judgedCategories
    .filter((id) => id !== "performance" && !(noindex && id === "seo"))
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
    .filter((id, index, ids) => ids.indexOf(id) === index)
    .map((id) => {
      const items = (lhr.audits[id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items;
      const nodes = (items ?? []).map((item) => item.node?.selector).filter(Boolean);
      return nodes.length ? `${id} (${nodes.join("; ")})` : id;
    });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The figures of several runs: each category's median score, and the timings of the median run. */
function lighthouseFigures(results: LighthouseResult[]): LighthouseFigures {
  const medianRun = computeMedianRun(results);
  const categoryScore = (id: (typeof judgedCategories)[number]) =>
    median(results.map((lhr) => score(lhr.categories[id]?.score)));
  return {
    performance: categoryScore("performance"),
    accessibility: categoryScore("accessibility"),
    bestPractices: categoryScore("best-practices"),
    seo: categoryScore("seo"),
    lcpMs: medianRun.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: medianRun.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: Math.round((medianRun.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
  };
}

/**
 * Lighthouse's figures for a route over `runs` runs. A single run outside the budgets is joined
 * by two more and judged on the median of three, as the full audit always is; every run that
 * lost points says which audits and elements cost them.
 */
async function lighthouseRuns(
  route: string,
  url: string,
  port: number,
  { runs, gatePerformance, noindex }: { runs: number; gatePerformance: boolean; noindex: boolean },
): Promise<LighthouseFigures> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url, port));
  if (results.length === 1 && lighthouseShortfalls(lighthouseFigures(results), { gatePerformance, noindex }).length) {
    for (let run = 0; run < 2; run++) results.push(await lighthouseRun(url, port));
  }
  results.forEach((lhr, run) => {
    const lost = lostPoints(lhr, noindex);
    if (lost.length) console.log(`  ${route}, run ${run + 1} of ${results.length}, lost points on: ${lost.join(", ")}`);
  });
  return lighthouseFigures(results);
}

async function axeViolations(baseUrl: string, route: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  try {
    const rules: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ colorScheme, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(baseUrl + route);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Sections far from the screen are not styled until they near it; axe's colour checks
      // would read the defaults there (black text on the section's background).
      await renderWholePage(page);
      const result = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      rules.push(...result.violations.map((violation) => `${violation.id} (${colorScheme})`));
      await context.close();
    }
    return rules;
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      quick: { type: "boolean", default: false },
      routes: { type: "string" },
      runs: { type: "string" },
      "skip-build": { type: "boolean", default: process.env.SKIP_BUILD === "1" },
      out: { type: "string" },
    },
  });
  const runs = Number(values.runs ?? (values.quick ? 1 : 3));
  if (!values["skip-build"]) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

  const pages = await builtPages(clientDir);
  const allRoutes = [...pages.keys()].sort();
  const routes = values.routes ? values.routes.split(",") : values.quick ? quickRoutes : allRoutes;
  const weights = new Map((await measurePages(clientDir)).map((weight) => [weight.path, weight]));

  const server = await serveBuild(clientDir, root);
  const { baseUrl } = server;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });

  const audits: RouteAudit[] = [];
  try {
    for (const route of routes) {
      const weight = weights.get(route);
      const html = await readFile(pages.get(route) ?? "", "utf8").catch(() => "");
      const measured = {
        route,
        noindex: /<meta name="robots" content="noindex/.test(html),
        initialJsKb: Math.round(((weight?.jsBytes ?? 0) / 1024) * 10) / 10,
        cssKb: Math.round(((weight?.cssBytes ?? 0) / 1024) * 10) / 10,
      };
      const figures =
        route === NOT_FOUND_PATH
          ? null
          : await lighthouseRuns(route, baseUrl + route, chrome.port, {
              runs,
              gatePerformance: !values.quick,
              noindex: measured.noindex,
            });
      const axeRules = await axeViolations(baseUrl, route);
      const audit: RouteAudit = {
        ...measured,
        lighthouse: figures,
        axeViolations: axeRules.length,
        axeRules,
      };
      audits.push(audit);
      const lh = audit.lighthouse;
      console.log(
        lh
          ? `${route}: ${lh.performance}/${lh.accessibility}/${lh.bestPractices}/${lh.seo}, LCP ${Math.round(lh.lcpMs)} ms, CLS ${lh.cls}, axe ${audit.axeViolations}`
          : `${route}: Lighthouse n/a (status 404), axe ${audit.axeViolations}`,
      );
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const failures = budgetFailures(audits, { gatePerformance: !values.quick });
  // The quick check of `npm test` must not overwrite the committed full report.
  const outDir = path.resolve(root, values.out ?? (values.quick ? "test-results/audit-quick" : "reports"));
  await mkdir(outDir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  await writeFile(
    path.join(outDir, "audit.json"),
    `${JSON.stringify({ date, runs, budgets: auditBudgets, audits, failures }, null, 2)}\n`,
  );
  await writeFile(path.join(outDir, "audit.md"), auditMarkdown(audits, { runs, date, failures }));
  if (failures.length) {
    console.error(`\nOutside the budgets:\n${failures.map((failure) => `  ${failure}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`\n${audits.length} routes within the budgets. Report: ${path.relative(root, outDir)}/audit.md`);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main();
