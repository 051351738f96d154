/** The event an island's root sends once React has committed it (IslandRoot), naming the island. */
const COMMITTED = "island-committed";

export function signalIslandCommitted(island: string): void {
  document.dispatchEvent(new CustomEvent(COMMITTED, { detail: island }));
}

/** Resolves when the island named has been committed by React. */
export function islandCommitted(island: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== island) return;
      document.removeEventListener(COMMITTED, listener);
      resolve();
    };
    document.addEventListener(COMMITTED, listener);
  });
}
