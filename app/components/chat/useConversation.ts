import { useCallback, useEffect, useRef, useState } from "react";
import { chatCopy, chatErrors } from "~/content/chat";
import {
  askChat,
  type ChatErrorTexts,
  type ChatOutcome,
  loadPreviousSession,
  pageMetadata,
  UNEXPECTED_ERROR,
} from "~/lib/chat/send";
import {
  type ChatMessage,
  chatSessionId,
  clearConversation,
  errorMessage,
  loadMessages,
  newMessage,
  saveMessages,
  withRetryForUnanswered,
} from "~/lib/chat/session";
import { usePageLocale, useText } from "~/lib/page-language";

/**
 * The conversation of the chat panel: its messages (stored per session), the reply being
 * received, and what the hidden status region announces once a reply is complete. The greeting,
 * the error texts and the page's language sent with each message follow the page's language.
 */
export function useConversation(open: boolean) {
  const { lang, tamil } = usePageLocale();
  const text = useText();
  const copy = tamil?.chrome.chatCopy ?? chatCopy;
  const tamilErrors = tamil?.chrome.chatErrors;
  const errors: ChatErrorTexts | undefined = tamilErrors && {
    connection: tamilErrors.connection,
    unexpected: tamilErrors.unexpected,
    rateLimited: (seconds) =>
      text(tamilErrors.rateLimited, {
        wait:
          seconds === null
            ? text("a minute")
            : seconds === 1
              ? text("1 second")
              : text("{seconds} seconds", { seconds }),
      }),
  };
  const greetingText = copy.greeting;
  const assistantPrefix = copy.assistantPrefix;
  const [sessionId, setSessionId] = useState(chatSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const stored = loadMessages(sessionId);
    return stored
      ? withRetryForUnanswered(stored, tamilErrors?.unanswered ?? chatErrors.unanswered)
      : [newMessage(greetingText, true)];
  });
  /** null when idle; the text received so far ("" before the first streamed text) while waiting. */
  const [pending, setPending] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const request = useRef<AbortController | null>(null);
  /** Set once the visitor has done anything: a late answer from the server's memory must not undo it. */
  const touched = useRef(false);
  const askedForPrevious = useRef(false);

  useEffect(() => saveMessages(sessionId, messages), [sessionId, messages]);
  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    if (!open || askedForPrevious.current) return;
    askedForPrevious.current = true;
    void loadPreviousSession(sessionId, pageMetadata(lang)).then((previous) => {
      if (!previous.length || touched.current) return;
      setMessages([
        newMessage(greetingText, true),
        ...previous.map((message) => newMessage(message.text, message.isBot)),
      ]);
    });
  }, [open, sessionId, lang, greetingText]);

  const announce = (reply: string) => setAnnouncement(`${assistantPrefix}${reply}`);

  const ask = async (question: string) => {
    const controller = new AbortController();
    request.current = controller;
    setPending("");
    const live = () => !controller.signal.aborted;
    const outcome: ChatOutcome = await askChat(question, sessionId, {
      metadata: pageMetadata(lang),
      onText: (partial) => live() && setPending(partial),
      signal: controller.signal,
      errors,
    }).catch(() => ({ ok: false, text: errors?.unexpected ?? UNEXPECTED_ERROR }));
    if (!live()) return;
    request.current = null;
    setMessages((current) => [
      ...current,
      outcome.ok ? newMessage(outcome.text, true) : errorMessage(outcome.text, question),
    ]);
    setPending(null);
    announce(outcome.text);
  };

  const busy = () => request.current !== null;

  /** Sends the visitor's text; false when there is nothing to send or a reply is still coming. */
  const send = (draft: string): boolean => {
    const question = draft.trim();
    if (!question || busy()) return false;
    touched.current = true;
    setMessages((current) => [...current, newMessage(question, false)]);
    void ask(question);
    return true;
  };

  /** Sends an error message's text again; the error message goes away. */
  const retry = (message: ChatMessage) => {
    if (!message.error || busy()) return;
    touched.current = true;
    setMessages((current) => current.filter((item) => item.id !== message.id));
    void ask(message.error.retryText);
  };

  const clear = () => {
    request.current?.abort();
    request.current = null;
    touched.current = true;
    setPending(null);
    setSessionId(clearConversation(sessionId));
    setMessages([newMessage(greetingText, true)]);
    setAnnouncement("");
  };

  const addBotMessage = useCallback(
    (reply: string) => {
      touched.current = true;
      setMessages((current) => [...current, newMessage(reply, true)]);
      setAnnouncement(`${assistantPrefix}${reply}`);
    },
    [assistantPrefix],
  );

  return { messages, pending, waiting: pending !== null, announcement, send, retry, clear, addBotMessage };
}
