import { chatCopy } from "~/content/chat";
import type { ChatMessage } from "~/lib/chat/session";
import { useTamil } from "~/lib/page-language";
import { MessageBubble } from "./MessageBubble";

/**
 * The conversation log. It does not announce itself (aria-live off): a streamed reply would be
 * read out word by word; the panel's status region announces each reply once it is complete.
 */
export function MessageList({
  messages,
  pending,
  onFollow,
  onRetry,
}: {
  messages: readonly ChatMessage[];
  /** null when idle; the reply received so far while waiting. */
  pending: string | null;
  onFollow?: () => void;
  onRetry: (message: ChatMessage) => void;
}) {
  const copy = useTamil()?.chatCopy ?? chatCopy;
  return (
    <div role="log" aria-label={copy.logLabel} aria-live="off" className="space-y-3">
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          onFollow={onFollow}
          onRetry={() => onRetry(message)}
          retryDisabled={pending !== null}
        />
      ))}
      {pending === "" && <p className="text-ink-muted text-sm motion-safe:animate-pulse">{copy.waiting}</p>}
      {pending && <MessageBubble message={{ text: pending, isBot: true }} onFollow={onFollow} />}
    </div>
  );
}
