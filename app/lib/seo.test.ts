import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical";
import { canonicalUrl, documentTitle, pageHead } from "./seo";
import { settings } from "./settings";

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("canonical addresses", () => {
  it("uses the trailing slash on service pages only", () => {
    expect(canonicalPath("/services/rpa")).toBe("/services/rpa/");
    expect(canonicalPath("/services/rpa/")).toBe("/services/rpa/");
    expect(canonicalPath("/services")).toBe("/services");
    expect(canonicalPath("/blog/vertical-ai-wins/")).toBe("/blog/vertical-ai-wins");
    expect(canonicalPath("/")).toBe("/");
  });

  it("puts the path on the configured host", () => {
    expect(canonicalUrl("/pricing")).toBe(`${settings.siteUrl}/pricing`);
  });
});

describe("pageHead", () => {
  const head = pageHead({ path: "/services/rpa", title: "RPA", description: "Robots.", keywords: ["rpa", "bots"] });

  it("sets title, description, canonical, keywords and social tags", () => {
    expect(find(head, "title", documentTitle("RPA"))).toBeDefined();
    expect(find(head, "name", "description")?.content).toBe("Robots.");
    expect(find(head, "rel", "canonical")?.href).toBe(`${settings.siteUrl}/services/rpa/`);
    expect(find(head, "name", "keywords")?.content).toBe("rpa, bots");
    expect(find(head, "property", "og:url")?.content).toBe(`${settings.siteUrl}/services/rpa/`);
    expect(find(head, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("always carries the Organization structured data", () => {
    const blocks = head
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => (tag as Record<string, unknown>)["script:ld+json"]);
    expect(blocks).toContainEqual(expect.objectContaining({ "@type": "Organization", url: settings.siteUrl }));
  });

  it("falls back to the site title and keeps noindex pages free of a canonical", () => {
    const notFound = pageHead({ path: "/404", description: "Gone.", noindex: true });
    expect(find(notFound, "title", documentTitle())).toBeDefined();
    expect(find(notFound, "name", "robots")?.content).toMatch(/noindex/);
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
  });
});
