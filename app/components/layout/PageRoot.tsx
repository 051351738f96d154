import type { ComponentType } from "react";
import { type ImagePreload, ImagePreloads } from "~/lib/image-preloads";
import { PageContext, type PageFacts } from "~/lib/page-language";
import { PageBody } from "./PageBody";

/**
 * A page's <body> as one React root, for the Astro build: the layout around the route's
 * component, given the page (React Router's root.tsx does the same around its outlet).
 */
export function PageRoot({
  page,
  preloads,
  route: Route,
  loaderData,
  params,
}: {
  page: PageFacts;
  /** Filled with the images the head should preload. */
  preloads: ImagePreload[];
  // biome-ignore lint/suspicious/noExplicitAny: each route's component takes its own loader's data
  route: ComponentType<any>;
  loaderData: unknown;
  params: Record<string, string | undefined>;
}) {
  return (
    <PageContext value={page}>
      <ImagePreloads value={preloads}>
        <PageBody>
          <Route loaderData={loaderData} params={params} matches={[]} />
        </PageBody>
      </ImagePreloads>
    </PageContext>
  );
}
