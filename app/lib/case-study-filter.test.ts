import { describe, expect, it } from "vitest";
import { categoryFromSearch, filterCaseStudies, searchForCategory } from "./case-study-filter";

const studies = [
  { slug: "a", category: "Healthcare Technology" },
  { slug: "b", category: "AI Automation" },
  { slug: "c", category: "Mobile App Development" },
  { slug: "d", category: "Mobile App Development" },
];

describe("case-study filter", () => {
  it("reads the category from the address and falls back to All", () => {
    expect(categoryFromSearch(new URLSearchParams("category=AI+Automation"))).toBe("AI Automation");
    expect(categoryFromSearch(new URLSearchParams("category=Mobile%20App%20Development"))).toBe(
      "Mobile App Development",
    );
    expect(categoryFromSearch(new URLSearchParams("category=ai automation"))).toBe("All");
    expect(categoryFromSearch(new URLSearchParams(""))).toBe("All");
    expect(categoryFromSearch(null)).toBe("All");
  });

  it("writes a shareable query that reads back to the same tab", () => {
    expect(searchForCategory("All")).toBe("");
    const search = searchForCategory("Healthcare Technology");
    expect(search).toBe("?category=Healthcare+Technology");
    expect(categoryFromSearch(new URLSearchParams(search))).toBe("Healthcare Technology");
  });

  it("keeps only the chosen category", () => {
    expect(filterCaseStudies(studies, "All")).toHaveLength(4);
    expect(filterCaseStudies(studies, "Mobile App Development").map((s) => s.slug)).toEqual(["c", "d"]);
  });
});
