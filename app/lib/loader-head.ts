import type { MetaDescriptor } from "react-router";
import { notFoundHead } from "./not-found-head";

/**
 * The `meta` export of every page: the head its loader built at prerender time, so no
 * head-building code ships to the browser. Without data (an unknown slug) it is the 404 head.
 */
export function loaderHead({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const head = (loaderData as { head?: MetaDescriptor[] } | null | undefined)?.head;
  return head ?? notFoundHead();
}
