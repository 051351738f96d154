import { type ComponentType, useEffect, useState } from "react";
import type { NavGroup } from "~/content/navigation";
import { DesktopNav as DesktopNavOnServer } from "./DesktopNav";

type DesktopNavComponent = ComponentType<{ sections: readonly NavGroup[] }>;

/**
 * The desktop menu bar, whose code only a wide screen loads. Every page's HTML carries the bar,
 * prerendered in full, so crawlers and visitors without JavaScript have every link. In the
 * browser it stays that HTML, untouched by React, until the screen is wide (at once on a desktop,
 * never on a phone held upright); then its code loads and React renders it from there on.
 */
export function MenuBar({ sections, wideScreen }: { sections: readonly NavGroup[]; wideScreen: string }) {
  const [DesktopNav, setDesktopNav] = useState<DesktopNavComponent | null>(null);
  useEffect(() => {
    const wide = window.matchMedia(wideScreen);
    let cancelled = false;
    const load = () => {
      if (!wide.matches) return;
      wide.removeEventListener("change", load);
      void import("./DesktopNav").then((module) => {
        if (!cancelled) setDesktopNav(() => module.DesktopNav);
      });
    };
    wide.addEventListener("change", load);
    load();
    return () => {
      cancelled = true;
      wide.removeEventListener("change", load);
    };
  }, [wideScreen]);

  if (import.meta.env.SSR) {
    return (
      <div className="contents">
        <DesktopNavOnServer sections={sections} />
      </div>
    );
  }
  if (DesktopNav) {
    return (
      <div className="contents">
        <DesktopNav sections={sections} />
      </div>
    );
  }
  // Hydration leaves the prerendered bar in this element as it is.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string; the prerendered HTML stays
  return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
