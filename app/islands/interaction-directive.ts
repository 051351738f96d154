import type { ClientDirective } from "astro";
import { keepEarlyInput } from "./early-input";
import { islandCommitted } from "./island-commit";

/** What wakes an island: the first touch, key or focus inside it. */
const wakingEvents = ["pointerdown", "focusin", "keydown"] as const;

/**
 * `client:interaction="<island id>"`: the island's script and React load on the visitor's first
 * touch, key or focus inside it, so a page carries no React before then. What the visitor typed,
 * sent or tapped while they load is kept and handed to React once it has committed the island
 * (IslandRoot signals it); Astro's hydrate resolves before that. The island is marked
 * `data-hydrated` when it works.
 */
const interaction: ClientDirective = (load, options, island) => {
  const arm = () => {
    const early = keepEarlyInput(island);
    const wake = async () => {
      for (const event of wakingEvents) island.removeEventListener(event, wake, true);
      const committed = islandCommitted(String(options.value));
      // Astro does not reject when the island's scripts fail to load: it retries once, then says so.
      const failed = new Promise<never>((_, reject) =>
        island.addEventListener("astro:hydration-error", reject, { once: true }),
      );
      try {
        await Promise.race([
          failed,
          (async () => {
            const hydrate = await load();
            early.hydrating();
            await hydrate();
            await committed;
          })(),
        ]);
      } catch {
        // Offline, or a build replaced since the page loaded: a form held meanwhile posts as it
        // does without JavaScript, and the next touch tries again.
        early.giveUp();
        arm();
        return;
      }
      early.handOver();
      island.dataset.hydrated = "";
    };
    for (const event of wakingEvents) island.addEventListener(event, wake, { capture: true });
  };
  arm();
};

export default interaction;
