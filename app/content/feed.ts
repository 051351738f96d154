/** The blog's RSS feed, written at build time next to the sitemap and linked from every page's head. */
export const blogFeed = {
  path: "/rss.xml",
  title: "Cleverobotics Blog",
  description: "Practical articles on WhatsApp bots, AI agents, RPA and app development for growing businesses.",
} as const;
