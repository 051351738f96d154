/** Copy of the case-study list and detail pages; the stories are in case-studies/*.md. */
export const caseStudiesPage = {
  /** Over the strip of client wordmarks, here and on the home page. */
  clientsLabel: "Businesses whose stories we tell, with their numbers",
  hero: {
    eyebrow: "Case Studies",
    headline: "Work we are proud of, with the numbers to show for it",
    intro:
      "Healthcare platforms, WhatsApp and Instagram bots, AI dashboards and mobile apps: how we approached each problem, what we built, and the results our clients measured after launch.",
  },
  filterLabel: "Filter case studies by category",
  allLabel: "All",
  detail: {
    challenge: "The challenge",
    solution: "Our solution",
    impact: "The impact",
    results: "Results",
    features: "Key features",
    technologies: "Technologies",
    gallery: "Gallery",
    facts: { duration: "Duration", year: "Year", teamSize: "Team", category: "Category" },
    related: "More case studies",
  },
  closing: {
    heading: "Have a similar problem to solve?",
    text: "Tell us about your business and the work you want off your plate. A free 30-minute consultation, and a reply within 24 hours.",
    primary: { label: "Start Your Project", to: "/contact" },
    secondary: { label: "View All Case Studies", to: "/case-studies" },
  },
} as const;
