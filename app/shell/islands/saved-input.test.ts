// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { defaultClientState, STORAGE_KEY, serializeClientState } from "~/lib/client-state";
import { bind } from "./saved-input";

function contactForm(): HTMLFormElement {
  document.body.innerHTML = `<form data-island="saved-input">
    <input name="name" data-saved="contactDraft.name" value="">
    <input name="phone" value="">
    <textarea name="message" data-saved="contactDraft.message"></textarea>
    <select name="service" data-saved="contactDraft.service" data-from-query="topic">
      <option value="">Choose a service</option><option value="demo">Book a demo</option><option value="rpa">RPA</option>
    </select>
  </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

function save(draft: Partial<typeof defaultClientState.contactDraft>): void {
  const state = { ...defaultClientState, contactDraft: { ...defaultClientState.contactDraft, ...draft } };
  localStorage.setItem(STORAGE_KEY, serializeClientState(state));
}

describe("saved input before React wakes", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("shows the draft this browser kept, the phone number aside", () => {
    save({ name: "Priya", message: "200 orders a day", service: "rpa" });
    bind(contactForm());
    expect([field("name").value, field("message").value, field("service").value, field("phone").value]).toEqual([
      "Priya",
      "200 orders a day",
      "rpa",
      "",
    ]);
  });

  it("chooses the topic a link named, unless the draft chose one; an unknown topic chooses nothing", () => {
    window.history.replaceState(null, "", "/contact?topic=demo");
    bind(contactForm());
    expect(field("service").value).toBe("demo");
    save({ service: "rpa" });
    bind(contactForm());
    expect(field("service").value).toBe("rpa");
    localStorage.clear();
    window.history.replaceState(null, "", "/contact?topic=%3Cscript%3E");
    bind(contactForm());
    expect(field("service").value).toBe("");
  });

  it("leaves a field the visitor already changed", () => {
    save({ name: "Priya" });
    const form = contactForm();
    field("name").value = "Typed first";
    bind(form);
    expect(field("name").value).toBe("Typed first");
  });
});
