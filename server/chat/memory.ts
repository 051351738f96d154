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

export function createTopicMemory({ maxSessions = 5000, maxAgeMs = 30 * 60_000, now = () => Date.now() } = {}) {
  const topics = new Map<string, { topic: Topic; at: number }>();
  return {
    get(sessionId: string): Topic | undefined {
      const entry = topics.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.at > maxAgeMs) {
        topics.delete(sessionId);
        return undefined;
      }
      return entry.topic;
    },
    set(sessionId: string, topic: Topic): void {
      topics.delete(sessionId);
      topics.set(sessionId, { topic, at: now() });
      // A Map iterates in insertion order: the first key is the least recently used.
      while (topics.size > maxSessions) topics.delete(topics.keys().next().value as string);
    },
    get size() {
      return topics.size;
    },
  };
}

export type TopicMemory = ReturnType<typeof createTopicMemory>;
