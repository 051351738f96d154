import { chatWasOpen } from "~/lib/chat/open-state";

/**
 * The chat launcher of a page without React: the first tap fetches the chat island (React and
 * the panel), which opens the panel and answers the launcher from then on. A panel left open on
 * the previous page reopens at once, with its conversation.
 */
export function bindChatLauncher(): void {
  const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
  if (!launcher) return;
  let loading = false;
  const start = (tapped: boolean) => {
    if (loading) return;
    loading = true;
    launcher.setAttribute("aria-busy", "true");
    import("~/islands/chat")
      .then((chat) => {
        launcher.removeEventListener("click", onTap);
        chat.startChat(launcher, { open: true, tapped });
      })
      .catch(() => {
        // Offline or a build replaced since the page loaded: the next tap tries again.
        loading = false;
      })
      .finally(() => launcher.removeAttribute("aria-busy"));
  };
  const onTap = () => start(true);
  launcher.addEventListener("click", onTap);
  if (chatWasOpen()) start(false);
}
