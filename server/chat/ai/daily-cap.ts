/**
 * How many questions this instance has sent to the model today (UTC), against a cap: the
 * bound on what one instance can spend in a day, however many visitors come.
 */
export function createDailyCap(cap: number, now = () => Date.now()) {
  let day = "";
  let used = 0;
  const today = () => new Date(now()).toISOString().slice(0, 10);
  return {
    /** Counts one question; false once today's cap is used up (then nothing is counted). */
    take(): boolean {
      const current = today();
      if (current !== day) {
        day = current;
        used = 0;
      }
      if (used >= cap) return false;
      used++;
      return true;
    },
  };
}

export type DailyCap = ReturnType<typeof createDailyCap>;
