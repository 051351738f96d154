type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose typed or chosen value is kept: not a checkbox or radio button. */
function isValueField(element: EventTarget | null): element is Field {
  if (element instanceof HTMLInputElement) return element.type !== "checkbox" && element.type !== "radio";
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** What the visitor typed or chose already: fields whose value is not the prerendered one. */
function typedValues(island: HTMLElement): [Field, string][] {
  const fields = Array.from(island.querySelectorAll<Field>("input, textarea, select")).filter(isValueField);
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

export interface EarlyInput {
  /** React starts on the island: what the fields hold now (a value restored by the browser, say) is kept too. */
  hydrating(): void;
  /** React has the island: the typed values go back into its fields, a held send or tap is made again. */
  handOver(): void;
  /** The island could not load: the page stays plain HTML, and a held form is sent the way it is without JavaScript. */
  giveUp(): void;
}

/**
 * Keeps what a visitor does in an island before React has it: the values typed (which hydration
 * would otherwise leave outside React's state), and a form sent or a button tapped meanwhile,
 * held so that neither is lost, nor the form turned into the plain post meant for browsers
 * without JavaScript while its script is on the way.
 */
export function keepEarlyInput(island: HTMLElement): EarlyInput {
  const typed = new Map<Field, string>();
  const held: { form?: HTMLFormElement; button?: HTMLButtonElement } = {};
  // Keys pressed while React hydrates reach the field but not yet React: remember the latest value.
  const remember = (event: Event) => {
    if (isValueField(event.target)) typed.set(event.target, event.target.value);
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held.form = event.target;
  };
  const holdTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement) held.button = button;
  };
  // The browser's own checks would stop a send before it reaches the hold, in the browser's
  // language; held, it is checked by React in the page's. They come back if React never does.
  const checkedByBrowser = Array.from(island.querySelectorAll("form")).filter((form) => !form.noValidate);
  for (const form of checkedByBrowser) form.noValidate = true;
  island.addEventListener("input", remember, true);
  island.addEventListener("change", remember, true);
  island.addEventListener("submit", holdSubmit);
  island.addEventListener("click", holdTap);
  const stop = () => {
    island.removeEventListener("input", remember, true);
    island.removeEventListener("change", remember, true);
    island.removeEventListener("submit", holdSubmit);
    island.removeEventListener("click", holdTap);
  };
  return {
    hydrating() {
      for (const [field, value] of typedValues(island)) if (!typed.has(field)) typed.set(field, value);
    },
    handOver() {
      stop();
      for (const [field, value] of typed) if (field.isConnected) retype(field, value);
      if (held.form?.isConnected) held.form.requestSubmit();
      else if (held.button?.isConnected) held.button.click();
    },
    giveUp() {
      stop();
      for (const form of checkedByBrowser) form.noValidate = false;
      if (held.form?.isConnected) held.form.requestSubmit();
    },
  };
}
