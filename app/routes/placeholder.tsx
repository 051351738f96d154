import { PlaceholderPage } from "~/components/ui/PlaceholderPage";
import { loaderHead } from "~/lib/loader-head";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import type { Route } from "./+types/placeholder";

/**
 * Serves every page whose content is not built yet. The copy is looked up at build time
 * (prerender runs the loader), so it reaches the page as data and no page's JavaScript
 * carries the copy of all the others.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/(.)\/+$/, "$1");
  const page = requirePageInfo(path);
  return { page, head: staticPageHead(path, page) };
}

export const meta = loaderHead;

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page={loaderData.page} />;
}
