import { type KeyboardEvent, type RefObject, useState } from "react";
import { MAX_CHAT_INPUT } from "~/api-contract";
import { chatCopy, chatErrors } from "~/content/chat";
import { useTamil, useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";

/**
 * The message box and send button. While a reply is pending both stay focusable but do
 * nothing (readOnly, aria-disabled), so keyboard focus stays in the panel.
 */
export function ChatComposer({
  inputRef,
  inputId,
  waiting,
  onSend,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  inputId: string;
  waiting: boolean;
  /** Returns whether the text was sent (then the box is emptied). */
  onSend: (text: string) => boolean;
}) {
  const tamil = useTamil();
  const text = useText();
  const copy = tamil?.chatCopy ?? chatCopy;
  const [draft, setDraft] = useState("");
  // Counted as the server counts it: in code points, so a Tamil letter's marks count each.
  const length = [...draft].length;
  const tooLong = length > MAX_CHAT_INPUT;
  const noteId = `${inputId}-too-long`;
  const send = () => {
    if (!waiting && !tooLong && onSend(draft)) setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex flex-wrap items-end gap-x-2 border-line border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {copy.inputLabel}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        rows={2}
        value={draft}
        readOnly={waiting}
        aria-disabled={waiting || undefined}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? noteId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={copy.inputPlaceholder}
        className="min-h-11 flex-1 resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm aria-disabled:opacity-60 aria-invalid:border-red-700 dark:aria-invalid:border-red-300"
      />
      <button
        type="submit"
        aria-disabled={waiting || tooLong || undefined}
        aria-label={copy.send}
        className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 aria-disabled:opacity-60"
      >
        <Icon name="send" />
      </button>
      <p id={noteId} aria-live="polite" className="mt-2 w-full text-red-700 text-sm empty:mt-0 dark:text-red-300">
        {tooLong
          ? tamil
            ? text(tamil.chatErrors.tooLong, { length, max: MAX_CHAT_INPUT })
            : chatErrors.tooLong(length, MAX_CHAT_INPUT)
          : ""}
      </p>
    </form>
  );
}
