/**
 * In a prerendering user agent (a crawler-side renderer such as Rendertron or Prerender.io),
 * failed resource loads and network errors are expected noise and are kept
 * out of the console there. Everywhere else the console is left alone.
 */
const prerenderAgents = /prerender|rendertron|reactsnap|headlesschrome-prerender/i;
const networkNoise = [
  /failed to load resource/i,
  /net::err_/i,
  /network ?error/i,
  /failed to fetch/i,
  /load failed/i,
  /loading (css )?chunk .* failed/i,
  /error loading dynamically imported module/i,
];

export function isPrerenderAgent(userAgent: string): boolean {
  return prerenderAgents.test(userAgent);
}

export function isNetworkNoise(args: readonly unknown[]): boolean {
  const text = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(" ");
  return networkNoise.some((pattern) => pattern.test(text));
}

/** Wraps console.error and console.warn so network noise is dropped in a prerendering agent. */
export function silenceNetworkNoiseWhenPrerendering(
  userAgent: string,
  target: Pick<Console, "error" | "warn"> = console,
): boolean {
  if (!isPrerenderAgent(userAgent)) return false;
  for (const level of ["error", "warn"] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      if (!isNetworkNoise(args)) original(...args);
    };
  }
  return true;
}
