import { canonicalPath } from "./canonical";

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string;
  /** A translated page's versions (hreflang → path), its own included, listed as xhtml:link alternates. */
  alternates?: readonly { hreflang: string; path: string }[];
}

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/** sitemap.xml for the given pages, each at its canonical address. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, alternates = [] }) => {
    const lines = [`    <loc>${escapeXml(siteUrl + canonicalPath(path))}</loc>`];
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    for (const alternate of alternates) {
      const href = escapeXml(siteUrl + canonicalPath(alternate.path));
      lines.push(`    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href}"/>`);
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
