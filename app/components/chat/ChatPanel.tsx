import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { chatHandoff } from "~/content/chat";
import { useTamil, useText } from "~/lib/page-language";
import { ChatComposer } from "./ChatComposer";
import { ChatFooter } from "./ChatFooter";
import { ChatPanelHeader, chatPanelClass } from "./ChatPanelFrame";
import { MessageList } from "./MessageList";
import { Suggestions } from "./Suggestions";
import { useConversation } from "./useConversation";
import { useIsPhone } from "./useIsPhone";

// The handoff form and the inquiry rules it brings are fetched when the panel opens, not with
// the panel: a page's preload list for the panel stays as short as before.
const loadHandoffCard = () => import("./HandoffCard");
const HandoffCard = lazy(() => loadHandoffCard().then((module) => ({ default: module.HandoffCard })));

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex='0']",
    ),
  );
}

/** The chat panel: loaded on first use by ChatLauncher. */
export default function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const tamil = useTamil();
  const text = useText();
  const conversation = useConversation(open);
  const { messages, pending, waiting } = conversation;
  const [handoffOpen, setHandoffOpen] = useState(false);
  const phone = useIsPhone();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onFollow = phone ? onClose : undefined;

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    void loadHandoffCard().catch(() => {});
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keep the newest message in view
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = scrollRef.current.scrollHeight;
  }, [messages, pending, handoffOpen]);

  // The element that had focus (a suggestion, a retry button, the card) is gone: focus the message box.
  const focusInput = () => inputRef.current?.focus({ preventScroll: true });
  const ask = (text: string) => {
    conversation.send(text);
    focusInput();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab" && phone && panelRef.current) {
      const items = focusables(panelRef.current);
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal={phone}
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className={chatPanelClass}
    >
      <ChatPanelHeader titleId={titleId} onClose={onClose} />
      <div ref={scrollRef} className="flex-1 space-y-3 overflow-y-auto overflow-x-hidden px-4 py-4">
        <MessageList
          messages={messages}
          pending={pending}
          onFollow={onFollow}
          onRetry={(message) => {
            conversation.retry(message);
            focusInput();
          }}
        />
        {messages.length === 1 && !waiting && !handoffOpen && (
          <Suggestions onAsk={ask} onHandoff={() => setHandoffOpen(true)} />
        )}
        {handoffOpen && (
          <Suspense fallback={null}>
            <HandoffCard
              messages={messages}
              onSent={(name) => {
                setHandoffOpen(false);
                conversation.addBotMessage(text(tamil ? tamil.chatHandoff.thanks : chatHandoff.thanks, { name }));
                focusInput();
              }}
              onDismiss={() => {
                setHandoffOpen(false);
                focusInput();
              }}
            />
          </Suspense>
        )}
      </div>
      <ChatComposer inputRef={inputRef} inputId={`${titleId}-input`} waiting={waiting} onSend={conversation.send} />
      <ChatFooter
        onFollow={onFollow}
        onHandoff={() => setHandoffOpen(true)}
        onClear={() => {
          setHandoffOpen(false);
          conversation.clear();
        }}
      />
      <div role="status" className="sr-only">
        {conversation.announcement}
      </div>
    </div>
  );
}
