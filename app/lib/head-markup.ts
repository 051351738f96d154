/** One element of a page's head, as its loader builds it (app/lib/seo.ts). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": unknown };

/** JSON written into a script: the characters that could end it, or end a line in old parsers, as escapes. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[&><\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const attributes = (record: Record<string, unknown>) =>
  Object.entries(record)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) =>
      value === true ? ` ${name.toLowerCase()}` : ` ${name.toLowerCase()}="${escapeHtml(String(value))}"`,
    )
    .join("");

/**
 * A page's head as its loader built it (app/lib/seo.ts), as HTML: the title, meta and link tags,
 * and the JSON-LD scripts escaped so no text can end them.
 */
export function headMarkup(descriptors: readonly HeadTag[]): string {
  return descriptors
    .map((descriptor) => {
      const record = descriptor as Record<string, unknown>;
      if ("title" in record) return `<title>${escapeHtml(String(record.title))}</title>`;
      if ("script:ld+json" in record) {
        return `<script type="application/ld+json">${scriptSafeJson(record["script:ld+json"])}</script>`;
      }
      if ("tagName" in record) {
        const { tagName, ...rest } = record;
        return `<${String(tagName)}${attributes(rest)}>`;
      }
      return `<meta${attributes(record)}>`;
    })
    .join("");
}
