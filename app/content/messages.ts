/**
 * Copy of the pages every visitor may meet on any path: the 404 page, the error fallback and
 * the links they offer onwards. Kept apart from pages.ts so that every page's
 * initial JavaScript does not carry the copy of all the others.
 */
/** The page shown for an unknown address. */
export const notFoundPage = {
  title: "Page Not Found",
  heading: "Page Not Found",
  description: "The page you're looking for doesn't exist or has been moved.",
} as const;

/** The link from a case study's card or mention to the study itself, on every page that shows one. */
export const caseStudyLinkLabel = "Read the case study";

/** Links offered on the 404 and error pages so nobody hits a dead end. */
export const onwardLinks = [
  { label: "Contact us", to: "/contact" },
  { label: "Our services", to: "/services" },
  { label: "AI solutions", to: "/ai-solutions" },
  { label: "Case studies", to: "/case-studies" },
] as const;

/** Click-to-chat links to our WhatsApp Business number (app/components/ui/WhatsAppLink.tsx). */
export const whatsappCopy = {
  label: "Chat on WhatsApp",
  iconLabel: "Chat with us on WhatsApp (opens WhatsApp)",
} as const;
