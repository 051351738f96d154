import { PlaceholderPage } from "~/components/ui/PlaceholderPage";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import type { Route } from "./+types/placeholder";

/**
 * Serves every page whose content is not built yet. The copy is looked up at build time
 * (prerender runs the loader), so it reaches the page as data and no page's JavaScript
 * carries the copy of all the others.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/(.)\/+$/, "$1");
  return { path, page: requirePageInfo(path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => staticPageHead(loaderData.path, loaderData.page);

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page={loaderData.page} />;
}
