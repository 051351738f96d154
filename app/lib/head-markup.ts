import type { MetaDescriptor } from "react-router";

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
 * and the JSON-LD scripts with "<" escaped so no text can end them.
 */
export function headMarkup(descriptors: readonly MetaDescriptor[]): string {
  return descriptors
    .map((descriptor) => {
      const record = descriptor as Record<string, unknown>;
      if ("title" in record) return `<title>${escapeHtml(String(record.title))}</title>`;
      if ("script:ld+json" in record) {
        const json = JSON.stringify(record["script:ld+json"]).replace(/</g, "\\u003c");
        return `<script type="application/ld+json">${json}</script>`;
      }
      if ("tagName" in record) {
        const { tagName, ...rest } = record;
        return `<${String(tagName)}${attributes(rest)}>`;
      }
      return `<meta${attributes(record)}>`;
    })
    .join("");
}
