/** The shapes of a case study. The stories themselves are in case-studies/*.md (read by case-studies.server.ts). */

export const caseStudyCategories = ["Healthcare Technology", "AI Automation", "Mobile App Development"] as const;

export type CaseStudyCategory = (typeof caseStudyCategories)[number];

/** The letterings a client's wordmark may be set in (ClientStrip.tsx). */
export const wordmarkFaces = ["serif", "wide", "rounded", "geometric"] as const;

/** Our own artwork under public/images/case-studies/, with its intrinsic size. */
export interface Artwork {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CaseStudy {
  id: number;
  slug: string;
  title: string;
  client: string;
  wordmark: Wordmark;
  category: CaseStudyCategory;
  /** One or two sentences for cards and the page description. */
  description: string;
  /** The page's meta description and social text: the description's facts in 70–160 characters. */
  metaDescription: string;
  /** Card image, 800×500. */
  image: Artwork;
  /** Detail-page hero, 1600×900. */
  heroImage: Artwork;
  tags: readonly string[];
  /** Exactly three headline results: camelCase metric name → value ("frontDeskCalls": "−45%"). */
  results: Readonly<Record<string, string>>;
  /** "14 weeks". */
  duration: string;
  year: number;
  /** ISO date the story was last revised: dateModified and the sitemap's lastmod. */
  updated: string;
  /** "5 people: ..." */
  teamSize: string;
  /** Paragraphs. */
  challenge: readonly string[];
  solution: readonly string[];
  impact: readonly string[];
  technologies: readonly string[];
  /** Two or three screens of the work, 1200×750. */
  gallery: readonly Artwork[];
  testimonial: { quote: string; author: string; position: string };
  /** Notable features, keyed by a short camelCase id. */
  features?: Readonly<Record<string, { title: string; description: string }>>;
}

/**
 * A client's name as a wordmark in the trust strip. Clients who asked not to be named appear
 * by what they are ("Clinic network"), never with an invented name.
 */
export interface Wordmark {
  name: string;
  /** The lettering it is set in (ClientStrip.tsx). */
  face: (typeof wordmarkFaces)[number];
  /** A few words under the name: the trade or the scale. */
  note: string;
}

export type ClientWordmark = Wordmark & { slug: string; title: string };

/** What the list view and the service pages carry: the list fields only. */
export type CaseStudySummary = Pick<
  CaseStudy,
  "id" | "slug" | "title" | "client" | "category" | "description" | "image" | "tags" | "results" | "duration" | "year"
>;
