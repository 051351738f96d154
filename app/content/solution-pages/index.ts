/** The AI solution pages, one module each; /ai-solutions/<name> is served by routes/ai-solution.tsx. */
import { page as bookingAgent } from "./booking-agent";
import { page as fbMessenger } from "./fb-messenger";
import { page as instagram } from "./instagram";
import { page as leadAgent } from "./lead-agent";
import { page as salesAgent } from "./sales-agent";
import { page as supportAgent } from "./support-agent";
import type { SolutionPage } from "./types";
import { page as voice } from "./voice";
import { page as web } from "./web";
import { page as whatsapp } from "./whatsapp";

export const solutionPages: readonly SolutionPage[] = [
  whatsapp,
  instagram,
  fbMessenger,
  web,
  voice,
  supportAgent,
  salesAgent,
  bookingAgent,
  leadAgent,
];

export function findSolutionPage(path: string): SolutionPage | undefined {
  return solutionPages.find((page) => page.path === path);
}
