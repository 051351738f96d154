import { afterEach, beforeEach, vi } from "vitest";

/**
 * Removes, after each test, the listeners the code under test put on the document and the
 * window. The shell script binds once per page; a test binds once per test, and must not hear
 * the last test's listeners.
 */
export function removeDocumentListenersAfterEach(): void {
  const removals: (() => void)[] = [];
  beforeEach(() => {
    for (const target of [document, window] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        add(type, listener, options);
        removals.push(() => target.removeEventListener(type, listener, options));
      });
    }
  });
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
    vi.restoreAllMocks();
  });
}
