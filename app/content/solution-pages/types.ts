import type { CaseStudy } from "../case-study-types";
import type { Illustration } from "../illustration";
import type { PageDeclaration } from "../page-entry";
import type { PlanFit } from "../pricing";
import type { ClosingCta, FaqItem, Hero, SectionIntro } from "../types";

/** The trades our buyers are in; every use case names one. */
export type Trade = "Retail" | "Wholesale" | "Ecommerce";

export interface UseCase {
  trade: Trade;
  title: string;
  description: string;
}

export interface TitledText {
  title: string;
  description: string;
}

/** One page of the AI solution family: a channel bot (/ai-solutions/whatsapp) or an agent. */
export interface SolutionPage extends PageDeclaration {
  kind: "channel" | "agent";
  /** The primary call to action goes to /contact with a topic preselected. */
  hero: Hero;
  illustration: Illustration;
  /** Three to five steps. */
  howItWorks: SectionIntro & { steps: readonly { label: string; description: string }[] };
  /** Use cases for retail, wholesale and ecommerce; each trade appears at least once. */
  useCases: SectionIntro & { items: readonly UseCase[] };
  features: SectionIntro & { items: readonly TitledText[] };
  /** What the bot never does without a person. */
  humanOnly: SectionIntro & { items: readonly string[] };
  /** Names exactly as in app/content/integrations.ts; an unknown name fails the build. */
  integrations: SectionIntro & { names: readonly string[] };
  plans: SectionIntro & { fit: PlanFit };
  /** A case study slug and article slugs (app/content/articles/*.md), checked at build. */
  related: { caseStudy?: CaseStudy["slug"]; articles: readonly string[] };
  /** Four to six questions. */
  faq: readonly FaqItem[];
  closing: ClosingCta;
}
