import { CardGrid } from "~/components/sections/CardGrid";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { StepList } from "~/components/sections/StepList";
import { TestimonialCarousel } from "~/components/sections/TestimonialCarousel";
import { agileCoaching } from "~/content/services";
import { cardColumns } from "~/lib/card-columns";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { serviceJsonLd } from "~/lib/structured-data";

export const loader = pageLoader((path, page) => ({
  page,
  content: agileCoaching,
  jsonLd: [serviceJsonLd(path, page.heading, page.description)],
}));

export default function AgileCoaching({ loaderData: { content } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section id="services" intro={content.services}>
        <CardGrid cards={content.services.items} />
      </Section>
      <Section intro={content.methodologies} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.methodologies.items.map((method) => (
            <li key={method.name} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{method.name}</h3>
              <p className="mt-2 text-ink-muted text-sm">{method.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={content.outcomes}>
        <ul className={`grid gap-6 ${cardColumns(content.outcomes.items.length, 3)}`}>
          {content.outcomes.items.map((outcome) => (
            <li key={outcome.title}>
              <h3 className="font-semibold">{outcome.title}</h3>
              <p className="mt-1 text-ink-muted text-sm">{outcome.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={content.approach} muted>
        <StepList steps={content.approach.steps} />
      </Section>
      <Section intro={content.testimonials}>
        <TestimonialCarousel items={content.testimonials.items} label={content.testimonials.heading} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
