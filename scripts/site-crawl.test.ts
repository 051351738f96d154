import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { industryPages } from "../app/content/industry-pages";
import { infoPages } from "../app/content/info-pages";
import { pageRegistry } from "../app/content/pages";
import { plans } from "../app/content/pricing";
import { solutionPages } from "../app/content/solution-pages";
import { canonicalPath } from "../app/lib/canonical";
import { contentPaths, NOT_FOUND_PATH } from "../app/site-paths";
import { brokenLinks, type CrawledPage, crawlBuild } from "./site-crawl";

// Checks what `npm run build` wrote to build/client: the pages as a crawler sees them.
const clientDir = path.resolve(import.meta.dirname, "../build/client");
let pages: CrawledPage[];
let indexable: CrawledPage[];
let siteUrl: string;

beforeAll(async () => {
  pages = await crawlBuild(clientDir);
  indexable = pages.filter((page) => !page.robots?.includes("noindex"));
  siteUrl = JSON.parse(await readFile(path.join(clientDir, "../build-info.json"), "utf8")).siteUrl;
});

describe("prerendered pages", () => {
  it("include every registered page, every content slug and the 404 page", () => {
    const expected = [
      ...pageRegistry.map((entry) => entry.path),
      ...contentPaths().map((entry) => entry.path),
      NOT_FOUND_PATH,
    ];
    expect(pages.map((page) => page.path).sort()).toEqual(expected.sort());
  });

  it("each have a title of their own", () => {
    const titles = pages.map((page) => page.title);
    expect(titles.filter((title) => !title.trim())).toEqual([]);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it("each have a description", () => {
    expect(pages.filter((page) => !page.description || page.description.length < 50).map((page) => page.path)).toEqual(
      [],
    );
  });

  it("are indexable, except the 404 page and the pages reached only after a form post", () => {
    expect(pages.filter((page) => !indexable.includes(page)).map((page) => page.path)).toEqual([
      "/404",
      "/contact/problem",
      "/contact/sent",
      "/ta/contact/problem",
      "/ta/contact/sent",
    ]);
  });

  it("each name their canonical address on the configured host", () => {
    const wrong = indexable.filter((page) => page.canonical !== siteUrl + canonicalPath(page.path));
    expect(wrong.map((page) => `${page.path} → ${page.canonical}`)).toEqual([]);
    expect(pages.find((page) => page.path === "/services/rpa")?.canonical).toBe(`${siteUrl}/services/rpa/`);
  });

  it("each have exactly one h1", () => {
    expect(pages.filter((page) => page.h1Count !== 1).map((page) => `${page.path}: ${page.h1Count}`)).toEqual([]);
  });

  it("carry valid structured data, with the Organization on every indexable page", () => {
    for (const page of pages) {
      expect(
        page.jsonLd.filter((block) => block instanceof Error),
        page.path,
      ).toEqual([]);
    }
    for (const page of indexable) {
      expect(page.jsonLd, page.path).toContainEqual(expect.objectContaining({ "@type": "Organization" }));
    }
  });

  it("link only to pages and files that exist", async () => {
    const files = new Set(
      (await readdir(clientDir, { recursive: true })).map((file) => file.split(path.sep).join("/")),
    );
    expect(brokenLinks(pages, files)).toEqual([]);
  });
});

describe("page content", () => {
  const words = (text: string) => text.split(" ").filter((word) => /\p{L}/u.test(word)).length;
  const familyPaths = [...solutionPages, ...industryPages, ...infoPages].map((page) => page.path);

  it("no page is a placeholder", () => {
    const placeholders = pages.filter((page) =>
      /crafting it|coming soon/i.test(`${page.title} ${page.description} ${page.mainText}`),
    );
    expect(placeholders.map((page) => page.path)).toEqual([]);
  });

  it.each(familyPaths)("%s has 300+ words of content, an illustration, structured data and links onward", (route) => {
    const page = pages.find((crawled) => crawled.path === route)!;
    expect(words(page.mainText)).toBeGreaterThanOrEqual(300);
    expect(page.pictures.filter((name) => name.length > 20)).not.toEqual([]);
    const types = page.jsonLd.map((block) => (block as { "@type"?: string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList"]));
    expect(types.some((type) => ["Service", "WebPage", "AboutPage", "CollectionPage"].includes(type ?? ""))).toBe(true);
    const onward = new Set(
      page.mainLinks
        .filter((href) => href.startsWith("/"))
        .map((href) => (href.split(/[?#]/)[0] ?? "").replace(/(.)\/$/, "$1"))
        .filter((href) => href !== route),
    );
    expect(onward.size).toBeGreaterThanOrEqual(2);
  });
});

describe("/.well-known/security.txt", () => {
  it("names the contact, the policy page and an expiry a year ahead", async () => {
    const text = await readFile(path.join(clientDir, ".well-known/security.txt"), "utf8");
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(text).toContain(`Policy: ${siteUrl}/security`);
    const expires = Date.parse(text.match(/^Expires: (.+)$/m)?.[1] ?? "");
    expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
  });
});

describe("the 404 page", () => {
  it("says the page was not found, links home and to contact, and stays out of the index", () => {
    const notFound = pages.find((page) => page.path === NOT_FOUND_PATH)!;
    expect(notFound.title).toMatch(/^Page Not Found/);
    expect(notFound.robots).toMatch(/noindex/);
    expect(notFound.canonical).toBeNull();
    expect(notFound.links).toEqual(expect.arrayContaining(["/", "/contact"]));
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("list every indexable page at its canonical address, and not the 404 page", async () => {
    const xml = await readFile(path.join(clientDir, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
    expect(locs).toEqual(indexable.map((page) => page.canonical).sort());
    expect(xml).not.toContain("/404");
  });

  it("date every article with its publish date", async () => {
    const xml = await readFile(path.join(clientDir, "sitemap.xml"), "utf8");
    for (const { path: articlePath, lastmod } of contentPaths().filter((entry) => entry.path.startsWith("/blog/"))) {
      expect(xml).toContain(`<loc>${siteUrl}${articlePath}</loc>\n    <lastmod>${lastmod}</lastmod>`);
    }
  });

  it("point crawlers to the sitemap", async () => {
    expect(await readFile(path.join(clientDir, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe("rss.xml", () => {
  it("parses as RSS 2.0 with every article, newest first, each at its canonical address", async () => {
    const xml = await readFile(path.join(clientDir, "rss.xml"), "utf8");
    const { document } = new JSDOM(xml, { contentType: "application/xml" }).window;
    expect(document.querySelector("parsererror")).toBeNull();
    expect(document.documentElement.tagName).toBe("rss");
    const items = [...document.querySelectorAll("channel > item")];
    const links = items.map((item) => item.querySelector("link")?.textContent);
    const articles = contentPaths().filter((entry) => entry.path.startsWith("/blog/"));
    expect(articles).not.toHaveLength(0);
    expect(links.sort()).toEqual(articles.map((entry) => `${siteUrl}${entry.path}`).sort());
    const dates = items.map((item) => Date.parse(item.querySelector("pubDate")?.textContent ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) expect(item.querySelector("title")?.textContent).toMatch(/\S/);
  });

  it("is announced in the head of every page", async () => {
    const html = await readFile(path.join(clientDir, "blog/index.html"), "utf8");
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"\/?>/);
  });
});

describe("brokenLinks", () => {
  const page = (p: string, links: string[], ids: string[] = []): CrawledPage => ({
    path: p,
    title: p,
    description: null,
    canonical: null,
    robots: null,
    h1Count: 1,
    links,
    ids: new Set(ids),
    jsonLd: [],
    mainText: "",
    mainLinks: [],
    pictures: [],
  });

  it("reports missing pages, missing anchors and links to the 404 page", () => {
    const site = [
      page(
        "/",
        ["/about", "/gone", "/about#team", "#top", "/404", "/favicon.svg", "mailto:x@y.z", "https://x.com"],
        ["main"],
      ),
      page("/about", ["/"], []),
    ];
    expect(brokenLinks(site, new Set(["favicon.svg"])).map((problem) => problem.href)).toEqual([
      "/gone",
      "/about#team",
      "#top",
      "/404",
    ]);
  });

  it("reports links to a page's other address, which only redirects", () => {
    const site = [
      page("/services/rpa", ["/about/", "/services/rpa", "/services/rpa/#faq", "/about?x=1", "#faq"], ["faq"]),
      page("/about", []),
    ];
    expect(brokenLinks(site, new Set()).map((problem) => problem.href)).toEqual(["/about/", "/services/rpa"]);
  });
});

describe("structured data", () => {
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD; the expectations below check its shape
  const blocks = (path: string) => pages.find((page) => page.path === path)!.jsonLd as Record<string, any>[];
  const ofType = (path: string, type: string) => blocks(path).find((block) => block["@type"] === type);

  it("describes the pricing product with an offer per plan in rupees, valid for a year from the build, and its FAQ", async () => {
    const product = ofType("/pricing", "Product")!;
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: expect.any(String),
      brand: { name: "Cleverobotics" },
      image: [expect.stringMatching(/^https:\/\/.+\.png$/)],
    });
    const { builtAt } = JSON.parse(await readFile(path.join(clientDir, "../build-info.json"), "utf8"));
    const validUntil = new Date(builtAt);
    validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
    expect(product.offers.map((offer: { name: string; price: number }) => [offer.name, offer.price])).toEqual(
      plans.map((plan) => [`${plan.name} plan`, plan.monthlyPrice]),
    );
    for (const offer of product.offers) {
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "INR",
        priceValidUntil: validUntil.toISOString().slice(0, 10),
        priceSpecification: { billingDuration: "P1M", priceCurrency: "INR" },
      });
    }
    expect(ofType("/products/smart-ai-whatsapp", "Product")!.image).toEqual([expect.stringMatching(/\.png$/)]);
    const faq = ofType("/pricing", "FAQPage")!;
    expect(faq.mainEntity).toHaveLength(5);
  });

  it.each(["/faq", "/pricing", "/contact", "/products/smart-ai-whatsapp"])("gives %s a valid FAQPage", (path) => {
    const faq = ofType(path, "FAQPage")!;
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    for (const question of faq.mainEntity) {
      expect(question).toMatchObject({
        "@type": "Question",
        name: expect.stringMatching(/\S/),
        acceptedAnswer: { "@type": "Answer", text: expect.stringMatching(/\S/) },
      });
    }
  });

  it("describes every service page, agile coaching too, as a Service from us", () => {
    for (const { path: servicePath } of pageRegistry.filter((entry) => /^\/services\/[a-z-]+$/.test(entry.path))) {
      expect(ofType(servicePath, "Service"), servicePath).toMatchObject({
        name: expect.stringMatching(/\S/),
        url: `${siteUrl}${servicePath}/`,
        provider: { name: "Cleverobotics" },
      });
    }
  });

  it("dates every case study's last revision", () => {
    for (const { path: studyPath, lastmod } of contentPaths().filter((entry) =>
      entry.path.startsWith("/case-studies/"),
    )) {
      expect(ofType(studyPath, "Article")?.dateModified, studyPath).toBe(lastmod);
    }
  });

  it("describes every article as a BlogPosting with its breadcrumb trail", () => {
    for (const { path: articlePath, lastmod } of contentPaths().filter((entry) => entry.path.startsWith("/blog/"))) {
      expect(ofType(articlePath, "BlogPosting"), articlePath).toMatchObject({
        headline: expect.stringMatching(/\S/),
        datePublished: lastmod,
        author: { "@type": "Organization", name: "Cleverobotics Team" },
        publisher: { "@type": "Organization", name: "Cleverobotics" },
        image: expect.stringMatching(new RegExp(`^${siteUrl}/images/blog/`)),
        mainEntityOfPage: { "@id": `${siteUrl}${articlePath}` },
      });
      const trail = ofType(articlePath, "BreadcrumbList")!.itemListElement;
      expect(trail.map((crumb: { item: string }) => crumb.item)).toEqual([
        `${siteUrl}/`,
        `${siteUrl}/blog`,
        `${siteUrl}${articlePath}`,
      ]);
    }
  });

  it("describes every case study as an Article with its breadcrumb trail", () => {
    for (const { path: studyPath } of contentPaths().filter((entry) => entry.path.startsWith("/case-studies/"))) {
      expect(ofType(studyPath, "Article"), studyPath).toMatchObject({
        headline: expect.stringMatching(/\S/),
        mainEntityOfPage: { "@id": `${siteUrl}${studyPath}` },
      });
      expect(ofType(studyPath, "BreadcrumbList")!.itemListElement).toHaveLength(3);
    }
  });

  it("describes the contact page with its contact point and weekday hours", () => {
    const contact = ofType("/contact", "ContactPage")!;
    expect(contact.mainEntity.contactPoint).toMatchObject({
      email: expect.stringContaining("@"),
      telephone: expect.any(String),
      hoursAvailable: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    });
  });
});
