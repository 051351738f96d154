import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { ReactIslandName } from "./react-island-names";

/** An island a page places: which one, and the props its component is given. */
export interface PlacedIsland {
  name: ReactIslandName;
  props: object;
}

/**
 * How a page's React root treats its islands. A page is rendered twice: first to find the islands
 * it places (`placed` fills up), then with each island as Astro rendered it (`rendered`, in the
 * same order), which Astro hydrates on its own (app/pages/[...path].astro).
 */
export type IslandPass =
  | { placed: PlacedIsland[] }
  | { rendered: { name: ReactIslandName; node: ReactNode }[]; next: number };

export const IslandPassContext = createContext<IslandPass | null>(null);

/**
 * A part of a page that React makes interactive on its own, on the visitor's first touch
 * (app/islands/<name>.tsx). Props must be plain data: they are written into the page for the
 * browser. Outside a page's passes (a unit test), the component renders in place.
 */
export function ReactIsland<Props extends object>({
  name,
  component: Inner,
  props,
}: {
  name: ReactIslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const pass = useContext(IslandPassContext);
  if (!pass) return <Inner {...props} />;
  if ("placed" in pass) {
    pass.placed.push({ name, props });
    return null;
  }
  const rendered = pass.rendered[pass.next];
  pass.next += 1;
  if (rendered?.name !== name || rendered.node === undefined) {
    throw new Error(`The ${name} island was not rendered in its place (island ${pass.next - 1} of the page)`);
  }
  return rendered.node;
}
