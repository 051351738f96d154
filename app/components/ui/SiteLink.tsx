import { Link, type LinkProps } from "react-router";
import { canonicalHref } from "~/lib/canonical";

/** A link inside the site, always to a page's canonical address (no redirect on the way). */
export function SiteLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={canonicalHref(to)} {...props} />;
}
