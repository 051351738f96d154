import type { BreadcrumbList, ContactPage, FAQPage, Organization, Service, WithContext } from "schema-dts";
import { site } from "~/content/site";
import { absoluteUrl, canonicalUrl, organizationJsonLd } from "./seo";
import { buildTime } from "./settings";
import { socialCardPath } from "./social-card";

export function faqJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The contact page with the team's contact point and weekday hours (09:00 to 18:00). */
export function contactPageJsonLd(path: string): WithContext<ContactPage> {
  const { "@context": _context, ...organization } = organizationJsonLd() as Exclude<
    ReturnType<typeof organizationJsonLd>,
    string
  > &
    Record<string, unknown>;
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: `Contact ${site.name}`,
    url: canonicalUrl(path),
    mainEntity: {
      ...organization,
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.email,
        telephone: site.phone,
        areaServed: "Worldwide",
        availableLanguage: ["English", "Tamil", "Hindi"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "18:00",
        },
      },
    },
  };
}

/** The breadcrumb trail of a page, each crumb at its canonical address. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  };
}

/** The publisher of articles and case studies: the company, with its logo. */
export function publisherJsonLd(): Organization {
  return { "@type": "Organization", name: site.name, url: canonicalUrl("/"), logo: absoluteUrl(site.logo) };
}

/** An offer's last valid day: a year after the build, so prerendered offers never read as expired. */
export function offersValidUntil(builtAt: Date = new Date(buildTime)): string {
  const until = new Date(builtAt);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  return until.toISOString().slice(0, 10);
}

/** The pictures of a product page for its structured data: the page's social card (PNG, 1200×630). */
export function productImages(path: string): string[] {
  return [absoluteUrl(socialCardPath(path))];
}

/** A service we offer, with its provider (the solution and service pages). */
export function serviceJsonLd(path: string, name: string, description: string): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: canonicalUrl(path),
    serviceType: name,
    areaServed: "Worldwide",
    provider: { "@type": "Organization", name: site.name, url: canonicalUrl("/") },
  };
}
