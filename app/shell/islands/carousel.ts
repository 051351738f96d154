/**
 * The testimonial carousel (components/sections/TestimonialCarousel.tsx): one testimonial at a
 * time, the first until a dot selects another. The prerendered page shows all of them and hides
 * the dots.
 */
export function bind(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>("[data-slide]"));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-slide-dot]"));
  const select = (selected: number) => {
    slides.forEach((slide, index) => {
      slide.hidden = index !== selected;
    });
    dots.forEach((dot, index) => {
      dot.setAttribute("aria-pressed", String(index === selected));
    });
  };
  dots.forEach((dot, index) => {
    dot.addEventListener("click", () => select(index));
  });
  select(0);
  const dotRow = dots[0]?.parentElement;
  if (dotRow) dotRow.hidden = false;
}
