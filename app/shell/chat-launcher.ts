import { chatWasOpen } from "~/lib/chat/open-state";

let started = false;

/**
 * The chat launcher: the first tap fetches the chat island (React and the panel), which opens
 * the panel and answers the launcher from then on. The tap is answered from the document, so it
 * counts however early it comes.
 */
export function bindChatLauncher(): void {
  const onTap = (event: MouseEvent) => {
    const launcher = event.target instanceof Element ? event.target.closest("[data-chat-launcher]") : null;
    if (launcher instanceof HTMLButtonElement)
      startChat(launcher, true, () => document.removeEventListener("click", onTap));
  };
  document.addEventListener("click", onTap);
}

/** A panel left open on the previous page reopens at once, with its conversation. */
export function reopenChat(): void {
  const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
  if (launcher && chatWasOpen()) startChat(launcher, false);
}

function startChat(launcher: HTMLButtonElement, tapped: boolean, onStarted?: () => void): void {
  if (started) return;
  started = true;
  launcher.setAttribute("aria-busy", "true");
  const frame = tapped ? showFrame(launcher) : null;
  import("~/islands/chat")
    .then((chat) => {
      onStarted?.();
      // Closed again before the panel arrived: it starts closed.
      const open = !frame || frame.isConnected;
      chat.startChat(launcher, { open, tapped, frame: frame?.isConnected ? frame : undefined });
    })
    .catch(() => {
      // Offline, or a build replaced since the page loaded: the next tap tries again.
      started = false;
      if (frame?.isConnected) closeFrame(launcher, frame);
    })
    .finally(() => launcher.removeAttribute("aria-busy"));
}

/** The panel's frame, shown at once while the panel's script arrives (ChatPanelFrame). */
function showFrame(launcher: HTMLButtonElement): HTMLElement | null {
  const template = document.querySelector<HTMLTemplateElement>("template[data-chat-panel-template]");
  const frame = template?.content.firstElementChild?.cloneNode(true);
  if (!(frame instanceof HTMLElement)) return null;
  launcher.before(frame);
  launcher.setAttribute("aria-expanded", "true");
  launcher.setAttribute("aria-controls", frame.id);
  launcher.setAttribute("aria-label", launcher.dataset.labelClose ?? "");
  const close = () => closeFrame(launcher, frame);
  const closeButton = frame.querySelector<HTMLButtonElement>("[data-chat-frame-close]");
  closeButton?.addEventListener("click", close);
  // Focus waits inside, on its one control, until the panel takes it to the message box.
  frame.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
    if (event.key === "Tab") event.preventDefault();
  });
  closeButton?.focus();
  launcher.addEventListener("click", function onSecondTap() {
    launcher.removeEventListener("click", onSecondTap);
    if (frame.isConnected) close();
  });
  return frame;
}

function closeFrame(launcher: HTMLButtonElement, frame: HTMLElement): void {
  frame.remove();
  launcher.setAttribute("aria-expanded", "false");
  launcher.setAttribute("aria-label", launcher.dataset.labelOpen ?? "");
  launcher.focus();
}
