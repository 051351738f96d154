import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IslandPassContext, type PlacedIsland } from "~/islands/ReactIsland";
import type { ReactIslandName } from "~/islands/react-island-names";
import { type ImagePreload, ImagePreloads } from "~/lib/image-preloads";
import { PageContext, type PageFacts } from "~/lib/page-language";
import { PageBody } from "./PageBody";

interface PageRootProps {
  page: PageFacts;
  /** Filled with the images the head should preload. */
  preloads: ImagePreload[];
  component: ComponentType<{ loaderData: unknown }>;
  loaderData: unknown;
}

/** The slot Astro renders a page's island into, by its place among the page's islands (placedIslands). */
export const islandSlot = (index: number) => `island${index}`;

/**
 * A page's <body> as one React root: the layout around the page module's component, given the
 * page and, as the slots `island0`, `island1`…, the islands it places as Astro rendered them
 * (app/pages/[...path].astro), with their names.
 */
export function PageRoot({
  page,
  preloads,
  component: Page,
  loaderData,
  islands = [],
  ...slots
}: PageRootProps & { islands?: readonly ReactIslandName[] }) {
  const rendered = islands.map((name, index) => ({
    name,
    node: (slots as Record<string, ReactNode>)[islandSlot(index)],
  }));
  return (
    <IslandPassContext value={{ rendered, next: 0 }}>
      <PageLayout page={page} preloads={preloads} component={Page} loaderData={loaderData} />
    </IslandPassContext>
  );
}

function PageLayout({ page, preloads, component: Page, loaderData }: PageRootProps) {
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

/** The islands a page places, in the order it places them: the page rendered once to find them. */
export function placedIslands(props: Omit<PageRootProps, "preloads">): PlacedIsland[] {
  const placed: PlacedIsland[] = [];
  renderToString(
    <IslandPassContext value={{ placed }}>
      <PageLayout {...props} preloads={[]} />
    </IslandPassContext>,
  );
  return placed;
}
