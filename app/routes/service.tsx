import { CardGrid } from "~/components/sections/CardGrid";
import { CaseStudySection } from "~/components/sections/CaseStudySection";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { TechGrid } from "~/components/sections/TechGrid";
import { caseStudiesByCategory } from "~/content/case-studies";
import { servicePages } from "~/content/services";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { serviceJsonLd } from "~/lib/structured-data";

/** The seven service pages; the route id is the page's path. */
export const loader = pageLoader((path, page) => {
  const content = Object.values(servicePages).find((page) => page.path === path);
  if (!content) throw new Error(`No service page content for ${path} in app/content/services.ts`);
  const studies = content.caseStudyCategory ? caseStudiesByCategory(content.caseStudyCategory) : [];
  return { page, content, studies, jsonLd: [serviceJsonLd(path, page.heading, page.description)] };
});

export default function ServicePage({ loaderData: { content, studies } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section id="services" intro={content.services}>
        <CardGrid cards={content.services.items} />
      </Section>
      <Section intro={content.technologies} muted>
        <TechGrid tiles={content.technologies.items} />
      </Section>
      <CaseStudySection heading="Case studies" studies={studies} />
      <CtaBand cta={content.closing} />
    </>
  );
}
