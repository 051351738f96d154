import type { CaseStudySummary } from "~/content/case-study-types";
import { cardColumns } from "~/lib/card-columns";
import { useText } from "~/lib/page-language";
import { CaseStudyCard } from "../case-studies/CaseStudyCard";
import { ActionLink } from "../ui/Action";
import { Section } from "./Section";

/** Case studies of a category: nothing at all when the list is empty. */
export function CaseStudySection({ heading, studies }: { heading: string; studies: readonly CaseStudySummary[] }) {
  const text = useText();
  if (studies.length === 0) return null;
  return (
    <Section intro={{ heading }} muted>
      <ul className={`grid gap-8 ${cardColumns(studies.length, 3)}`}>
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ActionLink action={{ label: text("View All Case Studies"), to: "/case-studies" }} variant="secondary" />
      </div>
    </Section>
  );
}
