import { useSyncExternalStore } from "react";
import type { Theme } from "~/lib/client-state";
import { currentTheme, subscribeTheme, toggleTheme } from "~/lib/theme";

/** The theme in effect (null while prerendering) and a way to switch it. */
export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  return { theme, toggle: toggleTheme };
}
