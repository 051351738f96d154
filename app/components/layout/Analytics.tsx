import { useAnalytics, useTrackedClicks } from "~/hooks/useAnalytics";
import ConsentBanner from "./ConsentBanner";

/**
 * Everything analytics does in the browser: the cookie notice and, once the visitor accepts,
 * gtag and the conversions it counts. Only builds with an analytics id load this module.
 */
export default function Analytics({ id, bookingUrl }: { id: string; bookingUrl: string | null }) {
  useAnalytics(id);
  useTrackedClicks(bookingUrl);
  return <ConsentBanner />;
}
