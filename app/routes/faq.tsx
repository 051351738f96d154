import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ActionLink } from "~/components/ui/Action";
import { faqPage } from "~/content/faq";
import { site, telHref } from "~/content/site";
import * as tamil from "~/content/ta/faq";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";
import { faqJsonLd } from "~/lib/structured-data";

export const loader = pageLoader((_path, page, lang) => {
  const content = lang === "ta" ? tamil.faqPage : faqPage;
  return {
    page,
    content,
    phone: site.phone,
    jsonLd: [faqJsonLd(content.categories.flatMap((category) => category.items))],
  };
});

export default function Faq({ loaderData: { content, phone } }: PageProps<typeof loader>) {
  const text = useText();
  return (
    <>
      <PageHero hero={content.hero} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <nav aria-label={text("Question categories")}>
          <ul className="flex flex-wrap gap-2">
            {content.categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="inline-block rounded-full border border-line px-4 py-1.5 text-sm hover:bg-surface-muted"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {content.categories.map((category) => (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${category.id}-title`} className="font-bold text-2xl">
              {category.title}
            </h2>
            <div className="mt-4">
              <FaqAccordion items={category.items} />
            </div>
          </section>
        ))}
      </div>
      <Section muted intro={{ heading: content.closing.heading, intro: content.closing.text }}>
        <div className="flex flex-wrap items-center gap-4">
          <ActionLink action={content.closing.primary} />
          <a
            href={telHref(phone)}
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            {text("Call us at {phone}", { phone })}
          </a>
        </div>
      </Section>
    </>
  );
}
