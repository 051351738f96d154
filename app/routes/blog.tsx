import type { Blog as BlogType, WithContext } from "schema-dts";
import { BlogIndex } from "~/components/blog/BlogIndex";
import { NewsletterSection } from "~/components/blog/NewsletterSection";
import { type ArticleSummary, articleSummary, loadArticles } from "~/content/articles.server";
import { blogPage } from "~/content/blog-page";
import type { PageInfo } from "~/content/pages";
import { ReactIsland } from "~/islands/ReactIsland";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { canonicalUrl } from "~/lib/seo";

/** Read at build time: the page carries the articles' list fields only, newest first. */
export const loader = pageLoader((path, page) => {
  const articles = loadArticles().map(articleSummary);
  return { copy: blogPage, articles, jsonLd: [blogJsonLd(path, page, articles)] };
});

function blogJsonLd(path: string, page: PageInfo, articles: readonly ArticleSummary[]): WithContext<BlogType> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: page.heading,
    description: page.description,
    url: canonicalUrl(path),
    blogPost: articles.map((article) => ({
      "@type": "BlogPosting",
      headline: article.title,
      url: canonicalUrl(`/blog/${article.slug}`),
      datePublished: article.publishDate,
    })),
  };
}

export default function Blog({ loaderData: { copy, articles } }: PageProps<typeof loader>) {
  return (
    <>
      <ReactIsland name="blog-index" component={BlogIndex} props={{ articles, copy }} />
      <NewsletterSection copy={copy.newsletter} />
    </>
  );
}
