import { DrawnIllustration } from "~/components/illustrations/DrawnIllustration";
import { BulletList } from "~/components/sections/BulletList";
import { CardGrid } from "~/components/sections/CardGrid";
import { CtaBand } from "~/components/sections/CtaBand";
import { FaqSection } from "~/components/sections/FaqSection";
import { IntegrationTiles } from "~/components/sections/IntegrationTiles";
import { PageHero } from "~/components/sections/PageHero";
import { PlanFitList } from "~/components/sections/PlanFitList";
import { type RelatedItem, RelatedReading } from "~/components/sections/RelatedReading";
import { Section } from "~/components/sections/Section";
import { StepList } from "~/components/sections/StepList";
import { UseCaseGrid } from "~/components/sections/UseCaseGrid";
import { articlesNamed } from "~/content/articles.server";
import { caseStudiesNamed } from "~/content/case-studies";
import { solutionFamilyCopy } from "~/content/family-copy";
import { integrationsNamed } from "~/content/integrations";
import type { PageLang } from "~/content/page-entry";
import { formatRupees, plansFitting } from "~/content/pricing";
import { findSolutionPage } from "~/content/solution-pages";
import type { SolutionPage } from "~/content/solution-pages/types";
import { tamilCaseStudyCard } from "~/content/ta/case-studies";
import * as tamil from "~/content/ta/family-copy";
import { homeCrumb } from "~/lib/breadcrumbs";
import { illustrationMarkup } from "~/lib/illustration-markup.server";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "~/lib/structured-data";

/** The AI solution pages: channel bots and agents, one template fed by app/content/solution-pages. */
export const loader = pageLoader((path, page, lang) => {
  const copy = lang === "ta" ? tamil.solutionFamilyCopy : solutionFamilyCopy;
  const content = findSolutionPage(path);
  if (!content) throw new Error(`No AI solution content for ${path} in app/content/solution-pages`);
  return {
    content,
    illustration: illustrationMarkup(content.illustration, path),
    copy,
    tools: integrationsNamed(content.integrations.names),
    plans: plansFitting(content.plans.fit).map((plan) => ({
      ...plan,
      price: lang === "ta" ? `${formatRupees(plan.monthlyPrice)} / மாதம்` : `${formatRupees(plan.monthlyPrice)} a month`,
    })),
    related: relatedReading(content, lang),
    jsonLd: [
      serviceJsonLd(path, page.heading, page.description),
      breadcrumbJsonLd([
        homeCrumb(lang),
        { name: copy.breadcrumb, path: "/ai-solutions" },
        { name: page.heading, path },
      ]),
      faqJsonLd(content.faq),
    ],
  };
});

/** The case study and articles of a page as cards: what they are, their title, summary and art. */
function relatedReading(content: SolutionPage, lang: PageLang): RelatedItem[] {
  const named = caseStudiesNamed(content.related.caseStudy ? [content.related.caseStudy] : []);
  const studies = lang === "ta" ? named.map(tamilCaseStudyCard) : named;
  // The articles are in English: a Tamil page offers the case study alone.
  const articles = lang === "ta" ? [] : articlesNamed(content.related.articles);
  return [
    ...studies.map((study) => ({
      // The category names are English: the Tamil eyebrow says what the card is and no more.
      eyebrow:
        lang === "ta" ? tamil.solutionFamilyCopy.caseStudy : `${solutionFamilyCopy.caseStudy} · ${study.category}`,
      title: study.title,
      description: study.description,
      to: `/case-studies/${study.slug}`,
      image: { src: study.image.src, width: study.image.width, height: study.image.height },
    })),
    ...articles.map((article) => ({
      eyebrow: `Article · ${article.readTime}`,
      title: article.title,
      description: article.excerpt,
      to: `/blog/${article.slug}`,
      image: { src: article.image, width: 1200, height: 630 },
    })),
  ];
}

export default function AiSolution({
  loaderData: { content, illustration, copy, tools, plans, related },
}: PageProps<typeof loader>) {
  const { howItWorks, useCases, features, humanOnly, integrations } = content;
  return (
    <>
      <PageHero hero={content.hero} aside={<DrawnIllustration markup={illustration} />} />
      <Section intro={howItWorks}>
        <StepList steps={howItWorks.steps.map((step, index) => ({ step: index + 1, ...step }))} />
      </Section>
      <Section intro={useCases} muted>
        <UseCaseGrid items={useCases.items} />
      </Section>
      <Section intro={features}>
        <CardGrid
          cards={features.items.map(({ title, description }) => ({ title, description }))}
          columns={features.items.length % 3 === 0 ? 3 : 2}
        />
        <aside
          aria-labelledby="human-only"
          className="mt-10 max-w-3xl rounded-2xl border border-brand-600 bg-surface p-6 dark:border-brand-400"
        >
          <h3 id="human-only" className="font-semibold text-lg">
            {humanOnly.heading}
          </h3>
          {humanOnly.intro && <p className="mt-2 text-ink-muted">{humanOnly.intro}</p>}
          <BulletList items={humanOnly.items} className="mt-4 space-y-2" />
        </aside>
      </Section>
      <Section intro={integrations} muted>
        <IntegrationTiles tools={tools} />
      </Section>
      <Section intro={content.plans}>
        <PlanFitList plans={plans} quote={content.plans.fit.kind === "quote" ? content.plans.fit.note : undefined} />
      </Section>
      <RelatedReading heading={copy.related} items={related} />
      <FaqSection intro={{ heading: copy.faq }} items={content.faq} />
      <CtaBand cta={content.closing} />
    </>
  );
}
