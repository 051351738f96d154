import { tabKeyTarget } from "~/components/sections/tab-keys";

/**
 * WAI-ARIA tabs (components/sections/Tabs.tsx), automatic activation: arrow keys, Home and End
 * move between tabs, one panel shows at a time. The prerendered page shows every panel under
 * its own heading and hides the tab list.
 */
export function bind(root: HTMLElement): void {
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const panels = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
  const select = (selected: number, focus = false) => {
    tabs.forEach((tab, index) => {
      tab.setAttribute("aria-selected", String(index === selected));
      tab.tabIndex = index === selected ? 0 : -1;
    });
    panels.forEach((panel, index) => {
      panel.hidden = index !== selected;
    });
    if (focus) tabs[selected]?.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(index));
    tab.addEventListener("keydown", (event) => {
      const target = tabKeyTarget(event.key, index, tabs.length);
      if (target === undefined) return;
      event.preventDefault();
      select(target, true);
    });
  });
  for (const heading of root.querySelectorAll("[data-tab-heading]")) heading.remove();
  for (const panel of panels) panel.tabIndex = 0;
  select(
    Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
    ),
  );
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  if (list) list.hidden = false;
}
