import { MOBILE_MENU_ID, WIDE_SCREEN } from "~/components/layout/header/constants";

/**
 * The phone menu: the toggle copies the menu from its template into the
 * header, locks the page behind it and shows a backdrop. It closes on the toggle, a link tap, a
 * tap outside, Escape (focus back on the toggle) and a screen widening to the menu bar. Only one
 * section is open at a time. The first tap is answered from the document, so it counts however
 * early it comes; the menu opens as soon as the page (its template last) has been read.
 */
export function bindPhoneMenu(): void {
  const onFirstTap = (event: MouseEvent) => {
    const tapped = event.target instanceof Element ? event.target.closest("[data-menu-toggle]") : null;
    if (!tapped) return;
    document.removeEventListener("click", onFirstTap);
    // This tap passed the toggle before its own listener existed: it opens the menu from here,
    // once the menu's template (after the page's content) has been read.
    const open = () => bindTo(tapped.closest<HTMLElement>("header"))?.();
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", open, { once: true });
    else open();
  };
  document.addEventListener("click", onFirstTap);
}

/** Binds the menu of a page that has been read and returns its toggle's action; null on a page without one. */
function bindTo(header: HTMLElement | null): (() => void) | null {
  const toggle = header?.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const slot = header?.querySelector<HTMLElement>("[data-mobile-menu]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-mobile-menu-template]");
  if (!header || !toggle || !slot || !template) return null;
  const wide = window.matchMedia(WIDE_SCREEN);
  let backdrop: HTMLElement | null = null;
  let previousOverflow = "";

  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node | null;
    if (target && (slot.contains(target) || toggle.contains(target))) return;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setOpen(false, { returnFocus: true });
  };
  const onWide = () => wide.matches && setOpen(false);

  function setOpen(open: boolean, { returnFocus = false } = {}) {
    if (!toggle || !slot || !header || open === isOpen()) return;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
    if (open) {
      slot.replaceChildren(template?.content.cloneNode(true) ?? "");
      toggle.setAttribute("aria-controls", MOBILE_MENU_ID);
      backdrop = document.createElement("div");
      backdrop.setAttribute("aria-hidden", "true");
      backdrop.className = "fixed inset-0 top-16 -z-10 bg-black/40 xl:hidden";
      header.append(backdrop);
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      document.addEventListener("pointerdown", onPointerDown);
      document.addEventListener("keydown", onKeyDown);
      wide.addEventListener("change", onWide);
    } else {
      slot.replaceChildren();
      toggle.removeAttribute("aria-controls");
      backdrop?.remove();
      backdrop = null;
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
      if (returnFocus) toggle.focus();
    }
    header.dispatchEvent(new Event("menutoggle"));
  }

  const flip = () => setOpen(!isOpen());
  toggle.addEventListener("click", flip);
  slot.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const section = target?.closest<HTMLButtonElement>("button[aria-controls]");
    if (section) {
      const expand = section.getAttribute("aria-expanded") !== "true";
      for (const button of slot.querySelectorAll<HTMLButtonElement>("button[aria-controls]")) {
        const on = expand && button === section;
        button.setAttribute("aria-expanded", String(on));
        const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
        if (panel) panel.hidden = !on;
      }
    } else if (target?.closest("a")) {
      setOpen(false);
    }
  });
  return flip;
}
