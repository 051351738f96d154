import { useText } from "~/lib/page-language";
import { Icon } from "../../icons/Icon";

/**
 * Switches between light and dark; the first choice overrides the system setting from then on.
 * The shell script switches it and labels it for the theme in effect (app/shell/theme-toggle.ts).
 */
export function ThemeToggle() {
  const text = useText();
  const label = text("Switch to dark theme");
  return (
    <button
      type="button"
      data-theme-toggle=""
      data-label-to-dark={label}
      data-label-to-light={text("Switch to light theme")}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-lg sm:size-10 text-ink-muted hover:bg-surface-muted hover:text-ink"
    >
      {/* Both icons are rendered; CSS shows the one for the current theme, so prerendered HTML is right too. */}
      <Icon name="sun" className="hidden size-5 dark:inline-block" />
      <Icon name="moon" className="size-5 dark:hidden" />
    </button>
  );
}
