import { settings } from "~/lib/settings";
import { bindChatLauncher } from "./chat-launcher";
import { bindDesktopNav } from "./desktop-nav";
import { bindIslands } from "./islands";
import { bindPhoneMenu } from "./phone-menu";
import { bindSolidHeader } from "./solid-header";
import { bindThemeToggle } from "./theme-toggle";

/**
 * The behaviour of a page that carries no React: the header, its menus, the theme toggle, the
 * chat launcher, the print button, the footer's year, the page's own islands (app/shell/islands)
 * and, in builds with analytics, the cookie notice. It runs as soon as the HTML is parsed, so
 * every control answers from the first paint.
 */
bindSolidHeader();
bindPhoneMenu();
bindDesktopNav();
bindThemeToggle();
bindChatLauncher();
document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("[data-print]")) window.print();
});
if (settings.analyticsId) void import("./consent").then((consent) => consent.bindConsent(settings.analyticsId ?? ""));
for (const year of document.querySelectorAll("[data-current-year]"))
  year.textContent = String(new Date().getFullYear());
// End-to-end tests wait for this mark, as they do on a page React hydrated: set once the
// page's islands work too.
void bindIslands().finally(() => {
  document.documentElement.dataset.hydrated = "";
});
