import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * The article text, rendered from Markdown at build time (raw HTML in the Markdown fails the
 * build). Links to site pages inside it navigate client-side like every other link.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = (event.target as Element).closest("a")?.getAttribute("href");
    if (!href?.startsWith("/")) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegates the links' own clicks (Enter on a link fires click too)
    <div
      className="article-body"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered and checked at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
