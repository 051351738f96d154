/** The words around every article; the articles are in articles/*.md. */
export const articlePage = {
  breadcrumbs: { home: "Home", blog: "Blog" },
  progressLabel: "Reading progress",
  tocHeading: "On this page",
  tagsLabel: "Tags",
  author: {
    heading: "About the author",
    text: "The Cleverobotics Team is the group of engineers, designers and automation consultants in Chennai who build our clients' AI agents, WhatsApp bots, apps and software robots. We write about what we have seen work in real projects.",
    links: [
      { label: "About us", to: "/about" },
      { label: "Our services", to: "/services" },
    ],
  },
  related: { heading: "Related articles", all: { label: "All articles", to: "/blog" } },
  /** What each call-to-action destination is, for the screen-reader part of a short label. */
  ctaContext: {
    "/contact": "talk to our team",
    "/case-studies": "our case studies",
    "/services": "our services",
    "/ai-solutions": "our AI solutions",
    "/ai-solutions/whatsapp": "the WhatsApp AI bot",
    "/services/rpa": "our RPA services",
  },
} as const;
