import type { ComponentType } from "react";
import { type ImagePreload, ImagePreloads } from "~/lib/image-preloads";
import { PageContext, type PageFacts } from "~/lib/page-language";
import { PageBody } from "./PageBody";

/**
 * A page's <body> as one React root: the layout around the page module's component, given the
 * page (app/pages/[...path].astro).
 */
export function PageRoot({
  page,
  preloads,
  component: Page,
  loaderData,
}: {
  page: PageFacts;
  /** Filled with the images the head should preload. */
  preloads: ImagePreload[];
  component: ComponentType<{ loaderData: unknown }>;
  loaderData: unknown;
}) {
  return (
    <PageContext value={page}>
      <ImagePreloads value={preloads}>
        <PageBody>
          <Page loaderData={loaderData} />
        </PageBody>
      </ImagePreloads>
    </PageContext>
  );
}
