import type { Service, WithContext } from "schema-dts";
import { CardGrid } from "~/components/sections/CardGrid";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { aiSolutionsPage } from "~/content/ai-solutions";
import { site } from "~/content/site";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { absoluteUrl, canonicalUrl } from "~/lib/seo";

export const loader = pageLoader((path, page) => ({
  page,
  content: aiSolutionsPage,
  jsonLd: servicesJsonLd(path, aiSolutionsPage.cards),
}));

function servicesJsonLd(path: string, cards: typeof aiSolutionsPage.cards): WithContext<Service>[] {
  return cards.map((card) => ({
    "@context": "https://schema.org",
    "@type": "Service",
    name: card.title,
    description: card.description,
    serviceType: "AI chatbot and agent development",
    url: card.link ? absoluteUrl(card.link.to) : canonicalUrl(path),
    provider: { "@type": "Organization", name: site.name, url: canonicalUrl("/") },
  }));
}

export default function AiSolutions({ loaderData: { content } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section intro={{ heading: "Six ways AI can work for your business" }}>
        <CardGrid cards={content.cards} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
