import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LegalDocumentView, type LegalValues } from "../components/sections/LegalDocumentView";
import { home } from "./home";
import { privacyPolicy, termsOfService } from "./legal";
import { pageRegistry } from "./pages";
import { plans } from "./pricing";
import { salesManagement, smartAiWhatsapp } from "./products";
import { agileCoaching, servicePages, servicesOverview } from "./services";

const values = (figures: readonly { value: string }[]) => figures.map((figure) => figure.value);

describe("the headline figures", () => {
  it("are on every service page, three each, in order", () => {
    expect(
      Object.fromEntries(Object.entries(servicePages).map(([slug, page]) => [slug, values(page.hero.figures)])),
    ).toEqual({
      "ai-automation": ["500+", "75%", "24/7"],
      "web-applications": ["100+", "99.9%", "24/7"],
      "mobile-applications": ["50+", "95%", "24/7"],
      "front-end": ["200+", "98%", "100%"],
      "back-end": ["99.9%", "1M+", "50ms"],
      "custom-software-development": ["150+", "99%", "10+"],
      rpa: ["80%", "95%", "6 months"],
    });
  });

  it("are on the home, agile and product pages", () => {
    expect(values(home.hero.figures ?? [])).toEqual(["10+", "50+", "25+", "5+"]);
    expect(values(home.impact.figures)).toEqual(["500+", "75%", "95%"]);
    expect(values(agileCoaching.hero.figures ?? [])).toEqual(["236+", "40%", "20 years"]);
    expect(values(salesManagement.benefits.stats)).toEqual(["500+", "85%", "95%", "3x", "60%", "40%"]);
    expect(salesManagement.dashboard.goals.map((goal) => goal.progress)).toEqual([0.3, 9.4, 91.8, 126]);
    expect(smartAiWhatsapp.benefits.items.map((item) => item.figure.value)).toEqual([
      "2 minutes",
      "70%",
      "90%",
      "24/7",
    ]);
  });
});

describe("page structure", () => {
  const staticPaths = new Set(pageRegistry.map((entry) => entry.path));
  /** A link resolves to a route of the site, or to a section of its own page (the section's key is its id). */
  const expectResolves = (target: string, page: object, where: string) => {
    if (target.startsWith("#")) expect(Object.keys(page), `${where}: ${target}`).toContain(target.slice(1));
    else expect(staticPaths.has(target), `${where}: ${target}`).toBe(true);
  };
  const expectUnique = <T>(where: string, items: readonly T[], name: (item: T) => string) => {
    const names = items.map(name);
    expect(new Set(names).size, `${where}: ${names.join(", ")}`).toBe(names.length);
  };

  it("gives each service card its own title, a page that exists and a badge no other card has", () => {
    expectUnique("card titles", servicesOverview.cards, (card) => card.title);
    for (const card of servicesOverview.cards) {
      expect(card.link, card.title).toBeDefined();
      expectResolves(card.link?.to ?? "", servicesOverview, card.title);
    }
    expectUnique(
      "badges",
      servicesOverview.cards.filter((card) => card.badge),
      (card) => card.badge ?? "",
    );
    expectUnique("why-choose titles", servicesOverview.whyChoose.items, (item) => item.title);
  });

  it("sends every service page's buttons to a page that exists or to a section of the page", () => {
    for (const [slug, page] of [...Object.entries(servicePages), ["agile-coaching", agileCoaching] as const]) {
      for (const action of [page.hero.primary, page.hero.secondary, page.closing.primary, page.closing.secondary]) {
        if (action) expectResolves(action.to, page, slug);
      }
    }
  });

  it("numbers the agile approach steps in order and names each method and outcome once", () => {
    expect(agileCoaching.approach.steps.map((step) => step.step)).toEqual(
      agileCoaching.approach.steps.map((_, index) => index + 1),
    );
    expectUnique("approach steps", agileCoaching.approach.steps, (step) => step.label);
    expectUnique("methods", agileCoaching.methodologies.items, (item) => item.name);
    expectUnique("outcomes", agileCoaching.outcomes.items, (item) => item.title);
    expect(agileCoaching.testimonials.items.length).toBeGreaterThanOrEqual(1);
  });

  it("gives each product tab its own id and its own picture, and each FAQ question once", () => {
    expectUnique("sales tabs", salesManagement.tabs.items, (tab) => tab.id);
    expectUnique("chatbot tabs", smartAiWhatsapp.features.tabs, (tab) => tab.id);
    expectUnique("chatbot tab pictures", smartAiWhatsapp.features.tabs, (tab) => tab.visual.src);
    for (const row of smartAiWhatsapp.savings.rows) expect(row.after, row.label).not.toBe(row.before);
    expectUnique("FAQ questions", smartAiWhatsapp.faq, (item) => item.question);
    expect(new Set(smartAiWhatsapp.hero.chat.map((message) => message.from))).toEqual(new Set(["customer", "bot"]));
  });

  it("prices the plans in rising order, yearly at ten times monthly, with one marked popular", () => {
    for (const plan of plans) expect(plan.yearlyPrice, plan.name).toBe(plan.monthlyPrice * 10);
    for (const [cheaper, dearer] of plans.slice(0, -1).map((plan, index) => [plan, plans[index + 1]!] as const)) {
      expect(dearer.monthlyPrice, dearer.name).toBeGreaterThan(cheaper.monthlyPrice);
    }
    expect(plans.filter((plan) => plan.popular)).toHaveLength(1);
  });
});

describe("legal documents", () => {
  const values: LegalValues = {
    email: "email@example.test",
    phone: "+91 00000 00000",
    legalEmail: "legal@example.test",
    supportEmail: "support@example.test",
    jurisdiction: "Jurisdiction City",
  };

  it.each([privacyPolicy, termsOfService])(
    "$title has an ISO effective date, unique anchors and only known {tokens}",
    (document) => {
      expect(document.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(document.effectiveDate))).toBe(false);
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of document.sections) expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
      const html = renderToStaticMarkup(createElement(LegalDocumentView, { document, values }));
      expect(html).not.toMatch(/\{\w+\}/);
    },
  );
});
