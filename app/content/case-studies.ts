/**
 * The case-study catalogue: the list fields of SPEC §3 "Case study". The full stories
 * (challenge, solution, gallery, testimonial...) join these entries with the case-study pages.
 */
export const caseStudyCategories = ["Healthcare Technology", "AI Automation", "Mobile App Development"] as const;

export type CaseStudyCategory = (typeof caseStudyCategories)[number];

export interface CaseStudySummary {
  id: number;
  slug: string;
  title: string;
  client: string;
  category: CaseStudyCategory;
  description: string;
}

export const caseStudies: readonly CaseStudySummary[] = [
  {
    id: 1,
    slug: "ai-powered-healthcare-platform",
    title: "AI-Powered Healthcare Platform",
    client: "A multi-speciality clinic network",
    category: "Healthcare Technology",
    description:
      "A patient platform that triages symptoms, books consultations and keeps records in one place, cutting front-desk calls for a growing clinic network.",
  },
  {
    id: 2,
    slug: "whatsapp-bot-ai-dashboard",
    title: "WhatsApp Bot with AI Sales Dashboard",
    client: "A wholesale FMCG distributor",
    category: "AI Automation",
    description:
      "A WhatsApp ordering bot for retailers with a live dashboard that scores leads and forecasts demand for the distributor's sales team.",
  },
  {
    id: 3,
    slug: "hey-valet-smart-parking-app",
    title: "Hey Valet: Smart Parking App",
    client: "Hey Valet",
    category: "Mobile App Development",
    description:
      "A valet parking app that lets drivers request their car from the table, with live status for attendants and venue managers.",
  },
  {
    id: 4,
    slug: "justpadel-mobile-app",
    title: "JustPadel: Court Booking App",
    client: "JustPadel",
    category: "Mobile App Development",
    description:
      "A court booking and player-matching app for a padel club chain, with payments, memberships and match reminders.",
  },
  {
    id: 5,
    slug: "ethnichealthcare-web-application",
    title: "EthnicHealthcare Web Application",
    client: "EthnicHealthcare",
    category: "Healthcare Technology",
    description:
      "A web application for a herbal healthcare brand that connects online consultations, prescriptions and product orders.",
  },
  {
    id: 6,
    slug: "instagram-ai-bot-ecommerce",
    title: "Instagram AI Bot for an Ecommerce Brand",
    client: "A direct-to-consumer fashion label",
    category: "AI Automation",
    description:
      "An Instagram DM assistant that answers sizing and stock questions, shares product links and recovers abandoned conversations.",
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudySummary | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

export function caseStudiesByCategory(category: CaseStudyCategory): CaseStudySummary[] {
  return caseStudies.filter((study) => study.category === category);
}
