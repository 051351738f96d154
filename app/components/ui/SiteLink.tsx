import type { AnchorHTMLAttributes } from "react";
import { canonicalHref } from "~/lib/canonical";
import { useLocalHref } from "~/lib/page-language";

/**
 * A link inside the site, always to a page's canonical address (no redirect on the way), and on
 * a Tamil page to the Tamil version of the page where there is one. The next page is a normal
 * page load, prefetched by the page's speculation rules.
 */
export function SiteLink({ to, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const localHref = useLocalHref();
  return <a {...anchor} href={canonicalHref(localHref(to))} />;
}
