import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ContentIllustration } from "~/components/illustrations/ContentIllustration";
import type { Illustration } from "~/content/illustration";
import { pageLocale } from "./page-head";
import { PageContext } from "./page-language";

/**
 * A drawn illustration as SVG markup, made when the page at `path` is prerendered, in that
 * page's language, which the page's loader hands its component.
 */
export function illustrationMarkup(illustration: Illustration, path: string): string {
  return renderToStaticMarkup(
    createElement(
      PageContext.Provider,
      { value: { path, title: null, locale: pageLocale(path) } },
      createElement(ContentIllustration, { illustration }),
    ),
  );
}
