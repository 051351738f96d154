import type { Product, WithContext } from "schema-dts";
import { Picture } from "~/components/illustrations/Picture";
import { BulletList } from "~/components/sections/BulletList";
import { CtaBand } from "~/components/sections/CtaBand";
import { FaqList } from "~/components/sections/FaqList";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { Tabs } from "~/components/sections/Tabs";
import { plans } from "~/content/pricing";
import { type FeatureTab, smartAiWhatsapp } from "~/content/products";
import { site } from "~/content/site";
import * as tamil from "~/content/ta/products";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";
import { canonicalUrl } from "~/lib/seo";
import { faqJsonLd, productImages } from "~/lib/structured-data";

// The plans are read here, at prerender time, so they stay out of the page's JavaScript.
export const loader = pageLoader((path, page, lang) => {
  const content = lang === "ta" ? tamil.smartAiWhatsapp : smartAiWhatsapp;
  const prices = plans.map((plan) => plan.monthlyPrice);
  const range = { low: Math.min(...prices), high: Math.max(...prices), count: plans.length };
  return {
    page,
    content,
    prices: range,
    jsonLd: [productJsonLd(path, page.heading, page.description, range), faqJsonLd(content.faq)],
  };
});

function productJsonLd(
  path: string,
  name: string,
  description: string,
  prices: { low: number; high: number; count: number },
): WithContext<Product> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    brand: { "@type": "Brand", name: site.name },
    url: canonicalUrl(path),
    image: productImages(path),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: prices.low,
      highPrice: prices.high,
      offerCount: prices.count,
      url: canonicalUrl("/pricing"),
    },
  };
}

function FeatureDetail({ tab }: { tab: FeatureTab }) {
  switch (tab.kind) {
    case "howItWorks":
      return (
        <ol className="space-y-3">
          {tab.steps.map((step) => (
            <li key={step.step}>
              <span className="font-semibold">
                {step.step}. {step.title}
              </span>{" "}
              <span className="text-ink-muted">{step.desc}</span>
            </li>
          ))}
        </ol>
      );
    case "workflow":
      return (
        <ol className="list-decimal space-y-2 pl-5">
          {tab.workflow.map((step) => (
            <li key={step.step}>{step.desc}</li>
          ))}
        </ol>
      );
    case "metrics":
      return (
        <dl className="grid grid-cols-3 gap-4">
          {tab.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse">
              <dt className="text-ink-muted text-sm">{metric.label}</dt>
              <dd className="font-bold text-2xl text-brand-700 dark:text-brand-300">{metric.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "useCases":
      return (
        <ul className="list-disc space-y-2 pl-5">
          {tab.useCases.map((useCase) => (
            <li key={useCase}>{useCase}</li>
          ))}
        </ul>
      );
  }
}

export default function SmartAiWhatsapp({ loaderData: { content } }: PageProps<typeof loader>) {
  const { hero, benefits, features, savings } = content;
  const text = useText();
  return (
    <>
      <PageHero
        hero={hero}
        aside={
          <div>
            {/* The drawn chat, and the example conversation as text on a card over its lower edge. */}
            {hero.visual && <Picture visual={hero.visual} priority />}
            <figure className="relative mx-3 -mt-12 rounded-2xl border border-line bg-surface-muted p-4 shadow-xl sm:mx-8">
              <figcaption className="mb-3 font-semibold text-sm">{text("An example WhatsApp conversation")}</figcaption>
              <ul className="space-y-2">
                {hero.chat.map((message) => (
                  <li key={message.text} className={`flex ${message.from === "bot" ? "justify-start" : "justify-end"}`}>
                    <p
                      className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                        message.from === "bot" ? "bg-surface text-ink" : "bg-green-700 text-white"
                      }`}
                    >
                      <span className="sr-only">{message.from === "bot" ? text("Bot: ") : text("Customer: ")}</span>
                      {message.text}
                    </p>
                  </li>
                ))}
              </ul>
            </figure>
            <ul className="mt-4 flex flex-wrap gap-2 text-sm">
              {hero.notes.map((note) => (
                <li key={note} className="rounded-full border border-line px-3 py-1">
                  {note}
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <Section intro={benefits}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-line bg-surface p-6">
              <p className="font-bold text-3xl text-brand-700 dark:text-brand-300">{item.figure.value}</p>
              <p className="text-ink-muted text-sm">{item.figure.label}</p>
              <h3 className="mt-4 font-semibold">{item.title}</h3>
              <p className="mt-1 text-ink-muted text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="features" intro={features} muted>
        <Tabs
          label={features.heading}
          defaultId="website-learning"
          items={features.tabs.map((tab) => ({
            id: tab.id,
            label: tab.title,
            panel: (
              <div className="grid gap-8 lg:grid-cols-2">
                <div>
                  <p className="font-medium text-brand-700 text-sm dark:text-brand-300">{tab.subtitle}</p>
                  <h3 className="mt-1 font-semibold text-2xl">{tab.title}</h3>
                  <p className="mt-3 text-ink-muted">{tab.description}</p>
                  <BulletList items={tab.benefits} className="mt-4 space-y-1.5" />
                </div>
                <div>
                  <Picture visual={tab.visual} className="rounded-xl shadow-lg" />
                  <div className="mt-6 rounded-2xl border border-line bg-surface p-6">
                    <FeatureDetail tab={tab} />
                  </div>
                </div>
              </div>
            ),
          }))}
        />
      </Section>
      <Section intro={savings}>
        {/* Narrow enough to fit a 320 px screen whole: three short columns that wrap, no sideways scrolling. */}
        <div>
          <table className="w-full max-w-3xl text-left text-sm sm:text-base">
            <caption className="sr-only">{savings.heading}</caption>
            <thead>
              <tr className="border-line border-b text-ink-muted text-sm">
                <th scope="col" className="py-3 pr-3 font-medium sm:pr-4">
                  {text("What changes")}
                </th>
                <th scope="col" className="py-3 pr-3 font-medium sm:pr-4">
                  {text("Before")}
                </th>
                <th scope="col" className="py-3 font-medium">
                  {text("After")}
                </th>
              </tr>
            </thead>
            <tbody>
              {savings.rows.map((row) => (
                <tr key={row.label} className="border-line border-b">
                  <th scope="row" className="py-4 pr-3 font-medium sm:pr-4">
                    {row.label}
                  </th>
                  <td className="py-4 pr-3 text-ink-muted sm:pr-4">{row.before}</td>
                  <td className="py-4 font-semibold text-brand-700 dark:text-brand-300">{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section intro={{ heading: text("Frequently asked questions") }} muted>
        <div className="max-w-3xl">
          <FaqList items={content.faq} />
        </div>
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
