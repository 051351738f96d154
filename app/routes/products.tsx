import { BulletList } from "~/components/sections/BulletList";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ActionLink } from "~/components/ui/Action";
import { productsOverview } from "~/content/products";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => ({ page, content: productsOverview }));

export default function Products({ loaderData: { content } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} />
      <Section intro={{ heading: "Two products, one goal: more orders with less typing" }}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {content.products.map((product) => (
            <li key={product.path} className="flex flex-col rounded-2xl border border-line bg-surface p-8 shadow-sm">
              <h3 className="font-bold text-2xl">{product.name}</h3>
              <p className="mt-1 font-medium text-brand-700 dark:text-brand-300">{product.tagline}</p>
              <p className="mt-4 text-ink-muted">{product.description}</p>
              <BulletList items={product.points} className="mt-5 space-y-2" />
              <div className="mt-auto pt-6">
                <ActionLink action={{ label: `Explore ${product.name}`, to: product.path }} />
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
