import type { Article, WithContext } from "schema-dts";
import { CaseStudyCard } from "~/components/case-studies/CaseStudyCard";
import { ResultsGrid } from "~/components/case-studies/ResultsGrid";
import { PriorityImage } from "~/components/illustrations/PriorityImage";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageIntro } from "~/components/sections/PageIntro";
import { caseStudies, caseStudySummary, findCaseStudy } from "~/content/case-studies";
import { caseStudiesPage } from "~/content/case-studies-page";
import type { LoaderArgs, PageProps } from "~/lib/route-module";
import { absoluteUrl, canonicalUrl, pageHead } from "~/lib/seo";
import { breadcrumbJsonLd, publisherJsonLd } from "~/lib/structured-data";

/**
 * A case study's full story. Only the slugs of content/case-studies/*.md
 * are prerendered; the server answers any other with the 404 page and status 404.
 */
export function loader({ slug }: LoaderArgs) {
  const study = findCaseStudy(slug);
  if (!study) throw new Error(`No case study "${slug}"`);
  // Two more stories: the same category first, then the others in catalogue order.
  const related = [...caseStudies]
    .filter((other) => other.slug !== study.slug)
    .sort((a, b) => Number(b.category === study.category) - Number(a.category === study.category))
    .slice(0, 2)
    .map(caseStudySummary);
  const head = pageHead({
    path: `/case-studies/${study.slug}`,
    title: study.title,
    description: study.metaDescription,
    keywords: [...study.tags, study.category, "case study"],
    type: "article",
    jsonLd: [caseStudyJsonLd(study), breadcrumbJsonLd(crumbs(study))],
  });
  return { study, related, copy: caseStudiesPage, head };
}

type Study = NonNullable<ReturnType<typeof findCaseStudy>>;

function crumbs(study: Pick<Study, "slug" | "title">) {
  return [
    { name: "Home", path: "/" },
    { name: "Case Studies", path: "/case-studies" },
    { name: study.title, path: `/case-studies/${study.slug}` },
  ];
}

function caseStudyJsonLd(study: Study): WithContext<Article> {
  const url = canonicalUrl(`/case-studies/${study.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.description,
    image: [absoluteUrl(study.heroImage.src), absoluteUrl(study.image.src)],
    datePublished: `${study.year}-12-31`,
    dateModified: study.updated,
    author: publisherJsonLd(),
    publisher: publisherJsonLd(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: study.category,
    keywords: study.tags.join(", "),
    about: { "@type": "Organization", name: study.client },
  };
}

function Prose({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-bold text-2xl tracking-tight">
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mt-4 text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

export default function CaseStudyPage({ loaderData }: PageProps<typeof loader>) {
  const { study, related, copy } = loaderData;
  const { detail } = copy;
  const facts = [
    { label: detail.facts.category, value: study.category },
    { label: detail.facts.duration, value: study.duration },
    { label: detail.facts.year, value: String(study.year) },
    { label: detail.facts.teamSize, value: study.teamSize },
  ];
  return (
    <>
      <article>
        <PageIntro
          as="header"
          width="wide"
          crumbs={crumbs(study)}
          eyebrow={study.client}
          heading={study.title}
          intro={study.description}
        >
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
            {study.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 text-sm dark:bg-brand-950 dark:text-brand-200"
              >
                {tag}
              </li>
            ))}
          </ul>
          <PriorityImage
            src={study.heroImage.src}
            alt={study.heroImage.alt}
            width={study.heroImage.width}
            height={study.heroImage.height}
            className="mt-10 aspect-video w-full rounded-2xl border border-line bg-surface-muted object-cover"
          />
          <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="font-semibold text-ink-muted text-xs uppercase tracking-wider">{fact.label}</dt>
                <dd className="mt-1 font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </PageIntro>

        <section aria-labelledby="results-title" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="results-title" className="sr-only">
            {detail.results}
          </h2>
          <ResultsGrid results={study.results} size="large" />
        </section>

        {/* One width and one left edge for the whole story; the text keeps a readable measure inside it. */}
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl space-y-14">
            <Prose id="challenge" heading={detail.challenge} paragraphs={study.challenge} />
            <Prose id="solution" heading={detail.solution} paragraphs={study.solution} />
            {study.features && (
              <section aria-labelledby="features">
                <h2 id="features" className="font-bold text-2xl tracking-tight">
                  {detail.features}
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {Object.entries(study.features).map(([key, feature]) => (
                    <li key={key} className="rounded-xl border border-line p-5">
                      <h3 className="font-semibold">{feature.title}</h3>
                      <p className="mt-2 text-ink-muted">{feature.description}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Prose id="impact" heading={detail.impact} paragraphs={study.impact} />
            <section aria-labelledby="technologies">
              <h2 id="technologies" className="font-bold text-2xl tracking-tight">
                {detail.technologies}
              </h2>
              <ul className="mt-5 flex flex-wrap gap-2">
                {study.technologies.map((technology) => (
                  <li key={technology} className="rounded-lg border border-line px-3 py-1.5 font-medium text-sm">
                    {technology}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>

        <section aria-labelledby="gallery" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="gallery" className="font-bold text-2xl tracking-tight">
            {detail.gallery}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {study.gallery.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full rounded-2xl border border-line bg-surface-muted object-cover"
                />
              </li>
            ))}
          </ul>
        </section>

        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <figure className="max-w-3xl border-brand-500 border-l-4 pl-6">
            <blockquote className="text-balance font-medium text-2xl leading-snug">
              <p>“{study.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 text-ink-muted">
              <span className="font-semibold text-ink">{study.testimonial.author}</span>, {study.testimonial.position}
            </figcaption>
          </figure>
        </div>
      </article>

      <CtaBand cta={copy.closing} />

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-surface-muted">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="related-title" className="font-bold text-3xl tracking-tight">
              {detail.related}
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2">
              {related.map((item) => (
                <li key={item.slug}>
                  <CaseStudyCard study={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
