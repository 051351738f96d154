import { describe, expect, it } from "vitest";
import { home } from "./home";
import { privacyPolicy, termsOfService } from "./legal";
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
  it("has the nine service cards with their badges and the WhatsApp card linking to its solution", () => {
    expect(servicesOverview.hero.headline).toBe("Technology Services That Drive Growth");
    expect(servicesOverview.cards.map((card) => [card.title, card.badge ?? null])).toEqual([
      ["Agentic AI Automation", "Most Popular"],
      ["WhatsApp CRM & Automation", "Trending"],
      ["AI Agent Development", "New"],
      ["Custom Bot Development", null],
      ["Web Applications", null],
      ["Mobile Applications", null],
      ["Custom Software Development", null],
      ["RPA", null],
      ["Agile Coaching", null],
    ]);
    expect(servicesOverview.cards[1]?.link?.to).toBe("/ai-solutions/whatsapp");
    expect(servicesOverview.whyChoose.items.map((item) => item.title)).toEqual([
      "Faster time to market",
      "Scalable architecture",
      "Security first",
      "24/7 Support",
    ]);
  });

  it("sends the AI automation page's second button to /ai-agents and the others to #services", () => {
    for (const [slug, page] of Object.entries(servicePages)) {
      expect(page.hero.secondary?.to, slug).toBe(slug === "ai-automation" ? "/ai-agents" : "#services");
      expect(page.closing.secondary, slug).toEqual({ label: "Learn More About Our Expertise", to: "/about" });
    }
    expect(servicePages["ai-automation"].hero.secondary?.label).toBe("Explore AI Solutions");
  });

  it("has the agile methods, steps and three testimonials", () => {
    expect(agileCoaching.methodologies.items.map((item) => item.name)).toEqual(["Scrum", "Kanban", "SAFe", "Lean"]);
    expect(agileCoaching.outcomes.items).toHaveLength(6);
    expect(agileCoaching.approach.steps.map((step) => step.label)).toEqual([
      "Assessment",
      "Strategy",
      "Implementation",
      "Sustain",
    ]);
    expect(agileCoaching.testimonials.items).toHaveLength(3);
  });

  it("has the product tabs in order, the savings rows and six FAQs", () => {
    expect(salesManagement.tabs.items.map((tab) => tab.id)).toEqual([
      "dashboard",
      "analytics",
      "orders",
      "products",
      "communication",
    ]);
    expect(smartAiWhatsapp.features.tabs.map((tab) => tab.id)).toEqual([
      "website-learning",
      "smart-scheduling",
      "auto-responses",
      "human-first",
    ]);
    expect(smartAiWhatsapp.savings.rows.map((row) => [row.before, row.after])).toEqual([
      ["8 hours/day", "2 hours/day"],
      ["15 minutes", "under 1 minute"],
      ["$5,000/month", "$1,500/month"],
      ["72%", "95%"],
    ]);
    expect(smartAiWhatsapp.faq).toHaveLength(6);
    expect(smartAiWhatsapp.hero.chat.some((message) => /free .*over \$50/i.test(message.text))).toBe(true);
    expect(smartAiWhatsapp.hero.notes).toEqual(["No credit card required", "Cancel at any time"]);
  });

  it("prices the plans in rupees, yearly at ten times monthly", () => {
    expect(plans.map((plan) => [plan.name, plan.monthlyPrice, plan.yearlyPrice])).toEqual([
      ["Starter", 15999, 159990],
      ["Pro", 39999, 399990],
      ["Premium", 79999, 799990],
    ]);
  });
});

describe("legal documents", () => {
  it("have 16 (privacy) and 17 (terms) sections, effective January 1, 2025, with unique anchors", () => {
    expect(privacyPolicy.sections).toHaveLength(16);
    expect(termsOfService.sections).toHaveLength(17);
    for (const document of [privacyPolicy, termsOfService]) {
      expect(document.effectiveDate).toBe("2025-01-01");
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(termsOfService.sections[9]?.title).toMatch(/Indemnif/);
    expect(JSON.stringify(termsOfService)).toContain("{jurisdiction}");
    expect(JSON.stringify(privacyPolicy)).toMatch(/72 hours/);
  });
});
