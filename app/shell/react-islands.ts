import type { HydrateWhen, ReactIslandName } from "~/islands/react-island-names";

type Island = { hydrate: (container: HTMLElement) => Promise<void> };

/** Each React island's module: it brings React and the component (app/islands/<name>.tsx). */
const modules: Record<ReactIslandName, () => Promise<Island>> = {
  "contact-form": () => import("~/islands/contact-form"),
  newsletter: () => import("~/islands/newsletter"),
  "blog-index": () => import("~/islands/blog-index"),
  integrations: () => import("~/islands/integrations"),
};

export function isReactIsland(name: string): name is ReactIslandName {
  return name in modules;
}

/** Resolves when the moment an island asked for has come (its `data-hydrate`). */
function moment(container: HTMLElement, when: HydrateWhen): Promise<void> {
  if (when === "idle") {
    return new Promise((resolve) =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 4000 })
        : setTimeout(resolve, 200),
    );
  }
  if (when === "visible") {
    return new Promise((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      });
      // The container is `display: contents`, without a box of its own: watch what it holds.
      for (const child of container.children) observer.observe(child);
    });
  }
  if (when === "interaction") {
    return new Promise((resolve) => {
      const events = ["pointerdown", "focusin", "keydown"] as const;
      const go = () => {
        for (const event of events) container.removeEventListener(event, go);
        resolve();
      };
      for (const event of events) container.addEventListener(event, go);
    });
  }
  return Promise.resolve();
}

/**
 * Hydrates a React island when its moment comes; resolves once it is interactive. A form sent,
 * or a button tapped, before then is held and sent or tapped again once React has it, so the
 * visitor's tap is not lost (nor a form turned into the plain post meant for browsers without
 * JavaScript).
 */
export async function hydrateReactIsland(container: HTMLElement, name: ReactIslandName): Promise<void> {
  const held: { form?: HTMLFormElement; button?: HTMLButtonElement } = {};
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held.form = event.target;
  };
  const holdTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement) held.button = button;
  };
  container.addEventListener("submit", holdSubmit);
  container.addEventListener("click", holdTap);
  await moment(container, (container.dataset.hydrate as HydrateWhen | undefined) ?? "load");
  const island = await modules[name]();
  await island.hydrate(container);
  container.removeEventListener("submit", holdSubmit);
  container.removeEventListener("click", holdTap);
  if (held.form?.isConnected) held.form.requestSubmit();
  else if (held.button?.isConnected) held.button.click();
}
