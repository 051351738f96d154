import type { Organization, Thing, WebPage, WithContext } from "schema-dts";
import type { PageLang } from "~/content/page-entry";
import type { PageVersions } from "~/content/pages";
import { site } from "~/content/site";
import { canonicalPath } from "./canonical";
import type { HeadTag } from "./head-markup";
import { hreflangAlternates } from "./hreflang";
import { languageTags } from "./language-tags";
import { settings } from "./settings";
import { socialCardPath, socialCardSize } from "./social-card";

/** What a page says about itself in the document head. */
export interface PageHead {
  /** The route path, e.g. "/services/rpa" (never with a trailing slash, except "/"). */
  path: string;
  /** Title without the brand; the site default title is used when absent. */
  title?: string;
  description: string;
  keywords?: readonly string[];
  type?: "website" | "article";
  /** ISO date an article was published (article:published_time). */
  publishedTime?: string;
  /** Keep the page out of search indexes (the 404 page). */
  noindex?: boolean;
  /** Structured data besides the Organization block every page carries. */
  jsonLd?: readonly WithContext<Thing>[];
  /** The page's language; English when left out. */
  lang?: PageLang;
  /** The page's versions in each language, when it has a translation: its hreflang alternates. */
  versions?: PageVersions;
}

/**
 * A translated page's alternates: one link per language and x-default (the English page), with
 * absolute addresses, on both versions; and the WebPage block that names the page's language.
 */
function translationTags(head: PageHead, title: string, url: string): HeadTag[] {
  const alternates = hreflangAlternates(head.versions ?? {});
  if (!alternates.length) return [];
  const links: HeadTag[] = alternates.map(({ hreflang, path }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: hreflang,
    href: canonicalUrl(path),
  }));
  const lang = head.lang ?? "en";
  const webPage: WithContext<WebPage> = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url,
    name: title,
    description: head.description,
    inLanguage: languageTags[lang].hreflang,
  };
  const others = (Object.keys(head.versions ?? {}) as PageLang[])
    .filter((other) => other !== lang)
    .map((other) => languageTags[other].ogLocale);
  return [
    ...links,
    ...others.map((locale) => ({ property: "og:locale:alternate", content: locale })),
    { "script:ld+json": webPage },
  ];
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

/** The site's handle on X ("@cleverobotics"), from its profile link in app/content/site.ts. */
export function twitterHandle(): string | undefined {
  const profile = site.social.find((entry) => entry.network === "X");
  return profile && `@${new URL(profile.href).pathname.replace(/^\/+|\/+$/g, "")}`;
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

/**
 * The image a shared link shows: the page's own card, drawn at build time (scripts/social-cards.ts),
 * or the site's card on a page kept out of the index (the build draws cards for indexable pages only).
 */
function socialImageTags(head: PageHead): HeadTag[] {
  if (head.noindex) {
    const image = absoluteUrl(site.socialImage);
    return [
      { property: "og:image", content: image },
      { name: "twitter:image", content: image },
    ];
  }
  const image = absoluteUrl(socialCardPath(head.path));
  const alt = head.title ? `${head.title} — ${site.name}` : site.defaultTitle;
  return [
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialCardSize.width) },
    { property: "og:image:height", content: String(socialCardSize.height) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** The full head of a page: title, description, canonical, social tags and JSON-LD. */
export function pageHead(head: PageHead): HeadTag[] {
  const title = documentTitle(head.title);
  const url = canonicalUrl(head.path);
  const tags: HeadTag[] = [
    { title },
    { name: "description", content: head.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: head.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: head.description },
    { property: "og:locale", content: languageTags[head.lang ?? "en"].ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: head.description },
    ...socialImageTags(head),
  ];
  const handle = twitterHandle();
  if (handle) tags.push({ name: "twitter:site", content: handle });
  if (head.publishedTime) tags.push({ property: "article:published_time", content: head.publishedTime });
  if (head.keywords?.length) tags.push({ name: "keywords", content: head.keywords.join(", ") });
  // A page kept out of the index names no canonical address of its own.
  if (head.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    tags.push(...translationTags(head, title, url));
  }
  for (const block of [organizationJsonLd(), ...(head.jsonLd ?? [])]) {
    tags.push({ "script:ld+json": block });
  }
  return tags;
}
