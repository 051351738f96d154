import type { Illustration } from "../illustration";
import type { PageDeclaration } from "../page-entry";
import type { CallToAction, Card, ClosingCta, FaqItem, Hero, SectionIntro } from "../types";

/**
 * The blocks an information page is built from, in the order they appear. Each renders as one
 * section; `muted` alternates by position.
 */
export type InfoBlock =
  /** Cards in a grid (engagement models, goals, resources). */
  | { kind: "cards"; intro: SectionIntro; cards: readonly Card[]; columns?: 2 | 3 }
  /** Numbered steps, each with what the client receives and how long it takes. */
  | {
      kind: "steps";
      intro: SectionIntro;
      steps: readonly { label: string; description: string; deliverables: readonly string[]; duration: string }[];
    }
  /** Titled paragraphs in two columns (security topics, communication rhythm). */
  | { kind: "topics"; intro: SectionIntro; items: readonly { title: string; text: string }[] }
  /** A plain list with an optional lead paragraph. */
  | { kind: "checklist"; intro: SectionIntro; items: readonly string[] }
  /** A long-form guide readable on the page and printable (whitepapers). */
  | {
      kind: "guide";
      /** The anchor of the guide: /whitepapers#<id>. */
      id: string;
      title: string;
      summary: string;
      /** Who it is for, in one line. */
      audience: string;
      chapters: readonly { heading: string; paragraphs: readonly string[] }[];
      /** Where to go next after reading it. */
      next: CallToAction;
    }
  | { kind: "faq"; intro: SectionIntro; items: readonly FaqItem[] };

/** /process, /how-we-work, /security, /resources, /whitepapers and /solutions. */
export interface InfoPage extends PageDeclaration {
  hero: Hero;
  illustration: Illustration;
  /** The schema.org type of the page. */
  schemaType: "WebPage" | "AboutPage" | "CollectionPage";
  blocks: readonly InfoBlock[];
  closing: ClosingCta;
}
