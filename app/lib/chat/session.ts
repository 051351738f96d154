import { chatCopy } from "~/content/chat";

/**
 * The chat's memory in the browser: a session id made once (timestamp plus random)
 * and kept in localStorage, and the messages of that session, stored once there is more than
 * the greeting and restored on the next visit.
 */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO time. */
  timestamp: string;
  /** An error shown in place of a reply: never stored, and offers to send `retryText` again. */
  error?: { retryText: string };
}

export const GREETING = chatCopy.greeting;
export const SESSION_KEY = "cleverobotics:chat-session";
const messagesKey = (sessionId: string) => `cleverobotics:chat:${sessionId}`;

/** How much of a conversation the browser keeps (the privacy notice quotes the age). */
export const historyLimits = {
  /** Older messages are dropped so a long conversation cannot fill the storage quota. */
  maxMessages: 50,
  /** A conversation whose last message is older than this is forgotten. */
  maxAgeDays: 30,
} as const;
const DAY_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function newMessage(text: string, isBot: boolean): ChatMessage {
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    text,
    isBot,
    timestamp: new Date().toISOString(),
  };
}

export function errorMessage(text: string, retryText: string): ChatMessage {
  return { ...newMessage(text, true), error: { retryText } };
}

/**
 * A stored conversation whose last message is the visitor's has no reply for it: the page
 * changed while the reply was coming, or it failed. It ends with an error offering to ask again.
 */
export function withRetryForUnanswered(messages: ChatMessage[], unanswered: string): ChatMessage[] {
  const last = messages.at(-1);
  return last && !last.isBot ? [...messages, errorMessage(unanswered, last.text)] : messages;
}

export function greeting(): ChatMessage {
  return newMessage(GREETING, true);
}

const newSessionId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

export function chatSessionId(): string {
  const store = storage();
  const existing = store?.getItem(SESSION_KEY);
  if (existing && /^[A-Za-z0-9_-]{6,100}$/.test(existing)) return existing;
  const id = newSessionId();
  store?.setItem(SESSION_KEY, id);
  return id;
}

/**
 * Forgets the session's stored messages and starts a new session id, so that a memory the
 * server keeps per session is not restored either. Returns the new id.
 */
export function clearConversation(sessionId: string): string {
  const store = storage();
  const id = newSessionId();
  try {
    store?.removeItem(messagesKey(sessionId));
    store?.setItem(SESSION_KEY, id);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  return id;
}

const isMessage = (value: unknown): value is ChatMessage => {
  const m = value as ChatMessage;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.id === "string" &&
    typeof m.text === "string" &&
    typeof m.isBot === "boolean" &&
    typeof m.timestamp === "string"
  );
};

const isExpired = (messages: readonly ChatMessage[], now: number) =>
  !(now - Date.parse(messages.at(-1)?.timestamp ?? "") <= historyLimits.maxAgeDays * DAY_MS);

/** The stored conversation of a session, or null when there is none, it is too old, or unreadable. */
export function loadMessages(sessionId: string, now = Date.now()): ChatMessage[] | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(messagesKey(sessionId)) ?? "null");
    if (!Array.isArray(parsed) || parsed.length <= 1 || !parsed.every(isMessage)) return null;
    if (isExpired(parsed, now)) {
      storage()?.removeItem(messagesKey(sessionId));
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

/** Stores the conversation without its error messages, at most the newest `maxMessages`. */
export function saveMessages(sessionId: string, messages: readonly ChatMessage[]): void {
  const kept = messages.filter((message) => !message.error);
  if (kept.length <= 1) return;
  try {
    storage()?.setItem(messagesKey(sessionId), JSON.stringify(kept.slice(-historyLimits.maxMessages)));
  } catch {
    // Storage full or blocked: the conversation goes on, unsaved.
  }
}
