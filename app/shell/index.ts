import { settings } from "~/lib/settings";
import { bindChatLauncher, reopenChat } from "./chat-launcher";
import { bindDesktopNav } from "./desktop-nav";
import { bindIslands } from "./islands";
import { bindSolidHeader } from "./solid-header";
import { labelThemeToggles } from "./theme-toggle";

/**
 * The behaviour every page runs beyond its first taps (./first-taps.ts, in the page's head):
 * the header turning solid, the desktop menu bar, the theme toggles' labels, the chat panel,
 * the footer's year, the page's own islands (app/shell/islands, app/islands) and, in builds
 * with analytics, the cookie notice. The page fetches this script once its first content is
 * on screen (./shell-loader.ts).
 */
function whenParsed(): void {
  bindSolidHeader();
  bindDesktopNav();
  labelThemeToggles();
  bindChatLauncher();
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
