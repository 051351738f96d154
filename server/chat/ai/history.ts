/**
 * The last turns of each conversation (a question and the answer the visitor saw), sent with
 * the next question so "and the Pro plan?" is understood. Bounded in turns per session, in
 * sessions and in age, in memory only: a restart forgets.
 */
export interface Turn {
  question: string;
  answer: string;
}

/** Longest part of a kept question or answer, in characters. */
const MAX_KEPT_CHARS = 2000;

const cut = (text: string) => [...text].slice(0, MAX_KEPT_CHARS).join("");

export function createConversationHistory({
  maxTurns,
  maxSessions = 5000,
  maxAgeMs = 60 * 60_000,
  now = () => Date.now(),
}: {
  maxTurns: number;
  maxSessions?: number;
  maxAgeMs?: number;
  now?: () => number;
}) {
  const sessions = new Map<string, { turns: Turn[]; at: number }>();
  return {
    /** The session's kept turns, oldest first. */
    turns(sessionId: string): Turn[] {
      const entry = sessions.get(sessionId);
      if (!entry) return [];
      if (now() - entry.at > maxAgeMs) {
        sessions.delete(sessionId);
        return [];
      }
      return entry.turns;
    },
    add(sessionId: string, turn: Turn): void {
      if (maxTurns === 0) return;
      const turns = [...this.turns(sessionId), { question: cut(turn.question), answer: cut(turn.answer) }];
      sessions.delete(sessionId);
      sessions.set(sessionId, { turns: turns.slice(-maxTurns), at: now() });
      // A Map iterates in insertion order: the first key is the least recently used.
      while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
    },
  };
}

export type ConversationHistory = ReturnType<typeof createConversationHistory>;
