import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical";
import type { HeadTag } from "./head-markup";
import { canonicalUrl, documentTitle, pageHead, twitterHandle } from "./seo";
import { settings } from "./settings";

const find = (tags: HeadTag[], key: string, value: string) =>
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

  it("shows the page's own 1200×630 card, described, to Open Graph and X", () => {
    const card = `${settings.siteUrl}/og/services/rpa.png`;
    expect(find(head, "property", "og:image")?.content).toBe(card);
    expect(find(head, "property", "og:image:width")?.content).toBe("1200");
    expect(find(head, "property", "og:image:height")?.content).toBe("630");
    expect(find(head, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(head, "property", "og:image:alt")?.content).toBe("RPA — Cleverobotics");
    expect(find(head, "name", "twitter:image")?.content).toBe(card);
    expect(find(head, "name", "twitter:image:alt")?.content).toBe("RPA — Cleverobotics");
    expect(find(head, "name", "twitter:site")?.content).toBe("@cleverobotics");
    // The card's tags follow og:image, as Open Graph wants its structured properties.
    const properties = head.map((tag) => (tag as Record<string, unknown>).property).filter(Boolean);
    expect(properties.indexOf("og:image:width")).toBe(properties.indexOf("og:image") + 1);
  });

  it("names the same card at both forms of a path", () => {
    const slashed = pageHead({ path: "/services/rpa/", title: "RPA", description: "Robots." });
    expect(find(slashed, "property", "og:image")?.content).toBe(`${settings.siteUrl}/og/services/rpa.png`);
    const home = pageHead({ path: "/", title: "Home", description: "Hello." });
    expect(find(home, "property", "og:image")?.content).toBe(`${settings.siteUrl}/og/index.png`);
  });

  it("takes the X handle from the site's X profile", () => {
    expect(twitterHandle()).toBe("@cleverobotics");
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

  it("gives noindex pages the site's card, which the build does not draw per page", () => {
    const sent = pageHead({ path: "/contact/sent", title: "Thanks", description: "Sent.", noindex: true });
    expect(find(sent, "property", "og:image")?.content).toBe(`${settings.siteUrl}/social-card.jpg`);
    expect(find(sent, "name", "twitter:image")?.content).toBe(`${settings.siteUrl}/social-card.jpg`);
    expect(find(sent, "property", "og:image:type")).toBeUndefined();
  });
});
