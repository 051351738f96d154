import { Link, type LinkProps, useInRouterContext } from "react-router";
import { canonicalHref } from "~/lib/canonical";
import { useLocalHref } from "~/lib/page-language";

/**
 * A link inside the site, always to a page's canonical address (no redirect on the way), and on
 * a Tamil page to the Tamil version of the page where there is one. In an island, which React
 * renders outside the router, it is a plain link: the next page is a normal page load.
 */
export function SiteLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localHref = useLocalHref();
  const href = canonicalHref(localHref(to));
  if (!useInRouterContext()) {
    const {
      reloadDocument,
      replace,
      state,
      preventScrollReset,
      relative,
      viewTransition,
      discover,
      prefetch,
      ...anchor
    } = props;
    return <a href={href} {...anchor} />;
  }
  return <Link to={href} {...props} />;
}
