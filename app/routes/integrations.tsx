import { CtaBand } from "~/components/sections/CtaBand";
import { IntegrationsDirectory } from "~/components/sections/IntegrationsDirectory";
import { Section } from "~/components/sections/Section";
import { integrationCategories, integrationsPage } from "~/content/integrations";
import { countItems } from "~/lib/integrations-filter";
import { loaderHead } from "~/lib/loader-head";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import type { Route } from "./+types/integrations";

const path = "/integrations";

export function loader() {
  const page = requirePageInfo(path);
  return { page, content: integrationsPage, categories: integrationCategories, head: staticPageHead(path, page) };
}

export const meta = loaderHead;

export default function Integrations({ loaderData: { content, categories } }: Route.ComponentProps) {
  const figures = [
    { value: `${countItems(categories)}+`, label: "Integrations" },
    { value: String(categories.length), label: "Categories" },
    { value: "∞", label: "Custom integrations" },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950/60 dark:to-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
            {content.hero.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-5xl">
            {content.hero.headline}
          </h1>
          <p className="mt-5 max-w-2xl text-ink-muted text-lg">{content.hero.intro}</p>
          <dl className="mt-10 flex gap-10">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="text-ink-muted text-sm">{figure.label}</dt>
                <dd className="font-bold text-3xl text-brand-700 dark:text-brand-300">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <Section>
        <IntegrationsDirectory categories={categories} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
