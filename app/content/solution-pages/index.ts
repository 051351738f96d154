/** The AI solution pages, one module each; /ai-solutions/<name> is served by routes/ai-solution.tsx. */
import { familyModules, familyPagesFrom } from "../family-modules";
import type { SolutionPage } from "./types";

export const solutionPages: readonly SolutionPage[] = familyPagesFrom<SolutionPage>(familyModules, "solution-pages");

export function findSolutionPage(path: string): SolutionPage | undefined {
  return solutionPages.find((page) => page.path === path);
}
