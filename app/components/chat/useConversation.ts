import { useCallback, useEffect, useRef, useState } from "react";
import { chatCopy } from "~/content/chat";
import { askChat, type ChatOutcome, loadPreviousSession, pageMetadata, UNEXPECTED_ERROR } from "~/lib/chat/send";
import {
  type ChatMessage,
  chatSessionId,
  clearConversation,
  errorMessage,
  greeting,
  loadMessages,
  newMessage,
  saveMessages,
} from "~/lib/chat/session";

/**
 * The conversation of the chat panel: its messages (stored per session), the reply being
 * received, and what the hidden status region announces once a reply is complete.
 */
export function useConversation(open: boolean) {
  const [sessionId, setSessionId] = useState(chatSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadMessages(sessionId) ?? [greeting()]);
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
    void loadPreviousSession(sessionId, pageMetadata()).then((previous) => {
      if (!previous.length || touched.current) return;
      setMessages([greeting(), ...previous.map((message) => newMessage(message.text, message.isBot))]);
    });
  }, [open, sessionId]);

  const announce = (text: string) => setAnnouncement(`${chatCopy.assistantPrefix}${text}`);

  const ask = async (text: string) => {
    const controller = new AbortController();
    request.current = controller;
    setPending("");
    const live = () => !controller.signal.aborted;
    const outcome: ChatOutcome = await askChat(text, sessionId, {
      metadata: pageMetadata(),
      onText: (partial) => live() && setPending(partial),
      signal: controller.signal,
    }).catch(() => ({ ok: false, text: UNEXPECTED_ERROR }));
    if (!live()) return;
    request.current = null;
    setMessages((current) => [
      ...current,
      outcome.ok ? newMessage(outcome.text, true) : errorMessage(outcome.text, text),
    ]);
    setPending(null);
    announce(outcome.text);
  };

  const busy = () => request.current !== null;

  /** Sends the visitor's text; false when there is nothing to send or a reply is still coming. */
  const send = (draft: string): boolean => {
    const text = draft.trim();
    if (!text || busy()) return false;
    touched.current = true;
    setMessages((current) => [...current, newMessage(text, false)]);
    void ask(text);
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
    setMessages([greeting()]);
    setAnnouncement("");
  };

  const addBotMessage = useCallback((text: string) => {
    touched.current = true;
    setMessages((current) => [...current, newMessage(text, true)]);
    setAnnouncement(`${chatCopy.assistantPrefix}${text}`);
  }, []);

  return { messages, pending, waiting: pending !== null, announcement, send, retry, clear, addBotMessage };
}
