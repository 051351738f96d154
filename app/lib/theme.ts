import { readClientState, subscribeClientState, type Theme, updateClientState } from "./client-state";

export const darkQuery = "(prefers-color-scheme: dark)";

/**
 * Sets the theme on the document. A change repaints the whole page at once: for one frame the
 * `theme-switching` class stops every transition and styles the sections that are otherwise
 * styled only as they near the screen, so none of them fades from the old colours later.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const changed = root.classList.contains("dark") !== (theme === "dark");
  if (changed) root.classList.add("theme-switching");
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  if (!changed) return;
  // Reading a layout figure makes the browser restyle now, while transitions are off.
  void root.offsetHeight;
  requestAnimationFrame(() => root.classList.remove("theme-switching"));
}

function systemTheme(): Theme {
  return window.matchMedia(darkQuery).matches ? "dark" : "light";
}

export function currentTheme(): Theme {
  return readClientState().theme ?? systemTheme();
}

/** Applies every change of the theme, saved or from the system, and then calls `onChange`. */
export function subscribeTheme(onChange: () => void): () => void {
  const media = window.matchMedia(darkQuery);
  const onSystemChange = () => {
    if (readClientState().theme === null) applyTheme(systemTheme());
    onChange();
  };
  media.addEventListener("change", onSystemChange);
  const unsubscribeState = subscribeClientState(() => {
    applyTheme(currentTheme());
    onChange();
  });
  return () => {
    media.removeEventListener("change", onSystemChange);
    unsubscribeState();
  };
}

/** Switches to the other theme and saves the choice, which overrides the system setting from then on. */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  applyTheme(next);
  updateClientState((state) => ({ ...state, theme: next }));
}
