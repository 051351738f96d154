import { currentTheme, subscribeTheme, toggleTheme } from "~/lib/theme";

/** The theme toggle of a page without React; its label names the theme it switches to. */
export function bindThemeToggle(): void {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]"));
  const label = () => {
    const dark = currentTheme() === "dark";
    for (const button of buttons) {
      const text = (dark ? button.dataset.labelToLight : button.dataset.labelToDark) ?? "";
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  label();
  subscribeTheme(label);
  for (const button of buttons) button.addEventListener("click", toggleTheme);
}
