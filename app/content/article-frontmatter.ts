import { z } from "zod";

/**
 * The frontmatter every article in app/content/articles/*.md must carry: the article's
 * fields (the body is the Markdown below the frontmatter) plus its call-to-action band. Checked at build; a bad field fails the build naming file and field.
 */
export const AUTHOR = "Cleverobotics Team";

const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&-]+)?$/, "must be a site path such as /contact or /case-studies");

/** The call-to-action button labels an article may use. */
export const ctaLabels = [
  "Get Free WhatsApp Consultation",
  "View WhatsApp AI Solutions",
  "Start Your Free Trial",
  "Learn More",
  "Schedule a Demo",
  "Explore Solutions",
] as const;

const action = z.strictObject({
  label: z.enum(ctaLabels, { error: `must be one of: ${ctaLabels.join(", ")}` }),
  to: sitePath,
});

export const articleFrontmatter = z.strictObject({
  id: z.number().int().positive(),
  /** Equal to the file name without .md. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  title: z.string().min(10).max(110),
  excerpt: z.string().min(80).max(240),
  author: z.literal(AUTHOR, { error: `must be "${AUTHOR}"` }),
  publishDate: z.iso.date({ error: "must be an ISO date such as 2025-01-14" }),
  readTime: z.string().regex(/^\d{1,2} min read$/, 'must look like "12 min read"'),
  category: z.string().min(2).max(40),
  tags: z.array(z.string().min(2).max(40)).min(3).max(8),
  featured: z.boolean(),
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "must be an SVG under /images/blog/"),
  imageAlt: z.string().min(10).max(160),
  seo: z.strictObject({
    /** Without the brand: the site appends " | Cleverobotics". */
    metaTitle: z.string().min(20).max(60),
    metaDescription: z.string().min(110).max(165),
    keywords: z.array(z.string().min(2)).min(3).max(12),
  }),
  /** The band near the end of the article: one action to /contact and one to /case-studies or /services. */
  cta: z.strictObject({
    heading: z.string().min(10).max(90),
    text: z.string().min(20).max(240),
    primary: action.extend({ to: z.literal("/contact", { error: "must be /contact" }) }),
    secondary: action.extend({
      to: z.enum(["/case-studies", "/services"], { error: "must be /case-studies or /services" }),
    }),
    /** An optional third link, e.g. to a product or solution page. */
    extra: action.optional(),
  }),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;
