/**
 * What the site assistant remembers of a conversation: the topic of its last answer, so that
 * "does that include Instagram?" knows what "that" is. Bounded in count and age, in memory
 * only; a restart forgets, and that is fine for a follow-up.
 */
export interface Topic {
  /** The documents the last answer came from. */
  docIds: string[];
  /** The words that found them. */
  terms: string[];
  /** A plan the conversation is about, if any. */
  plan?: string;
  /** The catalogue size and channels a plan was chosen for ("8 items on WhatsApp"). */
  items?: number;
  channels?: readonly ("whatsapp" | "instagram" | "website")[];
}

/** A memory of each conversation's last entry, bounded in count and age, in memory only. */
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

export const createTopicMemory = (options: Parameters<typeof createConversationMemory>[0] = {}) =>
  createConversationMemory<Topic>(options);

export type TopicMemory = ConversationMemory<Topic>;
