import { escapeXml } from "./sitemap";

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO date. */
  publishDate: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Site address without a trailing slash. */
  siteUrl: string;
  /** Site address of the feed file. */
  path: string;
}

/** RSS 2.0 of the blog, newest first; written next to the sitemap at build time. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const date = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();
  const entries = sorted.map((item) => {
    const url = `${channel.siteUrl}/blog/${item.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(item.excerpt)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <pubDate>${date(item.publishDate)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = sorted[0] ? `\n    <lastBuildDate>${date(sorted[0].publishDate)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(`${channel.siteUrl}/blog`)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-in</language>
    <atom:link href="${escapeXml(channel.siteUrl + channel.path)}" rel="self" type="application/rss+xml"/>${lastBuild}
${entries.join("\n")}
  </channel>
</rss>
`;
}
