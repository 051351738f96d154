import { useSyncExternalStore } from "react";
import { type ClientState, defaultClientState, readClientState, subscribeClientState } from "~/lib/client-state";

/** A slice of the client state; prerendering and the first client render see the defaults. */
export function useClientState<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(
    subscribeClientState,
    () => select(readClientState()),
    () => select(defaultClientState),
  );
}
