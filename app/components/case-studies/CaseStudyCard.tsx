import { SiteLink } from "~/components/ui/SiteLink";
import type { CaseStudySummary } from "~/content/case-study-types";
import { caseStudyLinkLabel } from "~/content/messages";
import { useTamil, useText } from "~/lib/page-language";
import { ResultsGrid } from "./ResultsGrid";

/** A case-study card shows at most two tags. */
export const MAX_CASE_STUDY_TAGS = 2;

/** A case study in a grid: artwork, client, title, description, two tags, results; opens the story. */
export function CaseStudyCard({
  study,
  headingLevel: Heading = "h2",
}: {
  study: CaseStudySummary;
  headingLevel?: "h2" | "h3";
}) {
  const linkLabel = useTamil()?.caseStudyLinkLabel ?? caseStudyLinkLabel;
  const text = useText();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg motion-reduce:transition-none">
      <img
        src={study.image.src}
        alt={study.image.alt}
        width={study.image.width}
        height={study.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="font-medium text-brand-700 text-sm dark:text-brand-300">
          {study.client} <span aria-hidden="true">·</span> <span className="text-ink-muted">{study.category}</span>
        </p>
        <Heading className="mt-2 text-balance font-bold text-xl leading-snug">{study.title}</Heading>
        <p className="mt-3 text-ink-muted">{study.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={text("Tags")}>
          {study.tags.slice(0, MAX_CASE_STUDY_TAGS).map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 text-xs dark:bg-brand-950 dark:text-brand-200"
            >
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <ResultsGrid results={study.results} />
        </div>
        <div className="mt-auto pt-6">
          <SiteLink
            to={`/case-studies/${study.slug}`}
            className="font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline dark:text-brand-300"
          >
            {linkLabel}
            <span className="sr-only">: {study.title}</span>
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
