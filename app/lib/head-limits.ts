/**
 * What search results show in full: about 60 characters of a title (with the brand) and 70 to
 * 160 characters of a description. The build fails on a page outside them
 * (scripts/finish-build.ts), so a long title is shortened by its writer, not by Google.
 */
export const headLimits = { titleMax: 60, descriptionMin: 70, descriptionMax: 160 } as const;

export interface PageHeadText {
  path: string;
  title: string;
  description: string | null;
}

/** One line per page whose title or description falls outside the limits. */
export function headLimitProblems(pages: readonly PageHeadText[]): string[] {
  const problems: string[] = [];
  for (const { path, title, description } of pages) {
    if (title.length > headLimits.titleMax) {
      problems.push(`${path}: title is ${title.length} characters (at most ${headLimits.titleMax}): "${title}"`);
    }
    const length = description?.length ?? 0;
    if (length < headLimits.descriptionMin || length > headLimits.descriptionMax) {
      problems.push(
        `${path}: description is ${length} characters (${headLimits.descriptionMin} to ${headLimits.descriptionMax})`,
      );
    }
  }
  return problems;
}

/** The title and meta description of a prerendered page, read from its HTML. */
export function headTextOf(path: string, html: string): PageHeadText {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return { path, title: decode(title ?? ""), description: description === undefined ? null : decode(description) };
}
