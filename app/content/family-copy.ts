/** Headings the page families share: each page's own copy lives in its module. */
export const solutionFamilyCopy = {
  related: "See it at work",
  faq: "Questions owners ask",
  breadcrumb: "AI Solutions",
  caseStudy: "Case study",
} as const;

export const industryFamilyCopy = {
  faq: "Questions owners ask",
  breadcrumb: "Industries",
} as const;
