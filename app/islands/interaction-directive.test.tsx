// @vitest-environment jsdom
import { type FormEvent, startTransition, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { island } from "./IslandRoot";
import interaction from "./interaction-directive";
import { buildingPage } from "./page-being-built";

/** A controlled field in a form, as the newsletter box and the contact form have; it shows what it sent. */
function EmailForm({ label }: { label: string }) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent(email);
  };
  return (
    <form onSubmit={send}>
      <input aria-label={label} value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{sent === null ? "" : `sent ${sent}`}</output>
    </form>
  );
}

const EmailIsland = island(EmailForm);
const props = { island: "island0", page: "/", label: "Email" };

/** The island as a built page carries it: an <astro-island> holding the prerendered markup. */
function prerendered() {
  buildingPage({ path: "/", title: null, locale: { lang: "en", switch: { to: "/ta" } } });
  const element = document.createElement("astro-island");
  element.innerHTML = renderToString(<EmailIsland {...props} />);
  document.body.append(element);
  const field = element.querySelector("input") as HTMLInputElement;
  const form = element.querySelector("form") as HTMLFormElement;
  return { element, field, form, output: element.querySelector("output") as HTMLOutputElement };
}

/** What @astrojs/react does once the island's module is loaded: hydrate in a transition, resolving before React commits. */
function loader(element: HTMLElement, ready: Promise<void> = Promise.resolve()) {
  return vi.fn(async () => {
    await ready;
    return async () => {
      startTransition(() => {
        hydrateRoot(element, <EmailIsland {...props} />);
      });
    };
  });
}

function wakeWith(element: HTMLElement, load: ReturnType<typeof loader>) {
  interaction(load, { name: "EmailIsland", value: "island0" }, element);
}

/** What a key press does to a field: the browser changes its value, then tells whoever listens. */
function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const hydrated = (element: HTMLElement) => vi.waitFor(() => expect(element.dataset.hydrated).toBe(""));

describe("client:interaction", () => {
  let cleanup = new AbortController();
  afterEach(() => {
    cleanup.abort();
    cleanup = new AbortController();
    document.body.innerHTML = "";
  });

  it("loads nothing until the visitor touches, types in or focuses the island", async () => {
    const { element, field } = prerendered();
    const load = loader(element);
    wakeWith(element, load);
    expect(load).not.toHaveBeenCalled();
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await hydrated(element);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands React what was typed while its script loaded, and the send held meanwhile", async () => {
    const { element, field, form, output } = prerendered();
    let arrive = () => {};
    const load = loader(element, new Promise<void>((resolve) => (arrive = resolve)));
    wakeWith(element, load);
    // A send before React wakes is held for React's checks, in the page's language, not the browser's.
    expect(form.noValidate).toBe(true);
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    type(field, "early@example.com");
    const posted = vi.fn();
    // Heard after the island's own listener, as the browser would act on it.
    document.body.addEventListener("submit", (event) => posted(event.defaultPrevented), { signal: cleanup.signal });
    form.requestSubmit();
    // Held: not the plain post meant for browsers without JavaScript.
    expect(posted).toHaveBeenCalledWith(true);
    arrive();
    await hydrated(element);
    expect(field.value).toBe("early@example.com");
    await vi.waitFor(() => expect(output.textContent).toBe("sent early@example.com"));
  });

  it("keeps a value the browser put back without a key press (going back to the page)", async () => {
    const { element, field, form, output } = prerendered();
    field.value = "restored@example.com";
    wakeWith(element, loader(element));
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await hydrated(element);
    form.requestSubmit();
    await vi.waitFor(() => expect(output.textContent).toBe("sent restored@example.com"));
  });

  it("sends a held form the plain way when the island cannot load, and tries again on the next touch", async () => {
    const { element, field, form } = prerendered();
    // What Astro does when the island's scripts cannot be fetched: it says so, and hydrates nothing.
    const load = vi.fn(async () => {
      element.dispatchEvent(new CustomEvent("astro:hydration-error", { detail: { error: new TypeError("offline") } }));
      return async () => {};
    });
    wakeWith(element, load);
    const posted = vi.fn();
    document.body.addEventListener(
      "submit",
      (event) => {
        posted(event.defaultPrevented);
        event.preventDefault(); // jsdom cannot navigate
      },
      { signal: cleanup.signal },
    );
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    form.requestSubmit();
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(posted.mock.calls).toEqual([[true], [false]]);
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
