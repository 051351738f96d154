import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in prerendered HTML and while the page hydrates, true after, and from the first render
 * of a component mounted later: for what only the browser knows (the address's ?query, stored
 * choices) and for widgets that show all their content until their script runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
