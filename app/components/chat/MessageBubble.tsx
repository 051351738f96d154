import { chatCopy } from "~/content/chat";
import type { ChatMessage } from "~/lib/chat/session";
import { useTamil } from "~/lib/page-language";
import { ChatMarkdown } from "./ChatMarkdown";

const bubble = "min-w-0 max-w-[85%] break-words rounded-2xl px-3 py-2 text-sm";

/**
 * One message: the visitor's as plain text, a bot reply as Markdown, an error with a button
 * that sends the same text again.
 */
export function MessageBubble({
  message,
  onFollow,
  onRetry,
  retryDisabled,
}: {
  message: Pick<ChatMessage, "text" | "isBot" | "error">;
  onFollow?: () => void;
  onRetry?: () => void;
  retryDisabled?: boolean;
}) {
  const copy = useTamil()?.chatCopy ?? chatCopy;
  if (!message.isBot) {
    return (
      <div className="flex justify-end">
        <p className={`${bubble} whitespace-pre-wrap bg-brand-700 text-white`}>
          <span className="sr-only">{copy.visitorPrefix}</span>
          {message.text}
        </p>
      </div>
    );
  }
  if (message.error) {
    return (
      <div className="flex justify-start">
        <div className={`${bubble} border border-red-600 bg-surface text-ink dark:border-red-400`}>
          <p>
            <span className="sr-only">{copy.assistantPrefix}</span>
            {message.text}
          </p>
          <button
            type="button"
            onClick={onRetry}
            aria-disabled={retryDisabled || undefined}
            className="mt-2 min-h-9 rounded-lg border border-line px-3 py-1 font-medium text-brand-700 hover:bg-surface-muted dark:text-brand-300"
          >
            {copy.retry}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex justify-start">
      <div className={`${bubble} bg-surface-muted text-ink`}>
        <span className="sr-only">{copy.assistantPrefix}</span>
        <ChatMarkdown text={message.text} onFollow={onFollow} />
      </div>
    </div>
  );
}
