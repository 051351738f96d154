/** The AI solution pages, one module each; /ai-solutions/<name> is served by routes/ai-solution.tsx. */
import { familyModules, familyPagesFrom } from "../family-modules";
import { tamilSolutionPages } from "../ta/family-pages";
import type { SolutionPage } from "./types";

export const solutionPages: readonly SolutionPage[] = familyPagesFrom<SolutionPage>(familyModules, "solution-pages");

/** A solution page by its path, in either language. */
export function findSolutionPage(path: string): SolutionPage | undefined {
  return [...solutionPages, ...tamilSolutionPages].find((page) => page.path === path);
}
