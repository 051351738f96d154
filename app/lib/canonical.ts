/**
 * The canonical form of a route path. Service detail pages are canonical with a trailing
 * slash; every other path without one. Pure, so the build config can use it too.
 */
export function canonicalPath(path: string): string {
  const bare = path === "/" ? "/" : path.replace(/\/+$/, "");
  return /^\/services\/[^/]+$/.test(bare) ? `${bare}/` : bare;
}

/** An internal address ("/services/rpa?x=1#y") with its path in canonical form; any other address as is. */
export function canonicalHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const end = href.search(/[?#]/);
  return end === -1 ? canonicalPath(href) : `${canonicalPath(href.slice(0, end))}${href.slice(end)}`;
}
