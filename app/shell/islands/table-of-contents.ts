import { activeSection } from "~/lib/blog/active-section";
import { scrollToSection } from "~/lib/blog/scroll-to-section";

/**
 * An article's contents (components/blog/TableOfContents.tsx): an entry scrolls to its section
 * with the header's offset, and the section being read is marked.
 */
export function bind(root: HTMLElement): void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
  let frame = 0;
  const update = () => {
    frame = 0;
    const active = activeSection(ids);
    links.forEach((link, index) => {
      if (ids[index] === active) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
  };
  links.forEach((link, index) => {
    link.addEventListener("click", (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (scrollToSection(ids[index] ?? "")) event.preventDefault();
    });
  });
  update();
  window.addEventListener("scroll", () => (frame ||= requestAnimationFrame(update)), { passive: true });
}
