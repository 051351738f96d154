import { describe, expect, it } from "vitest";
import { caseStudies, caseStudiesByCategory, caseStudySummary, findCaseStudy } from "./case-studies";

describe("case studies", () => {
  it("are the six stories with their categories", () => {
    expect(caseStudies.map((study) => [study.slug, study.category])).toEqual([
      ["ai-powered-healthcare-platform", "Healthcare Technology"],
      ["whatsapp-bot-ai-dashboard", "AI Automation"],
      ["hey-valet-smart-parking-app", "Mobile App Development"],
      ["justpadel-mobile-app", "Mobile App Development"],
      ["ethnichealthcare-web-application", "Healthcare Technology"],
      ["instagram-ai-bot-ecommerce", "AI Automation"],
    ]);
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(6);
  });

  it("each have three results named in camelCase, a full story and a testimonial", () => {
    for (const study of caseStudies) {
      const names = Object.keys(study.results);
      expect(names, study.slug).toHaveLength(3);
      for (const name of names) expect(name, study.slug).toMatch(/^[a-z]+(?:[A-Z][a-z]*)*$/);
      expect(study.tags.length, study.slug).toBeGreaterThanOrEqual(2);
      for (const part of [study.challenge, study.solution, study.impact])
        expect(part.length, study.slug).toBeGreaterThan(0);
      expect(study.technologies.length, study.slug).toBeGreaterThan(2);
      expect(study.testimonial.quote.length, study.slug).toBeGreaterThan(40);
      expect(study.gallery.length, study.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("each have a short description for the head and a revision date after the project year", () => {
    for (const study of caseStudies) {
      expect(study.metaDescription.length, study.slug).toBeGreaterThanOrEqual(70);
      expect(study.metaDescription.length, study.slug).toBeLessThanOrEqual(160);
      expect(study.updated, study.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(study.updated.slice(0, 4)), study.slug).toBeGreaterThanOrEqual(study.year);
    }
  });

  it("give the list view only the list fields", () => {
    const study = caseStudies[0]!;
    expect(Object.keys(caseStudySummary(study)).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "client",
        "category",
        "description",
        "image",
        "tags",
        "results",
        "duration",
        "year",
      ].sort(),
    );
  });

  it("are found by slug and by category", () => {
    expect(findCaseStudy("justpadel-mobile-app")?.client).toBe("JustPadel");
    expect(findCaseStudy("nope")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
    expect(caseStudiesByCategory("Mobile App Development").map((study) => study.slug)).toEqual([
      "hey-valet-smart-parking-app",
      "justpadel-mobile-app",
    ]);
    expect(caseStudiesByCategory("Healthcare Technology")).toHaveLength(2);
  });
});
