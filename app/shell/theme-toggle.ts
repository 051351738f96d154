import { currentTheme, subscribeTheme, toggleTheme } from "~/lib/theme";

/** The theme toggle: answered from the document, so it works while the page is still being read. */
export function bindThemeToggle(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-theme-toggle]")) toggleTheme();
  });
}

/** Each toggle's label names the theme it switches to, now and after every change. */
export function labelThemeToggles(): void {
  const label = () => {
    const dark = currentTheme() === "dark";
    for (const button of document.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]")) {
      const text = (dark ? button.dataset.labelToLight : button.dataset.labelToDark) ?? "";
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  label();
  subscribeTheme(label);
}
