import type { CaseStudy } from "../case-study-types";
import type { Illustration } from "../illustration";
import type { PageDeclaration } from "../page-entry";
import type { CallToAction, ClosingCta, FaqItem, Hero, SectionIntro } from "../types";

/** A real problem of the trade and what we do about it, with links to what solves it. */
export interface IndustryProblem {
  problem: string;
  /** How the problem shows up in a working day, in the owner's terms. */
  detail: string;
  answer: string;
  /** One to three site links: services, products, AI solutions. */
  links: readonly CallToAction[];
}

/** A moment of a working day: "9:30 AM" and what happens then. */
export interface DayMoment {
  time: string;
  text: string;
}

/** One page of the industry family (/industries/retail and its siblings). */
export interface IndustryPage extends PageDeclaration {
  /** The card on /industries: the trade's name and one sentence; featured cards are large, after Healthcare. */
  card: { name: string; description: string; featured?: boolean };
  hero: Hero;
  illustration: Illustration;
  problems: SectionIntro & { items: readonly IndustryProblem[] };
  /** The same working day before and after, moment by moment (three to five each). */
  day: SectionIntro & { before: readonly DayMoment[]; after: readonly DayMoment[] };
  /** Names exactly as in app/content/integrations.ts; an unknown name fails the build. */
  tools: SectionIntro & { names: readonly string[] };
  /** Case study slugs; at least one. */
  caseStudies: SectionIntro & { slugs: readonly CaseStudy["slug"][] };
  /** Four to six questions. */
  faq: readonly FaqItem[];
  closing: ClosingCta;
}
