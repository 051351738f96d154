import {
  readClientState,
  SCHEMA_VERSION,
  STORAGE_KEY,
  subscribeClientState,
  type Theme,
  updateClientState,
} from "./client-state";

const darkQuery = "(prefers-color-scheme: dark)";

/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme: the saved
 * choice wins, otherwise the system setting. Kept tiny and dependency-free on purpose.
 */
export const themeBootScript = `(function(){try{var d=document.documentElement,t=null;try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)})||"null");if(s&&s.version===${SCHEMA_VERSION}&&s.state&&(s.state.theme==="dark"||s.state.theme==="light"))t=s.state.theme}catch(e){}var k=t?t==="dark":matchMedia(${JSON.stringify(
  darkQuery,
)}).matches;d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"}catch(e){}})();`;

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/**
 * Sets the theme class again from the saved choice or the system. React may re-create the
 * document element's attributes when the root switches from the loading view to the error
 * view (an unknown slug), dropping the class the boot script set.
 */
export function reapplyTheme(): void {
  applyTheme(currentTheme());
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
  updateClientState((state) => ({ ...state, theme: next }));
}
