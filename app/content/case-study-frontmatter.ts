import { z } from "zod";
import { caseStudyCategories, wordmarkFaces } from "./case-study-types";

/**
 * The frontmatter every case study in app/content/case-studies/*.md must carry: every field of
 * CaseStudy (case-study-types.ts) but the prose, which is the body below the frontmatter
 * (## Challenge, ## Solution, ## Impact). Checked at build; a bad field fails the build naming
 * file and field. The fields are declared in CaseStudy's order, which the parsed data keeps.
 */

/** A camelCase key: a result's metric name ("frontDeskCalls") or a feature's id. */
const camelCaseKey = z.string().regex(/^[a-z]+(?:[A-Z][a-z]*)*$/, 'must be camelCase, such as "frontDeskCalls"');

/** Our own artwork under public/images/case-studies/, at the one size its place on the page takes. */
function artwork(width: number, height: number) {
  return z.strictObject({
    src: z.string().regex(/^\/images\/case-studies\/[a-z0-9-]+\.svg$/, "must be an SVG under /images/case-studies/"),
    alt: z.string().min(21).max(160),
    width: z.literal(width, { error: `must be ${width}` }),
    height: z.literal(height, { error: `must be ${height}` }),
  });
}

export const caseStudyFrontmatter = z
  .strictObject({
    id: z.number().int().positive(),
    /** Equal to the file name without .md. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
    title: z.string().min(10).max(80),
    client: z.string().min(2).max(60),
    wordmark: z.strictObject({
      name: z.string().min(2).max(30),
      face: z.enum(wordmarkFaces, { error: `must be one of: ${wordmarkFaces.join(", ")}` }),
      note: z.string().min(2).max(40),
    }),
    category: z.enum(caseStudyCategories, { error: `must be one of: ${caseStudyCategories.join(", ")}` }),
    description: z.string().min(40).max(240),
    metaDescription: z.string().min(70).max(160),
    image: artwork(800, 500),
    heroImage: artwork(1600, 900),
    tags: z.array(z.string().min(2).max(40)).min(2).max(8),
    results: z
      .record(camelCaseKey, z.string().min(1).max(12))
      .refine((results) => Object.keys(results).length === 3, "must name exactly three results"),
    duration: z.string().regex(/^\d{1,2} (weeks|months)$/, 'must look like "14 weeks"'),
    year: z.number().int().min(2015).max(2100),
    updated: z.iso.date({ error: 'must be an ISO date in quotes, such as "2026-11-23"' }),
    teamSize: z.string().regex(/^\d{1,2} people: \S/, 'must look like "5 people: product lead, 2 engineers, QA"'),
    technologies: z.array(z.string().min(1).max(40)).min(3).max(12),
    gallery: z.array(artwork(1200, 750)).min(2).max(3),
    testimonial: z.strictObject({
      quote: z.string().min(41).max(500),
      author: z.string().min(2).max(60),
      position: z.string().min(2).max(80),
    }),
    features: z
      .record(
        camelCaseKey,
        z.strictObject({ title: z.string().min(5).max(60), description: z.string().min(20).max(200) }),
      )
      .optional(),
  })
  .refine((study) => Number(study.updated.slice(0, 4)) >= study.year, {
    path: ["updated"],
    error: "must not be before the project's year",
  });

export type CaseStudyFrontmatter = z.infer<typeof caseStudyFrontmatter>;
