import { chatCopy } from "~/content/chat";
import { useTamil, useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";

/** Where the chat panel sits and how it looks: a full screen on a phone, a card above the launcher from 640 px. */
export const chatPanelClass =
  "fixed inset-0 z-50 flex flex-col bg-surface sm:inset-auto sm:right-4 sm:bottom-22 sm:h-[500px] sm:w-[384px] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl";

/** The panel's title bar with its close button. */
export function ChatPanelHeader({ titleId, onClose }: { titleId: string; onClose?: () => void }) {
  const copy = useTamil()?.chatCopy ?? chatCopy;
  return (
    <div className="flex items-center justify-between border-line border-b bg-brand-700 px-4 py-3 text-white">
      <div>
        <h2 id={titleId} className="font-semibold">
          {copy.title}
        </h2>
        <p className="text-brand-100 text-xs">{copy.subtitle}</p>
      </div>
      <button
        type="button"
        data-chat-frame-close=""
        onClick={onClose}
        aria-label={copy.close}
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-brand-800"
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/**
 * The panel as it shows the moment the launcher is tapped, while its script arrives: written
 * into every page as a template (PageBody), shown by the shell (app/shell/chat-launcher.ts) and
 * replaced by the panel itself (app/islands/chat.tsx).
 */
export function ChatPanelFrame({ id }: { id: string }) {
  const text = useText();
  return (
    <div id={id} data-chat-frame="" role="dialog" aria-labelledby={`${id}-frame-title`} className={chatPanelClass}>
      <ChatPanelHeader titleId={`${id}-frame-title`} />
      <p role="status" className="flex flex-1 items-center justify-center px-4 text-ink-muted text-sm">
        {text("Opening the chat…")}
      </p>
    </div>
  );
}
