import { CardGrid } from "~/components/sections/CardGrid";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { servicesOverview } from "~/content/services";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => ({ page, content: servicesOverview }));

export default function Services({ loaderData: { content } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section id="services" intro={{ heading: "What we build and run for you" }}>
        <CardGrid cards={content.cards} />
      </Section>
      <Section intro={content.whyChoose} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.whyChoose.items.map((item) => (
            <li key={item.title}>
              <h3 className="font-semibold text-lg">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
