import { SiteLink } from "~/components/ui/SiteLink";
import type { ArticleSummary } from "~/content/articles.server";
import { ArticleMeta } from "./ArticleMeta";

/** A grid card shows at most three tags. */
export const MAX_CARD_TAGS = 3;

/** An article card; the whole card opens /blog/{slug} through its title link. */
export function ArticleCard({
  article,
  headingLevel: Heading = "h3",
  eager = false,
}: {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg motion-reduce:transition-none">
      <img
        src={article.image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[40/21] w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-brand-700 text-sm dark:text-brand-300">{article.category}</p>
        <Heading className="mt-2 text-balance font-bold text-xl leading-snug">
          <SiteLink
            to={`/blog/${article.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {article.title}
          </SiteLink>
        </Heading>
        <p className="mt-3 text-ink-muted">{article.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-ink-muted text-xs">
              {tag}
            </li>
          ))}
        </ul>
        <ArticleMeta
          publishDate={article.publishDate}
          readTime={article.readTime}
          className="mt-auto pt-5 text-ink-muted"
        />
      </div>
    </article>
  );
}
