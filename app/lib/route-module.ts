import type { ComponentType } from "react";

/** What a page module's loader is given at build time: the page's path and, for an article or case study, its slug. */
export interface LoaderArgs {
  path: string;
  slug?: string;
}

/** The props of a page module's component: what its loader returned. */
export type PageProps<Loader extends (args: LoaderArgs) => unknown> = { loaderData: Awaited<ReturnType<Loader>> };

/**
 * A page module in app/routes: the component that renders the page and, for most, the loader
 * that reads its copy and builds its head, both run when the site is built
 * (app/pages/[...path].astro).
 */
export interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: each page's component takes its own loader's data
  default: ComponentType<{ loaderData: any }>;
  loader?: (args: LoaderArgs) => unknown;
}
