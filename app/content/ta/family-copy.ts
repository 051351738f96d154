/** Tamil of the headings the page families share (app/content/family-copy.ts). */
import type {
  industryFamilyCopy as englishIndustryFamilyCopy,
  solutionFamilyCopy as englishSolutionFamilyCopy,
} from "../family-copy";
import type { Translation } from "./translation";

export const solutionFamilyCopy = {
  related: "நடைமுறையில் பாருங்கள்",
  faq: "வியாபாரிகள் கேட்கும் கேள்விகள்",
  breadcrumb: "AI தீர்வுகள்",
  caseStudy: "வெற்றிக் கதை",
} as const satisfies Translation<typeof englishSolutionFamilyCopy>;

export const industryFamilyCopy = {
  faq: "வியாபாரிகள் கேட்கும் கேள்விகள்",
  breadcrumb: "தொழில்கள்",
} as const satisfies Translation<typeof englishIndustryFamilyCopy>;
