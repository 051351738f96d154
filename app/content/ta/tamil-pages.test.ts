import { describe, expect, it } from "vitest";
import { staticPageHead } from "~/lib/page-head";
import { sitemapXml } from "~/lib/sitemap";
import { sitemapEntries } from "~/site-paths";
import { tamilPath } from "../page-entry";
import { pageRegistry, pageVersions } from "../pages";
import { tamilScriptShare, untranslatedParagraphs, visibleTexts } from "./script-share";

const tamilPages = pageRegistry.filter((entry) => entry.lang === "ta");

describe("the Tamil pages", () => {
  it("are the pages our buyers land on", () => {
    expect(tamilPages.map((entry) => entry.path).sort()).toEqual(
      [
        "/ta",
        "/ta/about",
        "/ta/ai-solutions/whatsapp",
        "/ta/contact",
        "/ta/contact/problem",
        "/ta/contact/sent",
        "/ta/faq",
        "/ta/industries/ecommerce",
        "/ta/industries/retail",
        "/ta/industries/wholesale-retail",
        "/ta/pricing",
        "/ta/products/sales-management",
        "/ta/products/smart-ai-whatsapp",
      ].sort(),
    );
  });

  it.each(tamilPages.map((entry) => [entry.path, entry] as const))(
    "%s translates a registered English page, rendered by the same template",
    (path, entry) => {
      const english = pageRegistry.find((page) => page.path === entry.translationOf);
      expect(english, `${path} translates ${entry.translationOf}`).toBeDefined();
      expect(english?.lang).toBe("en");
      expect(path).toBe(tamilPath(entry.translationOf ?? ""));
      expect(entry.family).toBe(english?.family);
    },
  );
});

describe("hreflang and the sitemap", () => {
  const linksOf = (path: string) =>
    staticPageHead(path, pageRegistry.find((entry) => entry.path === path)!.head).filter(
      (tag) => "tagName" in tag && tag.tagName === "link",
    );

  it("names both versions and x-default (the English) on both, each canonical to itself", () => {
    const pairs: [string, string][] = [
      ["/pricing", "/ta/pricing"],
      ["/", "/ta"],
      ["/industries/retail", "/ta/industries/retail"],
    ];
    for (const [english, tamil] of pairs) {
      const alternates = [
        { tagName: "link", rel: "alternate", hrefLang: "en", href: `https://www.cleverobotics.com${english}` },
        { tagName: "link", rel: "alternate", hrefLang: "ta", href: `https://www.cleverobotics.com${tamil}` },
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `https://www.cleverobotics.com${english}` },
      ];
      for (const path of [english, tamil]) {
        const links = linksOf(path);
        expect(links).toEqual(expect.arrayContaining(alternates));
        expect(links).toContainEqual({
          tagName: "link",
          rel: "canonical",
          href: `https://www.cleverobotics.com${path}`,
        });
      }
    }
  });

  it("gives a Tamil page its Tamil locale and language in the structured data", () => {
    const head = staticPageHead("/ta/pricing", pageRegistry.find((entry) => entry.path === "/ta/pricing")!.head);
    expect(head).toContainEqual({ property: "og:locale", content: "ta_IN" });
    expect(head).toContainEqual({ property: "og:locale:alternate", content: "en_IN" });
    expect(head).toContainEqual({
      "script:ld+json": expect.objectContaining({ "@type": "WebPage", inLanguage: "ta" }),
    });
  });

  it("leaves a page without a translation without alternates", () => {
    expect(pageVersions("/services")).toEqual({ en: "/services" });
    expect(linksOf("/services").filter((tag) => "rel" in tag && tag.rel === "alternate")).toEqual([]);
  });

  it("lists both versions of a translated page, each with both alternates", () => {
    const entries = sitemapEntries();
    const xml = sitemapXml("https://example.in", entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ["/pricing", "/ta/pricing"]) {
      const entry = entries.find((candidate) => candidate.path === path);
      expect(entry?.alternates).toEqual([
        { hreflang: "en", path: "/pricing" },
        { hreflang: "ta", path: "/ta/pricing" },
        { hreflang: "x-default", path: "/pricing" },
      ]);
    }
    expect(xml).toContain(
      '<loc>https://example.in/ta/pricing</loc>\n    <xhtml:link rel="alternate" hreflang="en" href="https://example.in/pricing"/>',
    );
    // The pages reached only after a form post stay out, in both languages.
    expect(entries.some((entry) => entry.path.startsWith("/ta/contact/"))).toBe(false);
  });
});

describe("the Tamil copy", () => {
  it.each(tamilPages.filter((entry) => entry.copy).map((entry) => [entry.path, entry.copy] as const))(
    "%s is mostly Tamil script, with no English paragraph left untranslated",
    (_path, copy) => {
      const texts = visibleTexts(copy);
      expect(tamilScriptShare(texts.join(" "))).toBeGreaterThan(0.75);
      expect(untranslatedParagraphs(texts)).toEqual([]);
    },
  );

  it("keeps every figure of the English page", () => {
    for (const entry of tamilPages.filter((page) => page.copy)) {
      const english = pageRegistry.find((page) => page.path === entry.translationOf);
      const figures = (copy: unknown) =>
        new Set(visibleTexts(copy).flatMap((text) => text.match(/₹\d+(?:,\d+)*|\d+(?:[.,]\d+)*\s?%|\d+\+/g) ?? []));
      const missing = [...figures(english?.copy)].filter((figure) => !figures(entry.copy).has(figure));
      expect(missing, `${entry.path} lacks figures of ${entry.translationOf}`).toEqual([]);
    }
  });
});
