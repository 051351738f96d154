/**
 * What every page of the site declares about itself, once, in its content module. The route
 * table, heads, prerender list, sitemap, navigation checks and the site assistant's page list
 * are derived from these declarations (app/content/pages.ts gathers them).
 */

import type { NavPlacement } from "./navigation";

/** The languages pages are written in. A translation lives under its language's prefix (/ta/...). */
export type PageLang = "en" | "ta";

export { pageLang, tamilHref, tamilPath } from "../lib/language-paths";

/** The head copy of a page. */
export interface PageInfo {
  /** Document title without the brand suffix. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page's name in breadcrumbs, structured data and the site assistant's links. */
  heading: string;
  /** Keep the page out of search indexes and the sitemap (pages reached only after a form post). */
  noindex?: boolean;
}

/** The route modules that render pages: one per page, or one template per family of pages. */
export const pageFamilies = {
  home: "routes/home.tsx",
  services: "routes/services.tsx",
  service: "routes/service.tsx",
  "agile-coaching": "routes/agile-coaching.tsx",
  products: "routes/products.tsx",
  "sales-management": "routes/sales-management.tsx",
  "smart-ai-whatsapp": "routes/smart-ai-whatsapp.tsx",
  industries: "routes/industries.tsx",
  healthcare: "routes/healthcare.tsx",
  industry: "routes/industry.tsx",
  "ai-solutions": "routes/ai-solutions.tsx",
  "ai-solution": "routes/ai-solution.tsx",
  "ai-agents": "routes/ai-agents.tsx",
  "info-page": "routes/info-page.tsx",
  "case-studies": "routes/case-studies.tsx",
  "legal-index": "routes/legal-index.tsx",
  blog: "routes/blog.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  "contact-sent": "routes/contact-sent.tsx",
  "contact-problem": "routes/contact-problem.tsx",
  faq: "routes/faq.tsx",
  pricing: "routes/pricing.tsx",
  integrations: "routes/integrations.tsx",
  "legal-document": "routes/legal-document.tsx",
} as const;

export type PageFamily = keyof typeof pageFamilies;

/** A page as its content module declares it. */
export interface PageDeclaration {
  path: string;
  head: PageInfo;
  /** Where the page sits in the header menu; a page that is not in the menu leaves it out. */
  nav?: NavPlacement;
  /** English when left out. */
  lang?: PageLang;
  /** For a translation: the path of the English page it translates. */
  translationOf?: string;
}

/** A page of the site as the registry holds it. */
export interface PageEntry extends PageDeclaration {
  family: PageFamily;
  lang: PageLang;
  /** The page's copy, for the site assistant's passages; left out for pages that have none of their own. */
  copy?: unknown;
}
