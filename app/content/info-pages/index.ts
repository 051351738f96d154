/** The information pages, one module each; they are served by routes/info-page.tsx. */
import { familyModules, familyPagesFrom } from "../family-modules";
import type { InfoPage } from "./types";

export type { InfoPage } from "./types";

export const infoPages: readonly InfoPage[] = familyPagesFrom<InfoPage>(familyModules, "info-pages");

export function findInfoPage(path: string): InfoPage | undefined {
  return infoPages.find((page) => page.path === path);
}
