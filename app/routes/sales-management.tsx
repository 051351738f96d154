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
import { loaderHead } from "~/lib/loader-head";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import type { Route } from "./+types/sales-management";

const path = "/products/sales-management";

export function loader() {
  const page = requirePageInfo(path);
  return { page, content: salesManagement, head: staticPageHead(path, page) };
}

export const meta = loaderHead;

export default function SalesManagement({ loaderData: { content } }: Route.ComponentProps) {
  const { dashboard, tabs, aiFeatures, benefits, technology } = content;
  return (
    <>
      <PageHero
        hero={content.hero}
        aside={
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl">
            <p className="font-semibold">{dashboard.heading}</p>
            {dashboard.intro && <p className="mt-1 text-ink-muted text-sm">{dashboard.intro}</p>}
            <div className="mt-5">
              <GoalTiles goals={dashboard.goals} />
            </div>
          </div>
        }
      />
      <Section id="features" intro={tabs}>
        <Tabs
          label={tabs.heading}
          defaultId="dashboard"
          items={tabs.items.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-start">
                <div>
                  <h3 className="font-semibold text-2xl">{tab.title}</h3>
                  <p className="mt-3 max-w-2xl text-ink-muted">{tab.description}</p>
                  <BulletList items={tab.points} className="mt-5 space-y-2" />
                </div>
                <ActionLink action={tab.demo} />
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
