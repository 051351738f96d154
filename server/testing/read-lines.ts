/**
 * Reads a streamed HTTP answer line by line as the lines arrive, for tests that must see when
 * each one comes. A line that does not come in time fails the test instead of hanging it.
 */
export function readLines(response: Response): {
  next: (timeoutMs?: number) => Promise<string | null>;
  rest: (timeoutMs?: number) => Promise<string[]>;
} {
  if (!response.body) throw new Error("the answer has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let ended = false;

  const readWithin = (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no data within ${ms} ms`)), ms);
    });
    return Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
  };

  /** The next line without its newline; null once the answer has ended. */
  async function next(timeoutMs = 2000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (!buffered.includes("\n") && !ended) {
      const { done, value } = await readWithin(Math.max(1, deadline - Date.now()));
      if (done) ended = true;
      else buffered += decoder.decode(value, { stream: true });
    }
    const newline = buffered.indexOf("\n");
    if (newline === -1) {
      const last = buffered;
      buffered = "";
      return last === "" ? null : last;
    }
    const line = buffered.slice(0, newline);
    buffered = buffered.slice(newline + 1);
    return line;
  }

  /** Every remaining line, until the answer ends. */
  async function rest(timeoutMs = 2000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    const lines: string[] = [];
    for (let line = await next(timeoutMs); line !== null; line = await next(Math.max(1, deadline - Date.now()))) {
      lines.push(line);
    }
    return lines;
  }

  return { next, rest };
}
