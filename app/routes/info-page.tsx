import type { Article, Thing, WithContext } from "schema-dts";
import { DrawnIllustration } from "~/components/illustrations/DrawnIllustration";
import { CtaBand } from "~/components/sections/CtaBand";
import { InfoBlockView } from "~/components/sections/InfoBlockView";
import { PageHero } from "~/components/sections/PageHero";
import { findInfoPage, type InfoPage } from "~/content/info-pages";
import type { PageInfo } from "~/content/pages";
import { site } from "~/content/site";
import { illustrationMarkup } from "~/lib/illustration-markup.server";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { canonicalUrl } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

/** Process, how we work, security, resources, whitepapers and solutions: blocks from app/content/info-pages. */
export const loader = pageLoader((path, page) => {
  const content = findInfoPage(path);
  if (!content) throw new Error(`No information page content for ${path} in app/content/info-pages`);
  return {
    content,
    illustration: illustrationMarkup(content.illustration, path),
    jsonLd: [
      pageJsonLd(path, page, content),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: page.heading, path },
      ]),
    ],
  };
});

function pageJsonLd(path: string, page: PageInfo, content: InfoPage): WithContext<Thing> {
  const guides = content.blocks.flatMap((block) =>
    block.kind === "guide"
      ? [
          {
            "@type": "Article",
            headline: block.title,
            description: block.summary,
            url: canonicalUrl(`${path}#${block.id}`),
            author: { "@type": "Organization", name: site.name },
          } satisfies Article,
        ]
      : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": content.schemaType,
    name: page.heading,
    description: page.description,
    url: canonicalUrl(path),
    publisher: { "@type": "Organization", name: site.name, url: canonicalUrl("/") },
    ...(guides.length > 0 ? { hasPart: guides } : {}),
  } as WithContext<Thing>;
}

export default function InfoPageView({ loaderData: { content, illustration } }: PageProps<typeof loader>) {
  return (
    <>
      <PageHero hero={content.hero} aside={<DrawnIllustration markup={illustration} />} />
      {content.blocks.map((block, index) => (
        <InfoBlockView
          key={block.kind === "guide" ? block.id : block.intro.heading}
          block={block}
          muted={index % 2 === 1}
        />
      ))}
      <CtaBand cta={content.closing} />
    </>
  );
}
