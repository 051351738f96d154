import { describe, expect, it } from "vitest";
import { headMarkup } from "./head-markup";

describe("a page's head as HTML", () => {
  it("writes the title, meta and link tags with their values escaped", () => {
    expect(
      headMarkup([
        { title: "Plans & prices <2026>" },
        { name: "description", content: 'Say "vanakkam"' },
        { tagName: "link", rel: "alternate", hrefLang: "ta", href: "/ta" },
      ]),
    ).toBe(
      '<title>Plans &amp; prices &lt;2026&gt;</title><meta name="description" content="Say &quot;vanakkam&quot;"><link rel="alternate" hreflang="ta" href="/ta">',
    );
  });

  it("writes JSON-LD so that no text in it can end the script", () => {
    const markup = headMarkup([{ "script:ld+json": { name: "Retail & Ecommerce </script><script>x()</script>" } }]);
    expect(markup).toBe(
      '<script type="application/ld+json">{"name":"Retail \\u0026 Ecommerce \\u003c/script\\u003e\\u003cscript\\u003ex()\\u003c/script\\u003e"}</script>',
    );
    expect(JSON.parse(markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("<")))).toEqual({
      name: "Retail & Ecommerce </script><script>x()</script>",
    });
  });
});
