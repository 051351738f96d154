import { NotFound } from "~/components/ui/NotFound";

/** The 404 page, built at /404 with the head of app/lib/not-found-head.ts; the server sends it, with status 404, for every unknown address. */
export default function NotFoundRoute() {
  return <NotFound />;
}
