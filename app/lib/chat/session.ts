/**
 * The chat's memory in the browser (SPEC §9): a session id made once (timestamp plus random)
 * and kept in localStorage, and the messages of that session, stored once there is more than
 * the greeting and restored on the next visit.
 */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO time. */
  timestamp: string;
}

export const GREETING = "Hi!";
export const SESSION_KEY = "cleverobotics:chat-session";
const messagesKey = (sessionId: string) => `cleverobotics:chat:${sessionId}`;
/** Older messages are dropped so a long conversation cannot fill the storage quota. */
const MAX_STORED = 100;

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

export function greeting(): ChatMessage {
  return newMessage(GREETING, true);
}

export function chatSessionId(): string {
  const store = storage();
  const existing = store?.getItem(SESSION_KEY);
  if (existing && /^[A-Za-z0-9_-]{6,100}$/.test(existing)) return existing;
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
  store?.setItem(SESSION_KEY, id);
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

/** The stored conversation of a session, or null when there is none (or it is unreadable). */
export function loadMessages(sessionId: string): ChatMessage[] | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(messagesKey(sessionId)) ?? "null");
    return Array.isArray(parsed) && parsed.length > 1 && parsed.every(isMessage) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveMessages(sessionId: string, messages: readonly ChatMessage[]): void {
  if (messages.length <= 1) return;
  try {
    storage()?.setItem(messagesKey(sessionId), JSON.stringify(messages.slice(-MAX_STORED)));
  } catch {
    // Storage full or blocked: the conversation goes on, unsaved.
  }
}
