import { type ClientState, readClientState } from "~/lib/client-state";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A value kept in the client state, by its path there ("contactDraft.name", "newsletterEmail"). */
function savedValue(state: ClientState, path: string): string {
  const value = path.split(".").reduce<unknown>((part, key) => (part as Record<string, unknown>)?.[key], state);
  return typeof value === "string" ? value : "";
}

/**
 * A form's fields as the visitor left them, before React has the form (it wakes on the first
 * touch, app/islands/interaction-directive.ts): each field marked `data-saved` shows the value
 * this browser kept (the contact draft, the newsletter address used last time), and a list
 * marked `data-from-query` the choice a link made (/contact?topic=demo). A field the visitor has
 * already changed is left alone; React takes the values over when it wakes.
 */
export function bind(form: HTMLElement): void {
  const state = readClientState();
  const query = new URLSearchParams(window.location.search);
  for (const field of form.querySelectorAll<Field>("[data-saved], [data-from-query]")) {
    const untouched =
      field instanceof HTMLSelectElement ? field.selectedIndex <= 0 : field.value === field.defaultValue;
    if (!untouched) continue;
    const fromQuery = query.get(field.dataset.fromQuery ?? "") ?? "";
    const chosen =
      field instanceof HTMLSelectElement && Array.from(field.options).some((option) => option.value === fromQuery)
        ? fromQuery
        : "";
    const value = savedValue(state, field.dataset.saved ?? "") || chosen;
    if (value) field.value = value;
  }
}
