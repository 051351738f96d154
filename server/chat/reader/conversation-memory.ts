/**
 * What the site assistant remembers of a conversation: its last answered question, so that
 * "and yearly?" knows which plan it is about. Bounded in count and age, in memory only; a
 * restart forgets, and that is fine for a follow-up.
 */
export function createConversationMemory<Entry>({
  maxSessions = 5000,
  maxAgeMs = 30 * 60_000,
  now = () => Date.now(),
} = {}) {
  const entries = new Map<string, { entry: Entry; at: number }>();
  return {
    get(sessionId: string): Entry | undefined {
      const found = entries.get(sessionId);
      if (!found) return undefined;
      if (now() - found.at > maxAgeMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return found.entry;
    },
    set(sessionId: string, entry: Entry): void {
      entries.delete(sessionId);
      entries.set(sessionId, { entry, at: now() });
      // A Map iterates in insertion order: the first key is the least recently used.
      while (entries.size > maxSessions) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

export type ConversationMemory<Entry> = ReturnType<typeof createConversationMemory<Entry>>;
