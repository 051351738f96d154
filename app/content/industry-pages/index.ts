/** The industry pages, one module each; /industries/<name> is served by routes/industry.tsx. Our buyers' trades first. */
import { familyModules, familyPagesFrom } from "../family-modules";
import { tamilIndustryPages } from "../ta/family-pages";
import type { IndustryPage } from "./types";

export const industryPages: readonly IndustryPage[] = familyPagesFrom<IndustryPage>(familyModules, "industry-pages");

/** An industry page by its path, in either language. */
export function findIndustryPage(path: string): IndustryPage | undefined {
  return [...industryPages, ...tamilIndustryPages].find((page) => page.path === path);
}
