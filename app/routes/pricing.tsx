import type { Product, WithContext } from "schema-dts";
import { CtaBand } from "~/components/sections/CtaBand";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { PricingPlans } from "~/components/sections/PricingPlans";
import { Section } from "~/components/sections/Section";
import { plans } from "~/content/pricing";
import { pricingPage } from "~/content/pricing-page";
import { site } from "~/content/site";
import { loaderHead } from "~/lib/loader-head";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import { canonicalUrl } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/pricing";

const path = "/pricing";
/** The validity SPEC §9 gives the structured-data offers. */
const OFFERS_VALID = { validFrom: "2025-01-01", validThrough: "2025-12-31" } as const;

export function loader() {
  const page = requirePageInfo(path);
  return {
    page,
    content: pricingPage,
    plans,
    head: staticPageHead(path, page, [pricingJsonLd(plans[0]!), faqJsonLd(pricingPage.faq)]),
  };
}

/** SPEC §2: a product with two offers — the entry plan billed monthly, and billed yearly. */
function pricingJsonLd(entry: { name: string; monthlyPrice: number; yearlyPrice: number }): WithContext<Product> {
  const offer = (name: string, price: number, billingDuration: "P1M" | "P1Y") => ({
    "@type": "Offer" as const,
    name,
    price,
    priceCurrency: "INR",
    availability: "https://schema.org/InStock" as const,
    url: canonicalUrl(path),
    ...OFFERS_VALID,
    priceSpecification: {
      "@type": "UnitPriceSpecification" as const,
      price,
      priceCurrency: "INR",
      billingDuration,
    },
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "AI Bot Integration for Retail & Ecommerce",
    description: pricingPage.hero.intro,
    brand: { "@type": "Brand", name: site.name },
    url: canonicalUrl(path),
    offers: [
      offer(`${entry.name} plan, billed monthly`, entry.monthlyPrice, "P1M"),
      offer(`${entry.name} plan, billed yearly`, entry.yearlyPrice, "P1Y"),
    ],
  };
}

export const meta = loaderHead;

export default function Pricing({ loaderData: { content, plans } }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950/60 dark:to-surface">
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl text-center">
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              {content.hero.eyebrow}
            </p>
            <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">{content.hero.headline}</h1>
            <p className="mt-5 text-ink-muted text-lg">{content.hero.intro}</p>
          </div>
          <div className="mt-12">
            <PricingPlans plans={plans} />
          </div>
          <p className="mt-8 text-center text-ink-muted text-sm">{content.footnote}</p>
        </div>
      </section>
      <Section intro={content.whyChoose} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.whyChoose.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-lg">{item.title}</h3>
              <p className="mt-2 text-ink-muted text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section intro={{ heading: "Pricing questions" }}>
        <div className="max-w-3xl">
          <FaqAccordion items={content.faq} />
        </div>
      </Section>
      <CtaBand cta={content.closing} />
    </>
  );
}
