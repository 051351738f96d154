/**
 * What the topology test started, stopped in reverse order whether it passed, failed or was
 * interrupted. Each step runs even when an earlier one throws.
 */
export class Teardown {
  private readonly steps: { label: string; run: () => Promise<void> }[] = [];
  private done: Promise<void> | undefined;

  add(label: string, run: () => Promise<void>): void {
    this.steps.push({ label, run });
  }

  run(): Promise<void> {
    this.done ??= (async () => {
      for (const { label, run } of this.steps.reverse()) {
        try {
          await run();
        } catch (error) {
          console.error(`cleanup: ${label} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.done;
  }
}
