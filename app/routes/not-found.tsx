import { NotFound } from "~/components/ui/NotFound";
import { notFoundHead } from "~/lib/not-found-head";

/** The catch-all route. Prerendered as /404; the server sends it with status 404. */
export const meta = () => notFoundHead();

export default function NotFoundRoute() {
  return <NotFound />;
}
