import { PlaceholderPage } from "~/components/ui/PlaceholderPage";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import type { Route } from "./+types/placeholder";

/** Serves every page whose content is not built yet; the route id is the page's path. */
export const meta: Route.MetaFunction = ({ matches }) => staticPageHead(matches.at(-1)?.id ?? "");

export default function Placeholder({ matches }: Route.ComponentProps) {
  return <PlaceholderPage page={requirePageInfo(matches.at(-1)?.id)} />;
}
