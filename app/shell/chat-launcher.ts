import { chatWasOpen } from "~/lib/chat/open-state";
import { closeFrame, shownFrame } from "./chat-frame";

/**
 * The chat panel: a tap on the launcher (whose frame the page's head already showed, see
 * ./chat-frame.ts) fetches the chat island, React and the panel, which opens in the frame's
 * place and answers the launcher from then on. A tap made before this script ran counts too.
 */
export function bindChatLauncher(): void {
  const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
  if (!launcher) return;
  const onTapped = () => startChat(launcher, shownFrame());
  document.addEventListener("chat-tapped", onTapped);
  if (launcher.dataset.chat === "tapped") onTapped();
}

/** A panel left open on the previous page reopens at once, with its conversation. */
export function reopenChat(): void {
  const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
  if (launcher && !launcher.dataset.chat && chatWasOpen()) startChat(launcher, null);
}

function startChat(launcher: HTMLButtonElement, frame: HTMLElement | null): void {
  if (launcher.dataset.chat === "started") return;
  launcher.dataset.chat = "started";
  launcher.setAttribute("aria-busy", "true");
  const tapped = frame !== null;
  import("~/islands/chat")
    .then((chat) => {
      // Closed again before the panel arrived: it starts closed.
      const open = !frame || frame.isConnected;
      chat.startChat(launcher, { open, tapped, frame: frame?.isConnected ? frame : undefined });
    })
    .catch(() => {
      // Offline, or a build replaced since the page loaded: the next tap tries again.
      delete launcher.dataset.chat;
      if (frame?.isConnected) closeFrame(launcher, frame);
    })
    .finally(() => launcher.removeAttribute("aria-busy"));
}
