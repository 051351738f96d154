import type { CaseStudySummary } from "~/content/case-studies";
import { ActionLink } from "../ui/ActionLink";
import { Section } from "./Section";

/** Case studies of a category (SPEC §2): nothing at all when the list is empty. */
export function CaseStudySection({ heading, studies }: { heading: string; studies: readonly CaseStudySummary[] }) {
  if (studies.length === 0) return null;
  return (
    <Section intro={{ heading }} muted>
      <ul className="grid gap-6 md:grid-cols-2">
        {studies.map((study) => (
          <li key={study.slug} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
            <p className="font-medium text-brand-700 text-sm dark:text-brand-300">{study.client}</p>
            <h3 className="mt-1 font-semibold text-lg">{study.title}</h3>
            <p className="mt-2 text-ink-muted">{study.description}</p>
            <div className="mt-auto pt-5">
              <ActionLink action={{ label: "Read Case Study", to: `/case-studies/${study.slug}` }} variant="text">
                Read Case Study<span className="sr-only">: {study.title}</span>
              </ActionLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ActionLink action={{ label: "View All Case Studies", to: "/case-studies" }} variant="secondary" />
      </div>
    </Section>
  );
}
