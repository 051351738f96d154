import type { EmailSignupCopy } from "./types";

/** Copy of the blog index; the articles themselves are in articles/*.md. */
export const blogPage = {
  hero: {
    eyebrow: "Cleverobotics Blog",
    headline: "Practical AI and automation for growing businesses",
    intro:
      "Field notes from our projects: what WhatsApp bots, AI agents, RPA and new apps really cost, where they pay off, and how to roll them out without disrupting your shop, warehouse or store.",
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    searchButton: "Search",
  },
  featuredHeading: "Featured Articles",
  categoriesLabel: "Filter articles by category",
  empty: {
    heading: "No articles found",
    hint: "Try adjusting your search or filter criteria",
    clear: "Clear filters",
  },
  newsletter: {
    heading: "Get new articles in your inbox",
    text: "One email when we publish: practical guides on WhatsApp automation, AI agents and business software. No spam; unsubscribe any time.",
    form: {
      label: "Email address",
      placeholder: "you@company.com",
      button: "Subscribe",
      sending: "Subscribing...",
      success: "Thank you for subscribing! The next article will reach you by email.",
      already: "You are already subscribed with this address. Thank you for reading!",
      error: "We could not subscribe you just now. Please try again in a moment.",
    } satisfies EmailSignupCopy,
    privacy: {
      text: "We use your email only to send the newsletter.",
      link: { label: "Privacy Policy", to: "/legal/privacy" },
    },
  },
} as const;

export type BlogPageCopy = typeof blogPage;
