import { Link, type LinkProps } from "react-router";
import { canonicalHref } from "~/lib/canonical";
import { useLocalHref } from "~/lib/page-language";

/**
 * A link inside the site, always to a page's canonical address (no redirect on the way), and on
 * a Tamil page to the Tamil version of the page where there is one.
 */
export function SiteLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localHref = useLocalHref();
  return <Link to={canonicalHref(localHref(to))} {...props} />;
}
