import { StrictMode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import ChatPanel from "~/components/chat/ChatPanel";
import { CHAT_PANEL_ID } from "~/components/chat/constants";
import { trackEvent } from "~/lib/analytics";
import { rememberChatOpen } from "~/lib/chat/open-state";
import { PageContext } from "~/lib/page-language";
import { readPageFacts } from "./page-locale";

/**
 * The chat panel as an island, for a page without React: started by the shell script when the
 * visitor first taps the launcher (or at once when the chat was open on the previous page). From
 * then on it answers the launcher, which stays plain prerendered HTML.
 */
function ChatIsland({
  launcher,
  initiallyOpen,
  frame,
}: {
  launcher: HTMLButtonElement;
  initiallyOpen: boolean;
  frame?: HTMLElement;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // The frame shown since the tap goes as the panel appears, in the same paint, and hands it focus.
  useLayoutEffect(() => {
    if (!frame) return;
    const hadFocus = frame.contains(document.activeElement);
    frame.remove();
    if (hadFocus) document.getElementById(CHAT_PANEL_ID)?.querySelector("textarea")?.focus();
  }, [frame]);
  const returnFocus = useRef(false);
  useEffect(() => {
    const onClick = () =>
      setOpen((wasOpen) => {
        if (!wasOpen) trackEvent("chat_opened");
        return !wasOpen;
      });
    launcher.addEventListener("click", onClick);
    return () => launcher.removeEventListener("click", onClick);
  }, [launcher]);
  useEffect(() => {
    launcher.setAttribute("aria-expanded", String(open));
    launcher.setAttribute("aria-controls", CHAT_PANEL_ID);
    launcher.setAttribute("aria-label", (open ? launcher.dataset.labelClose : launcher.dataset.labelOpen) ?? "");
    rememberChatOpen(open);
    // After the panel has closed (and, on a phone, the launcher is shown again), focus goes back.
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      launcher.focus();
    }
  }, [open, launcher]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />;
}

export function startChat(
  launcher: HTMLButtonElement,
  { open, tapped, frame }: { open: boolean; tapped: boolean; frame?: HTMLElement },
): void {
  if (tapped) trackEvent("chat_opened");
  const container = document.createElement("div");
  (frame ?? launcher).before(container);
  createRoot(container).render(
    <StrictMode>
      <PageContext value={readPageFacts()}>
        <ChatIsland launcher={launcher} initiallyOpen={open} frame={frame} />
      </PageContext>
    </StrictMode>,
  );
}
