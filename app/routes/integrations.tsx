import { CtaBand } from "~/components/sections/CtaBand";
import { OurIntegrationsDirectory } from "~/components/sections/IntegrationsDirectory";
import { PageIntro } from "~/components/sections/PageIntro";
import { Section } from "~/components/sections/Section";
import { integrationCategories, integrationsPage } from "~/content/integrations";
import { ReactIsland } from "~/islands/ReactIsland";
import { countItems } from "~/lib/integrations-filter";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => ({
  page,
  content: integrationsPage,
  categories: integrationCategories,
}));

export default function Integrations({ loaderData: { content, categories } }: PageProps<typeof loader>) {
  const figures = [
    { value: `${countItems(categories)}+`, label: "Integrations" },
    { value: String(categories.length), label: "Categories" },
    { value: "∞", label: "Custom integrations" },
  ];
  return (
    <>
      <PageIntro eyebrow={content.hero.eyebrow} heading={content.hero.headline} intro={content.hero.intro}>
        <dl className="mt-10 flex gap-10">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-ink-muted text-sm">{figure.label}</dt>
              <dd className="font-bold text-3xl text-brand-700 dark:text-brand-300">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </PageIntro>
      <Section>
        <ReactIsland name="integrations" component={OurIntegrationsDirectory} props={{}} />
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
