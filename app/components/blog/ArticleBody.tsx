/**
 * The article text, rendered from Markdown at build time (raw HTML in the Markdown fails the
 * build).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered and checked at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
