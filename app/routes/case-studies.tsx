import type { CollectionPage, WithContext } from "schema-dts";
import { CaseStudyCard } from "~/components/case-studies/CaseStudyCard";
import { ClientStrip } from "~/components/case-studies/ClientStrip";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageIntro } from "~/components/sections/PageIntro";
import { caseStudies, caseStudySummary, clientWordmarks } from "~/content/case-studies";
import { caseStudiesPage } from "~/content/case-studies-page";
import type { CaseStudySummary } from "~/content/case-study-types";
import { caseStudyCategories } from "~/content/case-study-types";
import type { PageInfo } from "~/content/pages";
import {
  ALL_CASE_STUDIES,
  type CaseStudyFilter,
  caseStudyCount,
  filterCaseStudies,
  searchForCategory,
} from "~/lib/case-study-filter";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { canonicalUrl } from "~/lib/seo";

/** The list view carries the list fields only (no challenge, solution or gallery). */
export const loader = pageLoader((path, page) => {
  const studies = caseStudies.map(caseStudySummary);
  return {
    path,
    copy: caseStudiesPage,
    studies,
    clients: clientWordmarks(),
    jsonLd: [collectionJsonLd(path, page, studies)],
  };
});

function collectionJsonLd(
  path: string,
  page: PageInfo,
  studies: readonly CaseStudySummary[],
): WithContext<CollectionPage> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.heading,
    description: page.description,
    url: canonicalUrl(path),
    hasPart: studies.map((study) => ({
      "@type": "Article",
      headline: study.title,
      url: canonicalUrl(`/case-studies/${study.slug}`),
    })),
  };
}

const filters: readonly CaseStudyFilter[] = [ALL_CASE_STUDIES, ...caseStudyCategories];

export default function CaseStudies({ loaderData: { path, copy, studies, clients } }: PageProps<typeof loader>) {
  // The page is written showing All; the shell script applies the address's filter
  // (app/shell/islands/case-study-filter.ts).
  const category = ALL_CASE_STUDIES;
  const shown = filterCaseStudies(studies, category);
  return (
    <>
      <PageIntro eyebrow={copy.hero.eyebrow} heading={copy.hero.headline} intro={copy.hero.intro} />
      <ClientStrip label={copy.clientsLabel} clients={clients} />
      <div data-island="case-study-filter" className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <nav aria-label={copy.filterLabel}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter}>
                <a
                  aria-current={filter === category ? "page" : undefined}
                  className="inline-block rounded-full border border-line px-4 py-2 font-medium text-sm hover:bg-surface-muted aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white"
                  href={`${path}${searchForCategory(filter)}`}
                >
                  {filter === ALL_CASE_STUDIES ? copy.allLabel : filter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p data-case-study-count="" className="mt-6 text-ink-muted" aria-live="polite">
          {caseStudyCount(shown.length)}
        </p>
        <ul className="mt-6 grid gap-8 md:grid-cols-2">
          {shown.map((study) => (
            <li key={study.slug} data-category={study.category}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </div>
      <CtaBand cta={copy.closing} />
    </>
  );
}
