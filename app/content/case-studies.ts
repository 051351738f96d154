/**
 * The case studies, with the list-field and lookup helpers the pages use. The stories are
 * app/content/case-studies/*.md, read and checked by case-studies.server.ts when this module
 * loads: import it in loaders and on the server only (the build refuses it in browser code).
 */
import { loadCaseStudies } from "./case-studies.server";
import type { CaseStudy, CaseStudyCategory, CaseStudySummary, ClientWordmark } from "./case-study-types";

export { type CaseStudy, type CaseStudyCategory, type CaseStudySummary, caseStudyCategories } from "./case-study-types";

/** Every case study, in catalogue order (by id). */
export const caseStudies: readonly CaseStudy[] = loadCaseStudies();

/** The list fields of a case study: what cards and the list page carry. */
export function caseStudySummary(study: CaseStudy): CaseStudySummary {
  const { id, slug, title, client, category, description, image, tags, results, duration, year } = study;
  return { id, slug, title, client, category, description, image, tags, results, duration, year };
}

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  if (slug === undefined) return undefined;
  return caseStudies.find((study) => study.slug === slug);
}

/** The case studies of one category, as list entries (feeds the service pages). */
export function caseStudiesByCategory(category: CaseStudyCategory): CaseStudySummary[] {
  return caseStudies.filter((study) => study.category === category).map(caseStudySummary);
}

/** The clients' wordmarks for the trust strip, each linking to its story. */
export function clientWordmarks(): ClientWordmark[] {
  return caseStudies.map((study) => ({ slug: study.slug, title: study.title, ...study.wordmark }));
}

/** The list entries of these slugs, in the given order; an unknown slug fails the build. */
export function caseStudiesNamed(slugs: readonly string[]): CaseStudySummary[] {
  return slugs.map((slug) => {
    const study = findCaseStudy(slug);
    if (!study) throw new Error(`No case study "${slug}" in app/content/case-studies`);
    return caseStudySummary(study);
  });
}
