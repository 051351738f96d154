import { canonicalPath } from "./canonical";

/**
 * Where each page's Open Graph card lives, and what it says above the title. Shared by the
 * page head (app/lib/seo.ts) and the build step that draws the cards (scripts/social-cards.ts),
 * so the address a page names and the file the build writes cannot disagree. Pure: no settings.
 */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** The card of a page: "/" → "/og/index.png", "/services/rpa" and "/services/rpa/" → "/og/services/rpa.png". */
export function socialCardPath(path: string): string {
  const bare = canonicalPath(path).replace(/\/+$/, "");
  return bare ? `/og${bare}.png` : "/og/index.png";
}

/**
 * The label above the title, by the path's first segment: the section a page belongs to, in
 * the singular on a detail page where that reads better ("Case study" on /case-studies/x).
 */
const sections: Record<string, { label: string; detail?: string }> = {
  "": { label: "AI automation agency" },
  services: { label: "Services" },
  products: { label: "Products" },
  industries: { label: "Industries" },
  "ai-solutions": { label: "AI solutions" },
  "ai-agents": { label: "AI agents" },
  solutions: { label: "Solutions" },
  "case-studies": { label: "Case studies", detail: "Case study" },
  blog: { label: "Blog" },
  process: { label: "Process" },
  "how-we-work": { label: "How we work" },
  resources: { label: "Resources" },
  whitepapers: { label: "Whitepapers" },
  security: { label: "Security" },
  legal: { label: "Legal" },
  about: { label: "About us" },
  contact: { label: "Contact" },
  faq: { label: "FAQ" },
  pricing: { label: "Pricing" },
  integrations: { label: "Integrations" },
};

export function socialCardSection(path: string): string {
  const segments = canonicalPath(path).split("/").filter(Boolean);
  const first = segments[0] ?? "";
  const section = sections[first];
  // A new section reads as its path ("how-we-work" → "How we work") until it gets a label here.
  if (!section) return first.charAt(0).toUpperCase() + first.slice(1).replace(/-/g, " ");
  return segments.length > 1 ? (section.detail ?? section.label) : section.label;
}
