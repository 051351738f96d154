/** The industry pages, one module each; /industries/<name> is served by routes/industry.tsx. Our buyers' trades first. */
import { familyModules, familyPagesFrom } from "../family-modules";
import type { IndustryPage } from "./types";

export const industryPages: readonly IndustryPage[] = familyPagesFrom<IndustryPage>(familyModules, "industry-pages");

export function findIndustryPage(path: string): IndustryPage | undefined {
  return industryPages.find((page) => page.path === path);
}
