import { settings } from "~/lib/settings";
import { bindChatLauncher, reopenChat } from "./chat-launcher";
import { bindDesktopNav } from "./desktop-nav";
import { bindIslands } from "./islands";
import { bindPhoneMenu } from "./phone-menu";
import { bindSolidHeader } from "./solid-header";
import { bindThemeToggle, labelThemeToggles } from "./theme-toggle";

/**
 * The behaviour every page runs: the header, its menus, the theme toggle, the chat launcher,
 * the print button, the footer's year, the page's own islands (app/shell/islands, app/islands)
 * and, in builds with analytics, the cookie notice.
 *
 * The script runs as soon as it arrives (`async`), often while the page is still being read.
 * The taps a visitor makes first (phone menu, theme, chat, print) are answered by listeners on
 * the document, which need no element to exist yet, so they work from the first paint. The
 * rest waits for the whole page.
 */
bindPhoneMenu();
bindThemeToggle();
bindChatLauncher();
document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("[data-print]")) window.print();
});

function whenParsed(): void {
  bindSolidHeader();
  bindDesktopNav();
  labelThemeToggles();
  reopenChat();
  if (settings.analyticsId) void import("./consent").then((consent) => consent.bindConsent(settings.analyticsId ?? ""));
  for (const year of document.querySelectorAll("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
  // End-to-end tests wait for this mark: set once the page's islands work too.
  void bindIslands().finally(() => {
    document.documentElement.dataset.hydrated = "";
  });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenParsed);
else whenParsed();
