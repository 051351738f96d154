import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { PageContext, usePage } from "~/lib/page-language";
import type { HydrateWhen, ReactIslandName } from "./react-island-names";

/**
 * A part of a page that React makes interactive on its own. At build time the component is
 * rendered as its own React root, the way the browser hydrates it (app/islands/react-islands.tsx),
 * with its props written beside it as JSON; `hydrate` says when. Props must be plain data.
 */
export function ReactIsland<Props extends object>({
  name,
  component: Component,
  props,
  hydrate = "load",
}: {
  name: ReactIslandName;
  component: ComponentType<Props>;
  props: Props;
  hydrate?: HydrateWhen;
}) {
  const page = usePage();
  const marks = { "data-island": name, "data-hydrate": hydrate, "data-props": JSON.stringify(props) };
  const html = renderToString(
    <PageContext value={page}>
      <Component {...props} />
    </PageContext>,
    { identifierPrefix: `${name}-` },
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own prerendered markup
  return <div {...marks} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
