/**
 * The chat launcher's first tap, answered from the page's head: the panel's frame (ChatPanelFrame,
 * from its template) shows at once, while the shell script fetches the panel itself
 * (./chat-launcher.ts). The launcher is marked `data-chat="tapped"` until the panel takes over
 * (`started`), and the document hears `chat-tapped`.
 */
export function bindChatFrame(): void {
  document.addEventListener("click", (event) => {
    const launcher = event.target instanceof Element ? event.target.closest("[data-chat-launcher]") : null;
    if (!(launcher instanceof HTMLButtonElement) || launcher.dataset.chat) return;
    const frame = showFrame(launcher);
    if (!frame) return;
    launcher.dataset.chat = "tapped";
    document.dispatchEvent(new Event("chat-tapped"));
  });
}

/** The frame a tap showed, while the panel has not taken over. */
export function shownFrame(): HTMLElement | null {
  return document.querySelector<HTMLElement>("[data-chat-frame]");
}

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
  launcher.addEventListener("click", function onSecondTap(event) {
    launcher.removeEventListener("click", onSecondTap);
    if (!frame.isConnected) return;
    // This tap closes the frame; it must not open it again on its way to the document.
    event.stopPropagation();
    close();
  });
  return frame;
}

/** Closes a frame the panel has not replaced; the next tap on the launcher shows it again. */
export function closeFrame(launcher: HTMLButtonElement, frame: HTMLElement): void {
  frame.remove();
  if (launcher.dataset.chat === "tapped") delete launcher.dataset.chat;
  launcher.setAttribute("aria-expanded", "false");
  launcher.setAttribute("aria-label", launcher.dataset.labelOpen ?? "");
  launcher.focus();
}
