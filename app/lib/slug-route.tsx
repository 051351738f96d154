import { NotFound } from "~/components/ui/NotFound";
import { RouteError } from "~/components/ui/RouteError";
import { loaderHead } from "./loader-head";

/**
 * The route-module exports shared by the slug routes (/blog/:slug, /case-studies/:slug), which
 * prerender their known slugs only. A route re-exports them beside its own loader, component
 * and `clientLoader` (`prerenderedOrNotFound`, declared in the route so that its data keeps the
 * loader's type).
 */

export const meta = loaderHead;

// At an unknown slug: the same 404 view while the router finds there is no data, and after.
// Rendering them here rather than in the root keeps the page shell mounted throughout.
export function HydrateFallback() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteError error={error} />;
}
