/** Table-of-contents jumps leave 80 px above the section for the fixed header. */
export const SECTION_SCROLL_OFFSET = 80;

/**
 * Scrolls to a section so that its top sits 80 px below the window's top, smoothly unless the
 * visitor prefers reduced motion, then moves focus there for keyboard and screen-reader users.
 * Returns false when there is no such section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? "auto" : "smooth" });
  // Keep the router's history entry; only the address's #fragment changes.
  window.history.replaceState(window.history.state, "", `#${id}`);
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
