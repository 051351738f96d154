import type { BlogPosting, WithContext } from "schema-dts";
import { ArticleBody } from "~/components/blog/ArticleBody";
import { ArticleCard } from "~/components/blog/ArticleCard";
import { ArticleMeta } from "~/components/blog/ArticleMeta";
import { ReadingProgress } from "~/components/blog/ReadingProgress";
import { TableOfContents } from "~/components/blog/TableOfContents";
import { PriorityImage } from "~/components/illustrations/PriorityImage";
import { CtaBand } from "~/components/sections/CtaBand";
import { PageIntro } from "~/components/sections/PageIntro";
import { ActionLink } from "~/components/ui/Action";
import { articlePage } from "~/content/article-page";
import { findArticle, relatedArticles } from "~/content/articles.server";
import { cardColumns } from "~/lib/card-columns";
import type { LoaderArgs, PageProps } from "~/lib/route-module";
import { absoluteUrl, canonicalUrl, pageHead } from "~/lib/seo";
import { breadcrumbJsonLd, publisherJsonLd } from "~/lib/structured-data";

/**
 * An article, read from its Markdown file at build time. Only the
 * slugs of app/content/articles are prerendered; the server answers any other with the 404 page.
 */
export function loader({ slug }: LoaderArgs) {
  const article = findArticle(slug);
  if (!article) throw new Error(`No article "${slug}"`);
  const head = pageHead({
    path: `/blog/${article.slug}`,
    title: article.seo.metaTitle,
    description: article.seo.metaDescription,
    keywords: article.seo.keywords,
    type: "article",
    publishedTime: article.publishDate,
    jsonLd: [blogPostingJsonLd(article), breadcrumbJsonLd(crumbs(article))],
  });
  const cta = {
    ...article.cta,
    primary: withContext(article.cta.primary),
    secondary: withContext(article.cta.secondary),
    extra: article.cta.extra && withContext(article.cta.extra),
  };
  return { article: { ...article, cta }, related: relatedArticles(article), copy: articlePage, head };
}

type Article = NonNullable<ReturnType<typeof findArticle>>;

/** The short CTA labels ("Learn More") say where they lead to screen readers and crawlers. */
function withContext(action: { label: string; to: string }) {
  const context = articlePage.ctaContext[action.to as keyof typeof articlePage.ctaContext];
  return context ? { ...action, context } : action;
}

function crumbs(article: Pick<Article, "slug" | "title">) {
  return [
    { name: articlePage.breadcrumbs.home, path: "/" },
    { name: articlePage.breadcrumbs.blog, path: "/blog" },
    { name: article.title, path: `/blog/${article.slug}` },
  ];
}

function blogPostingJsonLd(article: Article): WithContext<BlogPosting> {
  const url = canonicalUrl(`/blog/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.seo.metaDescription,
    image: absoluteUrl(article.image),
    datePublished: article.publishDate,
    dateModified: article.publishDate,
    author: { "@type": "Organization", name: article.author, url: canonicalUrl("/about") },
    publisher: publisherJsonLd(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category,
    keywords: article.seo.keywords.join(", "),
    wordCount: article.wordCount,
    inLanguage: "en-IN",
  };
}

export default function ArticlePage({ loaderData }: PageProps<typeof loader>) {
  const { article, related, copy } = loaderData;
  return (
    <>
      <ReadingProgress label={copy.progressLabel} />
      <article>
        <PageIntro
          as="header"
          width="wide"
          crumbs={crumbs(article)}
          eyebrow={article.category}
          heading={article.title}
          intro={article.excerpt}
        >
          <ArticleMeta
            author={article.author}
            publishDate={article.publishDate}
            readTime={article.readTime}
            className="mt-6 text-ink-muted"
          />
          <PriorityImage
            src={article.image}
            alt={article.imageAlt}
            width={1200}
            height={630}
            className="mt-10 aspect-[40/21] w-full max-w-4xl rounded-2xl border border-line bg-surface-muted object-cover"
          />
        </PageIntro>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
          <aside className="lg:order-none">
            <TableOfContents entries={article.toc} heading={copy.tocHeading} />
          </aside>
          <div className="min-w-0 max-w-3xl">
            <ArticleBody html={article.html} />
            <ul className="mt-12 flex flex-wrap gap-2" aria-label={copy.tagsLabel}>
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-ink-muted text-sm">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <CtaBand cta={article.cta} />
        {/* One width and one left edge for the whole article: header, text, author and related reading. */}
        <footer className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="max-w-3xl rounded-2xl border border-line p-6 sm:flex sm:items-start sm:gap-6">
            <img src="/logo.svg" alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0" />
            <div className="mt-4 sm:mt-0">
              <h2 className="font-semibold text-lg">{copy.author.heading}</h2>
              <p className="mt-1 font-medium">{article.author}</p>
              <p className="mt-2 text-ink-muted">{copy.author.text}</p>
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                {copy.author.links.map((link) => (
                  <li key={link.to}>
                    <ActionLink action={link} variant="text" />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </footer>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-surface-muted">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-title" className="font-bold text-3xl tracking-tight">
                {copy.related.heading}
              </h2>
              <ActionLink action={copy.related.all} variant="text" />
            </div>
            <ul className={`mt-8 grid gap-8 ${cardColumns(related.length, 3)}`}>
              {related.map((item) => (
                <li key={item.slug}>
                  <ArticleCard article={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
