import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { SiteLink } from "~/components/ui/SiteLink";
import { messageParts } from "~/lib/chat/links";
import { askChat, UNEXPECTED_ERROR } from "~/lib/chat/send";
import { type ChatMessage, chatSessionId, greeting, loadMessages, newMessage, saveMessages } from "~/lib/chat/session";
import { Icon } from "../icons/Icon";

const PHONE_QUERY = "(max-width: 639.98px)";

/** Under 640 px the panel fills the screen and is a modal dialog that keeps focus inside. */
function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return phone;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), textarea:not([disabled]), [tabindex='0']"),
  );
}

/** The chat panel (SPEC §4 "Chat widget"): loaded on first use by ChatLauncher. */
export default function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const [sessionId] = useState(chatSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadMessages(sessionId) ?? [greeting()]);
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const phone = useIsPhone();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => saveMessages(sessionId, messages), [sessionId, messages]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!waiting) inputRef.current?.focus({ preventScroll: true });
  }, [waiting]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keep the newest message in view
  useEffect(() => {
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [messages, waiting]);

  const send = async () => {
    const text = draft.trim();
    if (!text || waiting) return;
    setMessages((current) => [...current, newMessage(text, false)]);
    setDraft("");
    setWaiting(true);
    let reply: string;
    try {
      reply = await askChat(text, sessionId);
    } catch {
      reply = UNEXPECTED_ERROR;
    }
    setMessages((current) => [...current, newMessage(reply, true)]);
    setWaiting(false);
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

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void send();
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
      className="fixed inset-0 z-50 flex flex-col bg-surface sm:inset-auto sm:right-4 sm:bottom-22 sm:h-[500px] sm:w-[384px] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl"
    >
      <div className="flex items-center justify-between border-line border-b bg-brand-700 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            Cleverobotics assistant
          </h2>
          <p className="text-brand-100 text-xs">Ask about services, plans, prices or hours</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-brand-800"
        >
          <Icon name="close" />
        </button>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label="Chat messages"
        aria-live="polite"
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((message) => (
          <div key={message.id} className={`flex ${message.isBot ? "justify-start" : "justify-end"}`}>
            <p
              className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${
                message.isBot ? "bg-surface-muted text-ink" : "bg-brand-700 text-white"
              }`}
            >
              <span className="sr-only">{message.isBot ? "Assistant: " : "You: "}</span>
              <MessageText text={message.text} onFollow={phone ? onClose : undefined} />
            </p>
          </div>
        ))}
        {waiting && (
          <p role="status" className="text-ink-muted text-sm motion-safe:animate-pulse">
            Cogitating…
          </p>
        )}
      </div>
      <form
        className="flex items-end gap-2 border-line border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={`${titleId}-input`} className="sr-only">
          Your message
        </label>
        <textarea
          ref={inputRef}
          id={`${titleId}-input`}
          rows={2}
          maxLength={2000}
          value={draft}
          disabled={waiting}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder="Type your question…"
          className="min-h-11 flex-1 resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={waiting}
          aria-label="Send message"
          className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <Icon name="send" />
        </button>
      </form>
    </div>
  );
}

/** A message with its links; on a phone, following a site link closes the full-screen panel. */
function MessageText({ text, onFollow }: { text: string; onFollow?: () => void }) {
  return (
    <>
      {messageParts(text).map((part, index) => {
        const key = `${index}-${part.text.slice(0, 12)}`;
        if (part.kind === "text") return <span key={key}>{part.text}</span>;
        const className = "font-medium underline underline-offset-2";
        return part.internal ? (
          <SiteLink key={key} to={part.href} className={className} onClick={onFollow}>
            {part.text}
          </SiteLink>
        ) : (
          <a key={key} href={part.href} target="_blank" rel="noopener noreferrer" className={className}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
