import { bindChatFrame } from "./chat-frame";
import { bindPhoneMenu } from "./phone-menu";
import { bindThemeToggle } from "./theme-toggle";

/**
 * The taps a visitor makes first, answered from the moment the page is on screen: this script is
 * written into every page's head (app/layouts/Document.astro), and its listeners sit on the
 * document, so they need no element to exist yet. The phone menu, the theme toggle, the chat
 * panel's frame and the print button. Everything else waits for the shell script (./index.ts),
 * which the page fetches once its first content is on screen (./shell-loader.ts).
 */
bindPhoneMenu();
bindThemeToggle();
bindChatFrame();
document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("[data-print]")) window.print();
});
