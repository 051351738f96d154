import type { Product, WithContext } from "schema-dts";
import { Picture } from "~/components/illustrations/Picture";
import { CtaBand } from "~/components/sections/CtaBand";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { PricingPlans } from "~/components/sections/PricingPlans";
import { Section } from "~/components/sections/Section";
import { plans } from "~/content/pricing";
import { pricingPage } from "~/content/pricing-page";
import { site } from "~/content/site";
import * as tamil from "~/content/ta/pricing";
import { cardColumns } from "~/lib/card-columns";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";
import { canonicalUrl } from "~/lib/seo";
import { faqJsonLd, offersValidUntil, productImages } from "~/lib/structured-data";

export const loader = pageLoader((path, page, lang) => {
  const content = lang === "ta" ? tamil.pricingPage : pricingPage;
  // The plans' names and prices are the same in both languages; their texts are not.
  const shown = lang === "ta" ? plans.map((plan) => ({ ...plan, ...tamil.planCopy[plan.name] })) : plans;
  return {
    page,
    content,
    plans: shown,
    jsonLd: [pricingJsonLd(path, shown, content.hero.intro), faqJsonLd(content.faq)],
  };
});

/**
 * The plans as one product with an offer per plan, each at its monthly price. The offers
 * were once dated to 2025; they are now valid for a year from the build, so they never go stale.
 */
function pricingJsonLd(
  path: string,
  plans: readonly { name: string; monthlyPrice: number }[],
  description: string,
): WithContext<Product> {
  const priceValidUntil = offersValidUntil();
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "AI Bot Integration for Retail & Ecommerce",
    description,
    brand: { "@type": "Brand", name: site.name },
    url: canonicalUrl(path),
    image: productImages(path),
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: `${plan.name} plan`,
      price: plan.monthlyPrice,
      priceCurrency: "INR",
      priceValidUntil,
      availability: "https://schema.org/InStock",
      url: canonicalUrl(path),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.monthlyPrice,
        priceCurrency: "INR",
        billingDuration: "P1M",
        unitText: "month",
      },
    })),
  };
}

export default function Pricing({ loaderData: { content, plans } }: PageProps<typeof loader>) {
  const text = useText();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950/60 dark:to-surface">
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 lg:px-8">
          {/* On a phone the plans come straight after the intro; the picture joins from desktop width. */}
          <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div className="mx-auto max-w-3xl text-center lg:mx-0 lg:text-left">
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
                {content.hero.eyebrow}
              </p>
              <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">
                {content.hero.headline}
              </h1>
              <p className="mt-5 text-ink-muted text-lg">{content.hero.intro}</p>
            </div>
            <Picture visual={content.hero.visual} priority className="hidden lg:block" />
          </div>
          <div className="mt-12">
            <PricingPlans plans={plans} />
          </div>
          <p className="mt-8 text-center text-ink-muted text-sm">{content.footnote}</p>
        </div>
      </section>
      <Section intro={content.whyChoose} muted>
        <ul className={`grid gap-6 ${cardColumns(content.whyChoose.items.length, 3)}`}>
          {content.whyChoose.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{item.title}</h3>
              <p className="mt-2 text-ink-muted text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={{ heading: text("Pricing questions") }}>
        <div className="max-w-3xl">
          <FaqAccordion items={content.faq} />
        </div>
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
