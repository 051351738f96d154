import type { MetaDescriptor } from "react-router";
import type { Organization, Thing, WithContext } from "schema-dts";
import { site } from "~/content/site";
import { canonicalPath } from "./canonical";
import { settings } from "./settings";

/** What a page says about itself in the document head. */
export interface PageHead {
  /** The route path, e.g. "/services/rpa" (never with a trailing slash, except "/"). */
  path: string;
  /** Title without the brand; the site default title is used when absent. */
  title?: string;
  description: string;
  keywords?: readonly string[];
  /** Social-sharing image path; the site card by default. */
  image?: string;
  type?: "website" | "article";
  /** ISO date an article was published (article:published_time). */
  publishedTime?: string;
  /** Keep the page out of search indexes (the 404 page). */
  noindex?: boolean;
  /** Structured data besides the Organization block every page carries. */
  jsonLd?: readonly WithContext<Thing>[];
}

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path}`;
}

export function canonicalUrl(path: string): string {
  return absoluteUrl(canonicalPath(path));
}

export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : site.defaultTitle;
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: settings.siteUrl,
    logo: absoluteUrl(site.logo),
    email: site.email,
    telephone: site.phone,
    address: { "@type": "PostalAddress", ...site.address },
    sameAs: site.social.map((profile) => profile.href),
  };
}

/** The full head of a page: title, description, canonical, social tags and JSON-LD. */
export function pageHead(head: PageHead): MetaDescriptor[] {
  const title = documentTitle(head.title);
  const url = canonicalUrl(head.path);
  const image = absoluteUrl(head.image ?? site.socialImage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: head.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: head.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: head.description },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: image },
  ];
  if (head.publishedTime) tags.push({ property: "article:published_time", content: head.publishedTime });
  if (head.keywords?.length) tags.push({ name: "keywords", content: head.keywords.join(", ") });
  // A page kept out of the index names no canonical address of its own.
  if (head.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  else tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  for (const block of [organizationJsonLd(), ...(head.jsonLd ?? [])]) {
    tags.push({ "script:ld+json": block });
  }
  return tags;
}
