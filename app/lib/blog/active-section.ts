import { SECTION_SCROLL_OFFSET } from "./scroll-to-section";

/** The last of the sections (by heading id) whose heading has passed the scroll offset line. */
export function activeSection(ids: readonly string[]): string | undefined {
  let current: string | undefined;
  for (const id of ids) {
    const heading = document.getElementById(id);
    if (heading && heading.getBoundingClientRect().top <= SECTION_SCROLL_OFFSET + 8) current = id;
  }
  return current;
}
