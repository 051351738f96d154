// @vitest-environment jsdom
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateIsland } from "./hydrate";

/** A controlled field, as the newsletter box and the contact form have. */
function EmailBox() {
  const [email, setEmail] = useState("");
  return <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />;
}

function prerendered(): { container: HTMLElement; field: HTMLInputElement } {
  const container = document.createElement("div");
  container.dataset.island = "box";
  container.innerHTML = renderToString(<EmailBox />);
  document.body.append(container);
  return { container, field: container.querySelector("input") as HTMLInputElement };
}

/** What a key press does to a field: the browser changes its value, then tells whoever listens. */
function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("hydrateIsland", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("keeps what was typed before the island's script ran", async () => {
    const { container, field } = prerendered();
    type(field, "early@example.com");
    await hydrateIsland(container, EmailBox);
    expect(field.value).toBe("early@example.com");
  });

  it("keeps a key pressed while React hydrates, which the value read before hydrating lacks", async () => {
    const { container, field } = prerendered();
    type(field, "early@exampl");
    const hydrated = hydrateIsland(container, EmailBox);
    type(field, "early@example");
    await hydrated;
    expect(field.value).toBe("early@example");
  });
});
