import { describe, expect, it } from "vitest";
import { layoutChat, layoutFlow } from "../lib/illustration-layout";
import { documentTitle } from "../lib/seo";
import { sitePages } from "../site-paths";
import { aboutPage } from "./about";
import { articlesNamed, loadArticles } from "./articles.server";
import { caseStudies, caseStudiesNamed } from "./case-studies";
import { industryPages } from "./industry-pages";
import { infoPages } from "./info-pages";
import { isInquiryTopic } from "./inquiry-topics";
import { integrationsNamed } from "./integrations";
import { pageRegistry } from "./pages";
import { plansFitting } from "./pricing";
import { solutionPages } from "./solution-pages";

// The three page families built from content modules: every page has the sections its
// template needs, its references resolve, and its copy is its own.

const pageModules = new Map(sitePages().map((page) => [page.path, page.module]));
const staticPaths = new Set(pageRegistry.map((entry) => entry.path));
const slugPaths = new Set([
  ...caseStudies.map((study) => `/case-studies/${study.slug}`),
  ...loadArticles().map((article) => `/blog/${article.slug}`),
]);

/** Every `to` of a content object, however deep. */
function linkTargets(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkTargets);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "to" && typeof inner === "string" ? [inner] : linkTargets(inner),
    );
  }
  return [];
}

/** Words of the copy a page module holds: every string but paths, slugs and names of other content. */
const notCopy = new Set([
  "path",
  "to",
  "kind",
  "channel",
  "trade",
  "names",
  "slugs",
  "caseStudy",
  "articles",
  "id",
  "schemaType",
  "from",
]);
function copyWords(value: unknown): number {
  if (typeof value === "string") return value.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + copyWords(item), 0);
  if (value && typeof value === "object") {
    return Object.entries(value).reduce((sum, [key, inner]) => sum + (notCopy.has(key) ? 0 : copyWords(inner)), 0);
  }
  return 0;
}

function expectSiteLink(target: string) {
  if (target.startsWith("https://") || target.startsWith("mailto:") || target.startsWith("tel:")) return;
  const [path = "", query] = target.split("?");
  const route = path.split("#")[0] ?? "";
  expect(staticPaths.has(route) || slugPaths.has(route), `link to ${target}`).toBe(true);
  if (query) {
    const topic = new URLSearchParams(query).get("topic");
    expect(topic !== null && isInquiryTopic(topic), `topic of ${target}`).toBe(true);
  }
}

const families = [
  { name: "AI solution", list: solutionPages, file: "routes/ai-solution.tsx" },
  { name: "industry", list: industryPages, file: "routes/industry.tsx" },
  { name: "information", list: infoPages, file: "routes/info-page.tsx" },
] as const;

