import { type FormEvent, useId, useRef, useState } from "react";
import type { ArticleSummary } from "~/content/articles.server";
import type { blogPage } from "~/content/blog-page";
import {
  type BlogFilter,
  categoryOptions,
  countLine,
  emptyFilter,
  featuredArticles,
  filterArticles,
  gridHeading,
  isFiltered,
} from "~/lib/blog/filter";
import { cardColumns } from "~/lib/card-columns";
import { Icon } from "../icons/Icon";
import { PageIntro } from "../sections/PageIntro";
import { actionStyle } from "../ui/action-style";
import { ArticleCard } from "./ArticleCard";

/** The blog index: hero with the search box, featured articles, category filter and the article grid. */
export function BlogIndex({ articles, copy }: { articles: readonly ArticleSummary[]; copy: typeof blogPage }) {
  const [filter, setFilter] = useState<BlogFilter>(emptyFilter);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const results = filterArticles(articles, filter);
  const featured = featuredArticles(articles);
  const filtered = isFiltered(filter);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    resultsHeading.current?.focus();
  };

  return (
    <>
      <PageIntro eyebrow={copy.hero.eyebrow} heading={copy.hero.headline} intro={copy.hero.intro}>
        <search className="mt-8 block max-w-xl">
          <form onSubmit={onSearch} className="flex gap-2">
            <label htmlFor={`${id}-search`} className="sr-only">
              {copy.hero.searchLabel}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={filter.search}
              onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
              placeholder={copy.hero.searchPlaceholder}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink shadow-sm"
            />
            {/* Results update as you type; the button is for keyboards and checkers that expect a submit control. */}
            <button type="submit" className={actionStyle()}>
              <Icon name="search" className="size-4" />
              {copy.hero.searchButton}
            </button>
          </form>
        </search>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        {!filtered && featured.length > 0 && (
          <section aria-labelledby={`${id}-featured`} className="mt-6">
            <h2 id={`${id}-featured`} className="font-bold text-2xl tracking-tight">
              {copy.featuredHeading}
            </h2>
            <ul className="mt-6 grid gap-8 md:grid-cols-2">
              {featured.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} eager />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby={`${id}-grid`} className="mt-14">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{copy.categoriesLabel}</legend>
            {categoryOptions(articles).map((category) => (
              <button
                key={category}
                type="button"
                aria-pressed={filter.category === category}
                onClick={() => setFilter((current) => ({ ...current, category }))}
                className="rounded-full border border-line px-4 py-2 font-medium text-sm hover:bg-surface-muted aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {category}
              </button>
            ))}
          </fieldset>
          <h2 id={`${id}-grid`} ref={resultsHeading} tabIndex={-1} className="mt-8 font-bold text-2xl tracking-tight">
            {gridHeading(filter.category)}
          </h2>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {countLine(results.length, filter.search)}
          </p>
          {results.length > 0 ? (
            <ul className={`mt-6 grid gap-8 ${cardColumns(results.length, 3)}`}>
              {results.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-2xl border border-line border-dashed p-10 text-center">
              <p className="font-semibold text-lg">{copy.empty.heading}</p>
              <p className="mt-2 text-ink-muted">{copy.empty.hint}</p>
              <button
                type="button"
                onClick={() => setFilter(emptyFilter)}
                className="mt-6 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-sm text-white hover:bg-brand-800"
              >
                {copy.empty.clear}
              </button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
