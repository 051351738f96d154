/** Where a link in a bot message may go: a page of this site, or an http(s) address in a new tab. */
export type LinkTarget = { href: string; internal: boolean };

/**
 * Only site paths ("/pricing", not "//host") and http(s) addresses are links; anything else
 * (javascript:, data:, mailto:, protocol-relative) is shown as plain text.
 */
export function linkTarget(href: string): LinkTarget | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return { href: value, internal: true };
  if (/^https?:\/\/[^\s/\\]/i.test(value)) return { href: value, internal: false };
  return null;
}
