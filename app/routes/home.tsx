import { ClientStrip } from "~/components/case-studies/ClientStrip";
import { CardGrid } from "~/components/sections/CardGrid";
import { CaseStudySection } from "~/components/sections/CaseStudySection";
import { CtaBand } from "~/components/sections/CtaBand";
import { FigureList } from "~/components/sections/FigureList";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { StepList } from "~/components/sections/StepList";
import { ActionLink } from "~/components/ui/Action";
import { caseStudySummary, clientWordmarks, findCaseStudy } from "~/content/case-studies";
import { caseStudiesPage } from "~/content/case-studies-page";
import { home } from "~/content/home";
import { tamilCaseStudyCard, clientsLabel as tamilClientsLabel, tamilClientWordmark } from "~/content/ta/case-studies";
import * as tamil from "~/content/ta/home";
import type { CallToAction } from "~/content/types";
import { cardColumns } from "~/lib/card-columns";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";
import { settings } from "~/lib/settings";

/** 'Book a Demo' goes to the booking link when one is configured, otherwise to the contact form (in either language). */
function demoAction(action: CallToAction): CallToAction {
  const demo = action.to === "/contact?topic=demo" || action.to === "/ta/contact?topic=demo";
  return demo && settings.bookingUrl ? { ...action, to: settings.bookingUrl } : action;
}

export const loader = pageLoader((_path, page, lang) => {
  const copy = lang === "ta" ? tamil.home : home;
  const studies = copy.caseStudies.slugs.flatMap((slug) => {
    const study = findCaseStudy(slug);
    if (!study) return [];
    return [lang === "ta" ? tamilCaseStudyCard(caseStudySummary(study)) : caseStudySummary(study)];
  });
  const content = {
    ...copy,
    hero: { ...copy.hero, primary: demoAction(copy.hero.primary) },
    closing: { ...copy.closing, primary: demoAction(copy.closing.primary) },
  };
  return {
    page,
    content,
    studies,
    clients: {
      label: lang === "ta" ? tamilClientsLabel : caseStudiesPage.clientsLabel,
      list: lang === "ta" ? clientWordmarks().map(tamilClientWordmark) : clientWordmarks(),
    },
  };
});

export default function Home({ loaderData: { content, studies, clients } }: PageProps<typeof loader>) {
  const { impact, services, products, industries, process } = content;
  const text = useText();
  return (
    <>
      <PageHero hero={content.hero} />
      <ClientStrip label={clients.label} clients={clients.list} />
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 className="font-semibold text-brand-100 text-lg">{impact.heading}</h2>
          {impact.intro && <p className="mt-1 max-w-2xl text-brand-100">{impact.intro}</p>}
          <div className="mt-6">
            <FigureList figures={impact.figures} onBrand />
          </div>
        </div>
      </section>
      <Section intro={services}>
        <CardGrid cards={services.items} />
        <div className="mt-8">
          <ActionLink action={services.all} variant="secondary" />
        </div>
      </Section>
      <Section intro={products} muted>
        <CardGrid cards={products.items} columns={2} />
      </Section>
      <Section intro={industries}>
        <ul className={`grid gap-4 ${cardColumns(industries.items.length, 3)}`}>
          {industries.items.map((industry) => (
            <li key={industry.link} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">
                <ActionLink action={{ label: industry.name, to: industry.link }} variant="text">
                  {industry.name}
                </ActionLink>
              </h3>
              {"priority" in industry && industry.priority && (
                <p className="mt-1 inline-block rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800 text-xs dark:bg-brand-900 dark:text-brand-100">
                  {text("Priority")}
                </p>
              )}
              <p className="mt-2 text-ink-muted text-sm">{industry.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CaseStudySection heading={content.caseStudies.heading} studies={studies} />
      <Section intro={process}>
        <StepList steps={process.steps} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
