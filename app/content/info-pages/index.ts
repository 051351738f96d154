/** The information pages, one module each; they are served by routes/info-page.tsx. */
import { page as howWeWork } from "./how-we-work";
import { page as process } from "./process";
import { page as resources } from "./resources";
import { page as security } from "./security";
import { page as solutions } from "./solutions";
import type { InfoPage } from "./types";
import { page as whitepapers } from "./whitepapers";

export type { InfoPage } from "./types";

export const infoPages: readonly InfoPage[] = [solutions, process, howWeWork, security, resources, whitepapers];

export function findInfoPage(path: string): InfoPage | undefined {
  return infoPages.find((page) => page.path === path);
}
