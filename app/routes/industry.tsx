import { CaseStudyCard } from "~/components/case-studies/CaseStudyCard";
import { DrawnIllustration } from "~/components/illustrations/DrawnIllustration";
import { CtaBand } from "~/components/sections/CtaBand";
import { DayComparison } from "~/components/sections/DayComparison";
import { FaqSection } from "~/components/sections/FaqSection";
import { IntegrationTiles } from "~/components/sections/IntegrationTiles";
import { PageHero } from "~/components/sections/PageHero";
import { ProblemList } from "~/components/sections/ProblemList";
import { Section } from "~/components/sections/Section";
import { caseStudiesNamed } from "~/content/case-studies";
import { industryFamilyCopy } from "~/content/family-copy";
import { findIndustryPage } from "~/content/industry-pages";
import { integrationsNamed } from "~/content/integrations";
import { tamilCaseStudyCard } from "~/content/ta/case-studies";
import * as tamil from "~/content/ta/family-copy";
import { homeCrumb } from "~/lib/breadcrumbs";
import { cardColumns } from "~/lib/card-columns";
import { illustrationMarkup } from "~/lib/illustration-markup.server";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "~/lib/structured-data";

/** The industry pages, one template fed by app/content/industry-pages. */
export const loader = pageLoader((path, page, lang) => {
  const content = findIndustryPage(path);
  if (!content) throw new Error(`No industry content for ${path} in app/content/industry-pages`);
  const copy = lang === "ta" ? tamil.industryFamilyCopy : industryFamilyCopy;
  const studies = caseStudiesNamed(content.caseStudies.slugs);
  return {
    content,
    illustration: illustrationMarkup(content.illustration, path),
    copy,
    tools: integrationsNamed(content.tools.names),
    studies: lang === "ta" ? studies.map(tamilCaseStudyCard) : studies,
    jsonLd: [
      serviceJsonLd(path, page.heading, page.description),
      breadcrumbJsonLd([homeCrumb(lang), { name: copy.breadcrumb, path: "/industries" }, { name: page.heading, path }]),
      faqJsonLd(content.faq),
    ],
  };
});

export default function Industry({
  loaderData: { content, illustration, copy, tools, studies },
}: PageProps<typeof loader>) {
  const { problems, day } = content;
  return (
    <>
      <PageHero hero={content.hero} aside={<DrawnIllustration markup={illustration} />} />
      <Section intro={problems}>
        <ProblemList items={problems.items} />
      </Section>
      <Section intro={day} muted>
        <DayComparison before={day.before} after={day.after} />
      </Section>
      <Section intro={content.tools}>
        <IntegrationTiles tools={tools} />
      </Section>
      <Section intro={content.caseStudies} muted>
        <ul className={`grid gap-8 ${studies.length > 1 ? cardColumns(studies.length, 3) : "max-w-xl"}`}>
          {studies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Section>
      <FaqSection intro={{ heading: copy.faq }} items={content.faq} />
      <CtaBand cta={content.closing} />
    </>
  );
}
