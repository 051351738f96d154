import { type CaseStudyCategory, caseStudyCategories } from "~/content/case-study-types";

export const ALL_CASE_STUDIES = "All";

export type CaseStudyFilter = CaseStudyCategory | typeof ALL_CASE_STUDIES;

/** The filter named by the address's ?category=; anything unknown shows all. */
export function categoryFromSearch(search: URLSearchParams | null): CaseStudyFilter {
  const requested = search?.get("category");
  return caseStudyCategories.find((category) => category === requested) ?? ALL_CASE_STUDIES;
}

/** The address's query for a filter tab: none for All, so the canonical list stays at /case-studies. */
export function searchForCategory(category: CaseStudyFilter): string {
  return category === ALL_CASE_STUDIES ? "" : `?${new URLSearchParams({ category })}`;
}

export function filterCaseStudies<T extends { category: string }>(studies: readonly T[], filter: CaseStudyFilter): T[] {
  return filter === ALL_CASE_STUDIES ? [...studies] : studies.filter((study) => study.category === filter);
}

/** "1 case study", "4 case studies". */
export function caseStudyCount(count: number): string {
  return `${count} case stud${count === 1 ? "y" : "ies"}`;
}
