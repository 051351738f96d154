/**
 * The pages a tool result came from: a search result's title and url, or a fact's `page`. An
 * answer that links none of them gets a link to the first, so every answer names its page.
 */
export interface Source {
  title: string;
  url: string;
}

const isSource = (value: unknown): value is Source =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Source).title === "string" &&
  typeof (value as Source).url === "string" &&
  (value as Source).url.startsWith("/");

export function sourcesOf(output: unknown): Source[] {
  if (typeof output !== "object" || output === null) return [];
  const { results, page } = output as { results?: unknown; page?: unknown };
  return [...(Array.isArray(results) ? results.filter(isSource) : []), ...(isSource(page) ? [page] : [])];
}

/** A Markdown link to a page of the site, as answers write them. */
const siteLink = /\]\(\/[^)]*\)/;

/** The line that ends an answer which links no page although its facts came from one. */
export function sourceLine(answer: string, sources: readonly Source[]): string | null {
  const first = sources[0];
  if (!first || !answer.trim() || siteLink.test(answer)) return null;
  return `\n\nMore on [${first.title}](${first.url}).`;
}
