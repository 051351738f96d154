import { SOLID_HEADER_SCROLL } from "~/components/layout/header/constants";

/** The header turns solid past 10 px of scroll (and while the phone menu is open, see phone-menu.ts). */
export function bindSolidHeader(): void {
  const header = document.querySelector<HTMLElement>("body > header");
  if (!header) return;
  const update = () => {
    const menuOpen = header.querySelector("[data-menu-toggle]")?.getAttribute("aria-expanded") === "true";
    header.dataset.solid = String(window.scrollY > SOLID_HEADER_SCROLL || menuOpen);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  header.addEventListener("menutoggle", update);
}
