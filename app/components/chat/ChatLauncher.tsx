import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { trackEvent } from "~/lib/analytics";
import { chatWasOpen, rememberChatOpen } from "~/lib/chat/open-state";
import { useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";
import { CHAT_PANEL_ID } from "./constants";

// The panel is its own chunk: fetched when the browser is idle or on the first click, never
// with a page's initial JavaScript.
const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

/** The floating chat button on every page; it opens and closes the chat panel. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = useText();

  // A panel left open on the previous page reopens, with its conversation.
  useEffect(() => {
    if (!chatWasOpen()) return;
    setMounted(true);
    setOpen(true);
  }, []);
  useEffect(() => rememberChatOpen(open), [open]);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const handle = window.requestIdleCallback(() => void loadPanel().catch(() => {}), { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  // After the panel has closed (and, on a phone, the button is shown again), focus goes back.
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        data-chat-launcher=""
        data-label-open={text("Chat with our assistant")}
        data-label-close={text("Close chat")}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        aria-label={text(open ? "Close chat" : "Chat with our assistant")}
        onClick={() => {
          setMounted(true);
          if (!open) trackEvent("chat_opened");
          setOpen(!open);
        }}
        className="group fixed right-4 bottom-4 z-50 inline-flex size-14 print:hidden items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 aria-expanded:max-sm:hidden"
      >
        <Icon name="chat" className="size-6 group-aria-expanded:hidden" />
        <Icon name="close" className="hidden size-6 group-aria-expanded:inline-block" />
      </button>
    </>
  );
}
