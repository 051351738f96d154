import { Component, type ComponentType, type ReactNode, useEffect } from "react";
import { reportError } from "~/lib/error-reporting";
import { PageContext, type PageFacts } from "~/lib/page-language";
import { signalIslandCommitted } from "./island-commit";
import { builtPage } from "./page-being-built";
import { readPageFacts } from "./page-locale";

/** What every island is given besides its component's props: its id on the page and the page's path. */
export interface IslandPlacement {
  island: string;
  page: string;
}

/**
 * The root of every React island Astro renders and hydrates (app/pages/[...path].astro): it gives
 * the component the page it is drawn in (from the page being built at build time, from what the
 * page wrote in the browser), reports a failure to render, and tells the island's directive once
 * React has committed it (./interaction-directive.ts).
 */
function IslandRoot({ island, page, children }: IslandPlacement & { children: ReactNode }) {
  const facts: PageFacts = typeof document === "undefined" ? builtPage(page) : readPageFacts();
  return (
    <PageContext value={facts}>
      <AfterCommit run={() => signalIslandCommitted(island)}>
        <ReportedErrors>{children}</ReportedErrors>
      </AfterCommit>
    </PageContext>
  );
}

/** Calls `run` once the island is committed; it adds nothing to the tree, so the markup and ids stay the prerendered ones. */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(run, []);
  return children;
}

/** A render failure goes to the error report (ERROR_REPORT_URL), and the prerendered markup stays as it was. */
class ReportedErrors extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    reportError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A component as an island Astro can render and hydrate: its module's default export. */
export function island<Props extends object>(Inner: ComponentType<Props>) {
  return function Island({ island: id, page, ...props }: Props & IslandPlacement) {
    return (
      <IslandRoot island={id} page={page}>
        <Inner {...(props as Props)} />
      </IslandRoot>
    );
  };
}
