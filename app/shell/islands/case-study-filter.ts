import { ALL_CASE_STUDIES, caseStudyCount, categoryFromSearch } from "~/lib/case-study-filter";

/**
 * The category filter of the case studies (routes/case-studies.tsx): the address's ?category=
 * picks the studies shown, and a filter link changes it without reloading or scrolling the
 * page. The prerendered page lists them all.
 */
export function bind(root: HTMLElement): void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>("nav a[href]"));
  const studies = Array.from(root.querySelectorAll<HTMLElement>("[data-category]"));
  const count = root.querySelector<HTMLElement>("[data-case-study-count]");
  const apply = () => {
    const category = categoryFromSearch(new URLSearchParams(window.location.search));
    let shown = 0;
    for (const study of studies) {
      const match = category === ALL_CASE_STUDIES || study.dataset.category === category;
      study.hidden = !match;
      if (match) shown++;
    }
    for (const link of links) {
      const current = categoryFromSearch(new URL(link.href).searchParams) === category;
      if (current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    if (count) count.textContent = caseStudyCount(shown);
  };
  for (const link of links) {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      window.history.pushState(null, "", link.href);
      apply();
    });
  }
  window.addEventListener("popstate", apply);
  apply();
}
