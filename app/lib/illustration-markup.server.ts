import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ContentIllustration } from "~/components/illustrations/ContentIllustration";
import type { Illustration } from "~/content/illustration";

/**
 * A drawn illustration as SVG markup, made when the page is prerendered. The picture needs no
 * interaction, so its drawing code stays out of the page's JavaScript and the markup reaches
 * the page as route data.
 */
export function illustrationMarkup(illustration: Illustration): string {
  return renderToStaticMarkup(createElement(ContentIllustration, { illustration }));
}
