import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ActionLink } from "~/components/ui/Action";
import { type Industry, industriesPage } from "~/content/industries";
import { industryPages } from "~/content/industry-pages";
import type { IndustryPage } from "~/content/industry-pages/types";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => {
  const card = (industry: IndustryPage) => ({ ...industry.card, link: industry.path });
  const featured = [
    ...industriesPage.industries,
    ...industryPages.filter((industry) => industry.card.featured).map(card),
  ];
  const more = industryPages.filter((industry) => !industry.card.featured).map(card);
  return { page, content: industriesPage, featured, more };
});

/** Industry cards: the four main trades large and two to a row, the others compact in one row. */
function IndustryList({
  industries,
  compact = false,
}: {
  industries: readonly Pick<Industry, "name" | "description" | "link" | "priority">[];
  compact?: boolean;
}) {
  return (
    <ul className={`grid gap-6 ${compact ? "lg:grid-cols-5" : "md:grid-cols-2"}`}>
      {industries.map((industry) => (
        <li
          key={industry.link}
          className={`flex flex-col rounded-2xl border bg-surface ${compact ? "p-5" : "p-6"} ${industry.priority ? "border-brand-600 ring-1 ring-brand-600" : "border-line"}`}
        >
          <div className="flex items-center gap-3">
            <h3 className={`font-semibold ${compact ? "text-lg" : "text-xl"}`}>{industry.name}</h3>
            {industry.priority && (
              <p className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800 text-xs dark:bg-brand-900 dark:text-brand-100">
                Priority
              </p>
            )}
          </div>
          <p className={`mt-2 text-ink-muted ${compact ? "text-sm" : ""}`}>{industry.description}</p>
          <div className={`mt-auto ${compact ? "pt-4" : "pt-5"}`}>
            <ActionLink action={{ label: "Learn More", to: industry.link }} variant="text">
              Learn More<span className="sr-only"> about {industry.name}</span>
            </ActionLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Industries({ loaderData: { content, featured, more } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section intro={{ heading: "Where we work" }}>
        <IndustryList industries={featured} />
      </Section>
      <Section intro={content.more} muted>
        <IndustryList industries={more} compact />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
