import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ActionLink } from "~/components/ui/Action";
import { healthcarePage } from "~/content/industries";
import { cardColumns } from "~/lib/card-columns";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => ({ page, content: healthcarePage }));

export default function Healthcare({ loaderData: { content } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section intro={{ heading: "What we build for healthcare" }}>
        <ul className={`grid gap-6 ${cardColumns(content.solutionGroups.length, 3)}`}>
          {content.solutionGroups.map((group) => (
            <li key={group.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{group.title}</h3>
              <p className="mt-2 text-ink-muted">{group.description}</p>
              <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm">
                {group.solutions.map((solution) => (
                  <li key={solution}>{solution}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section muted>
        <aside aria-labelledby="compliance-title" className="max-w-3xl rounded-2xl border border-line bg-surface p-6">
          <h2 id="compliance-title" className="font-semibold text-xl">
            {content.compliance.title}
          </h2>
          <p className="mt-2 text-ink-muted">{content.compliance.text}</p>
          <div className="mt-5">
            <ActionLink action={content.consultation} />
          </div>
        </aside>
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
