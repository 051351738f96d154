import { type AnchorHTMLAttributes, createContext, createElement } from "react";

/**
 * What the islands build gives for "react-router": an island renders outside any router, so the
 * few router APIs its components touch answer as they do there (no router state, no matches) and
 * links are plain links. It keeps the router (about 20 KB gzip) out of every island. An island
 * that needs more of the router fails the build on the missing export.
 */
export const UNSAFE_DataRouterStateContext = createContext(null);

export const useInRouterContext = () => false;

export const useMatches = () => [];

export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return createElement("a", { href: to, ...props });
}

export type LinkProps = Parameters<typeof Link>[0];
export type MetaDescriptor = Record<string, unknown>;
