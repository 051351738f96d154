import { type RefObject, useEffect } from "react";

/** Calls `onOutside` when the pointer goes down outside every given element, while enabled. */
export function usePointerDownOutside(
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [refs, onOutside, enabled]);
}
