/**
 * The blog index filter: the category applies first,
 * then the search text, matched case-insensitively against title, excerpt or any one tag.
 */
export const ALL_CATEGORIES = "All";

export interface Filterable {
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  featured: boolean;
}

export interface BlogFilter {
  category: string;
  search: string;
}

export const emptyFilter: BlogFilter = { category: ALL_CATEGORIES, search: "" };

/** "All" and then each distinct category, in the order the articles give them. */
export function categoryOptions(articles: readonly Filterable[]): string[] {
  return [ALL_CATEGORIES, ...new Set(articles.map((article) => article.category))];
}

export function filterArticles<T extends Filterable>(articles: readonly T[], filter: BlogFilter): T[] {
  const inCategory =
    filter.category === ALL_CATEGORIES ? articles : articles.filter((article) => article.category === filter.category);
  const needle = filter.search.trim().toLocaleLowerCase();
  if (!needle) return [...inCategory];
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  return inCategory.filter(
    (article) => matches(article.title) || matches(article.excerpt) || article.tags.some((tag) => matches(tag)),
  );
}

/** At most two featured articles for the Featured Articles section. */
export function featuredArticles<T extends Filterable>(articles: readonly T[]): T[] {
  return articles.filter((article) => article.featured).slice(0, 2);
}

export function gridHeading(category: string): string {
  return category === ALL_CATEGORIES ? "All Articles" : `${category} Articles`;
}

/** "1 article found", "3 articles found for “whatsapp”". */
export function countLine(count: number, search: string): string {
  const text = search.trim();
  return `${count} article${count === 1 ? "" : "s"} found${text ? ` for “${text}”` : ""}`;
}

export function isFiltered(filter: BlogFilter): boolean {
  return filter.category !== ALL_CATEGORIES || filter.search.trim() !== "";
}