describe.each(families)("$name pages", ({ list, file }) => {
  it.each(list.map((page) => [page.path, page] as const))(
    "%s is a route of this template with head copy",
    (path, { head }) => {
      expect(pageModules.get(path)).toBe(file);
      // What search results show in full: 60 characters of title, 70 to 160 of description.
      expect(documentTitle(head.title).length).toBeLessThanOrEqual(60);
      expect(head.description.length).toBeGreaterThanOrEqual(70);
      expect(head.description.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(list.map((page) => [page.path, page] as const))(
    "%s has 300+ words of its own and links that exist",
    (_, page) => {
      expect(copyWords(page)).toBeGreaterThanOrEqual(300);
      const targets = linkTargets(page);
      for (const target of targets) expectSiteLink(target);
      expect(
        new Set(targets.filter((target) => target.startsWith("/") && !target.startsWith(page.path))).size,
      ).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(list.map((page) => [page.path, page] as const))("%s has an illustration that fits its frame", (_, page) => {
    const { illustration } = page;
    expect(illustration.alt.length).toBeGreaterThan(20);
    if (illustration.kind === "flow") {
      expect(illustration.steps.length).toBeGreaterThanOrEqual(3);
      expect(illustration.steps.length).toBeLessThanOrEqual(5);
      expect(() => layoutFlow(illustration)).not.toThrow();
    } else {
      expect(illustration.lines.length).toBeGreaterThanOrEqual(2);
      expect(illustration.lines.length).toBeLessThanOrEqual(6);
      expect(layoutChat(illustration).height).toBeLessThan(640);
    }
  });

  it("share no sentence between two pages", () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    const sentences = (value: unknown): string[] =>
      typeof value === "string"
        ? value.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.split(" ").length >= 8)
        : Array.isArray(value)
          ? value.flatMap(sentences)
          : value && typeof value === "object"
            ? Object.values(value).flatMap(sentences)
            : [];
    for (const page of list) {
      for (const sentence of new Set(sentences(page))) {
        const first = owner.get(sentence);
        if (first && first !== page.path) shared.push(`${first} and ${page.path}: ${sentence}`);
        owner.set(sentence, page.path);
      }
    }
    expect(shared).toEqual([]);
  });
});

describe("AI solution pages", () => {
  it.each(solutionPages.map((page) => [page.path, page] as const))(
    "%s has every section its template shows",
    (_, page) => {
      expect(page.hero.primary.to).toMatch(/^\/contact\?topic=/);
      expect(page.howItWorks.steps.length).toBeGreaterThanOrEqual(3);
      expect(page.howItWorks.steps.length).toBeLessThanOrEqual(5);
      expect(new Set(page.useCases.items.map((item) => item.trade))).toEqual(
        new Set(["Retail", "Wholesale", "Ecommerce"]),
      );
      expect(page.features.items.length).toBeGreaterThanOrEqual(4);
      expect(page.humanOnly.items.length).toBeGreaterThanOrEqual(3);
      expect(integrationsNamed(page.integrations.names).length).toBeGreaterThanOrEqual(3);
      expect(() => plansFitting(page.plans.fit)).not.toThrow();
      expect(caseStudiesNamed(page.related.caseStudy ? [page.related.caseStudy] : [])).toBeDefined();
      expect(articlesNamed(page.related.articles).length).toBeGreaterThanOrEqual(1);
      expect(page.faq.length).toBeGreaterThanOrEqual(4);
      expect(page.faq.length).toBeLessThanOrEqual(6);
    },
  );

  it.each(solutionPages.map((page) => [page.path, page] as const))(
    "%s lists the plans from the pricing content: some include it, and every dearer plan too",
    (_, page) => {
      const included = plansFitting(page.plans.fit).map((plan) => plan.included);
      if (page.plans.fit.kind === "quote") expect(included).not.toContain(true);
      else {
        expect(included).toContain(true);
        expect(included).toEqual(included.map((_, index) => index >= included.indexOf(true)));
      }
    },
  );

  it.each(solutionPages.map((page) => [page.path, page] as const))(
    "%s links to the case study and articles it names, a channel's case study being about that channel",
    (_, page) => {
      const { caseStudy, articles } = page.related;
      const studies = caseStudiesNamed(caseStudy ? [caseStudy] : []);
      expect(studies.map((study) => study.slug)).toEqual(caseStudy ? [caseStudy] : []);
      expect(articlesNamed(articles).map((article) => article.slug)).toEqual(articles);
      const { fit } = page.plans;
      if (fit.kind !== "channel") return;
      for (const study of studies) expect([study.slug, ...study.tags].join(" ")).toMatch(new RegExp(fit.channel, "i"));
    },
  );
});

describe("industry pages", () => {
  it.each(industryPages.map((page) => [page.path, page] as const))(
    "%s has every section its template shows",
    (_, page) => {
      expect(page.problems.items.length).toBeGreaterThanOrEqual(3);
      for (const problem of page.problems.items) expect(problem.links.length).toBeGreaterThanOrEqual(1);
      expect(page.day.before.length).toBeGreaterThanOrEqual(3);
      expect(page.day.after.map((moment) => moment.time)).toEqual(page.day.before.map((moment) => moment.time));
      expect(integrationsNamed(page.tools.names).length).toBeGreaterThanOrEqual(3);
      expect(caseStudiesNamed(page.caseStudies.slugs).length).toBeGreaterThanOrEqual(1);
      expect(page.faq.length).toBeGreaterThanOrEqual(4);
    },
  );

  it("puts our buyers' trades first, and goes deepest there", () => {
    const buyers = industryPages.slice(0, 3);
    const others = industryPages.slice(3);
    expect(buyers.map((page) => page.path)).toEqual([
      "/industries/retail",
      "/industries/ecommerce",
      "/industries/wholesale-retail",
    ]);
    const deepest = Math.max(...others.map(copyWords));
    for (const page of buyers) expect(copyWords(page)).toBeGreaterThan(deepest);
  });
});

describe("information pages", () => {
  it("give the whitepapers as guides with chapters, and the security page a way to report", () => {
    const whitepapers = infoPages.find((page) => page.path === "/whitepapers")!;
    const guides = whitepapers.blocks.filter((block) => block.kind === "guide");
    expect(guides.length).toBeGreaterThanOrEqual(2);
    for (const guide of guides) expect(guide.chapters.length).toBeGreaterThanOrEqual(3);
    const security = infoPages.find((page) => page.path === "/security")!;
    expect(JSON.stringify(security)).toMatch(/Security report/);
    expect(JSON.stringify(security)).toMatch(/72 hours/);
    expect(JSON.stringify(security)).toMatch(/Digital Personal Data Protection Act/);
  });

  it("show the five steps of the About page on /process, in its order", () => {
    const process = infoPages.find((page) => page.path === "/process")!;
    const steps = process.blocks.flatMap((block) => (block.kind === "steps" ? block.steps : []));
    const simplify = (label: string) => label.toLowerCase().replace(/&/g, "and");
    expect(steps.map((step) => simplify(step.label))).toEqual(
      aboutPage.advantage.steps.map((step) => simplify(step.label)),
    );
  });
});
