import { describe, expect, it } from "vitest";
import {
  caseStudies,
  caseStudiesByCategory,
  caseStudyCategories,
  caseStudySummary,
  findCaseStudy,
} from "./case-studies";

describe("case studies", () => {
  it("each have a unique id and slug, a category from the list and a summary for the cards", () => {
    for (const key of ["id", "slug"] as const) {
      const values = caseStudies.map((study) => study[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const study of caseStudies) {
      expect(study.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(caseStudyCategories, study.slug).toContain(study.category);
      expect(study.title.length, study.slug).toBeGreaterThan(0);
      expect(study.client.length, study.slug).toBeGreaterThan(0);
      expect(study.description.length, study.slug).toBeGreaterThanOrEqual(40);
    }
  });

  it("fill every category tab the list page shows", () => {
    for (const category of caseStudyCategories)
      expect(caseStudiesByCategory(category).length, category).toBeGreaterThan(0);
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
    const listFields = [
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
    ].sort();
    for (const study of caseStudies)
      expect(Object.keys(caseStudySummary(study)).sort(), study.slug).toEqual(listFields);
  });

  it("are found by slug and by category", () => {
    for (const study of caseStudies) expect(findCaseStudy(study.slug), study.slug).toBe(study);
    expect(findCaseStudy("nope")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
    for (const category of caseStudyCategories) {
      expect(caseStudiesByCategory(category), category).toEqual(
        caseStudies.filter((study) => study.category === category).map(caseStudySummary),
      );
    }
  });
});
