import { Picture } from "~/components/illustrations/Picture";
import { BulletList } from "~/components/sections/BulletList";
import { CtaBand } from "~/components/sections/CtaBand";
import { FigureList } from "~/components/sections/FigureList";
import { GoalTiles } from "~/components/sections/GoalTiles";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { Tabs } from "~/components/sections/Tabs";
import { TechGrid } from "~/components/sections/TechGrid";
import { ActionLink } from "~/components/ui/Action";
import { salesManagement } from "~/content/products";
import * as tamil from "~/content/ta/products";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page, lang) => ({
  page,
  content: lang === "ta" ? tamil.salesManagement : salesManagement,
}));

export default function SalesManagement({ loaderData: { content } }: PageProps<typeof loader>) {
  const { dashboard, tabs, aiFeatures, benefits, technology } = content;
  return (
    <>
      <PageHero hero={content.hero} />
      <Section intro={dashboard}>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <GoalTiles goals={dashboard.goals} />
        </div>
      </Section>
      <Section id="features" intro={tabs}>
        <Tabs
          label={tabs.heading}
          defaultId="dashboard"
          items={tabs.items.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
                <div>
                  <h3 className="font-semibold text-2xl">{tab.title}</h3>
                  <p className="mt-3 max-w-2xl text-ink-muted">{tab.description}</p>
                  <BulletList items={tab.points} className="mt-5 space-y-2" />
                  <div className="mt-6">
                    <ActionLink action={tab.demo} />
                  </div>
                </div>
                <Picture visual={tab.screen} className="rounded-xl shadow-xl" />
              </div>
            ),
          }))}
        />
      </Section>
      <Section intro={aiFeatures} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {aiFeatures.groups.map((group) => (
            <li key={group.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{group.title}</h3>
              <p className="mt-2 text-ink-muted">{group.description}</p>
              <ul className="mt-4 space-y-1.5 text-sm">
                {group.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={benefits}>
        <FigureList figures={benefits.stats} />
      </Section>
      <Section intro={technology} muted>
        <TechGrid tiles={technology.items} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
