/** Shapes shared by the content modules and the section components that render them. */
import type { CaseStudyCategory } from "./case-studies";
import type { Visual } from "./visuals";

export interface CallToAction {
  label: string;
  /** A site path ("/contact", "#services") or an https:// address. */
  to: string;
  /** Said only to screen readers (and read by crawlers) after a short label: "Learn More: our case studies". */
  context?: string;
}

/** A headline number: "500+" and "processes automated". */
export interface Figure {
  value: string;
  label: string;
}

export type Badge = "Most Popular" | "Trending" | "New";

export interface Card {
  title: string;
  description: string;
  features?: readonly string[];
  badge?: Badge;
  link?: CallToAction;
}

/** A technology tile of a service page: a name and a one-line description. */
export interface TechTile {
  name: string;
  desc: string;
}

/** A client's quote with their name, role and company. */
export interface Testimonial {
  name: string;
  role: string;
  company: string;
  content: string;
}

/** A numbered step of a process. */
export interface ProcessStep {
  step: number;
  label: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Hero {
  eyebrow: string;
  /** The page's h1. */
  headline: string;
  intro: string;
  primary: CallToAction;
  secondary?: CallToAction;
  figures?: readonly Figure[];
  /** The drawn picture beside the headline (app/content/visuals.ts). */
  visual?: Visual;
}

export interface SectionIntro {
  heading: string;
  intro?: string;
}

export interface ClosingCta {
  heading: string;
  text: string;
  primary: CallToAction;
  secondary?: CallToAction;
  /** A third, quieter link (articles: a product or solution page). */
  extra?: CallToAction;
}

/** One of the seven service pages. */
export interface ServicePage {
  path: string;
  /** With the page's three headline figures. */
  hero: Hero & { figures: readonly Figure[] };
  /** Rendered with id="services" (the hero's secondary button points there on most pages). */
  services: SectionIntro & { items: readonly Card[] };
  technologies: SectionIntro & { items: readonly TechTile[] };
  /** Case studies of this category are listed when there are any. */
  caseStudyCategory?: CaseStudyCategory;
  closing: ClosingCta;
}

/** The words of an email sign-up form (newsletter, waitlist). */
export interface EmailSignupCopy {
  label: string;
  placeholder: string;
  button: string;
  sending: string;
  success: string;
  /** Shown when the address was already on the list. */
  already: string;
  error: string;
}
