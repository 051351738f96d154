import { type ComponentType, type ReactNode, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageContext } from "~/lib/page-language";
import { readPageFacts } from "./page-locale";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose typed or chosen value is kept: not a checkbox or radio button. */
function isValueField(element: EventTarget | null): element is Field {
  if (element instanceof HTMLInputElement) return element.type !== "checkbox" && element.type !== "radio";
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** What the visitor typed or chose before React took over: fields whose value is not the prerendered one. */
function typedValues(container: HTMLElement): [Field, string][] {
  const fields = Array.from(container.querySelectorAll<Field>("input, textarea, select")).filter(isValueField);
  return fields.flatMap((field): [Field, string][] => {
    const prerendered =
      field instanceof HTMLSelectElement
        ? (field.querySelector("option[selected]")?.getAttribute("value") ?? "")
        : field.defaultValue;
    return field.value !== prerendered ? [[field, field.value]] : [];
  });
}

/**
 * Gives a typed value back to a field React now controls, as if typed again, so its state takes
 * it. The field is first emptied through its own setter, which React tracks, so that React sees
 * the value change whatever hydration left in the field.
 */
function retype(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  field.value = "";
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Hydrates one island, rendered at build time by ReactIsland, with the props written beside it;
 * what was typed before it finished is kept.
 */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where it is placed (ReactIsland)
export async function hydrateIsland(container: HTMLElement, Component: ComponentType<any>): Promise<void> {
  const name = container.dataset.island ?? "island";
  const props = JSON.parse(container.dataset.props ?? "{}");
  const typed = new Map(typedValues(container));
  // Keys pressed while React hydrates reach the field but not yet React: remember the latest value.
  const remember = (event: Event) => {
    if (isValueField(event.target)) typed.set(event.target, event.target.value);
  };
  container.addEventListener("input", remember, true);
  container.addEventListener("change", remember, true);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      container,
      <StrictMode>
        <PageContext value={readPageFacts()}>
          <AfterHydration run={resolve}>
            <Component {...props} />
          </AfterHydration>
        </PageContext>
      </StrictMode>,
      { identifierPrefix: `${name}-` },
    );
  });
  container.removeEventListener("input", remember, true);
  container.removeEventListener("change", remember, true);
  for (const [field, value] of typed) if (field.isConnected) retype(field, value);
}

/** Calls `run` once the island has hydrated; it adds nothing to the tree, so the ids React makes match the prerendered ones. */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}
