import type { Visual } from "~/content/visuals";
import { usePreloadImage } from "~/lib/image-preloads";

/**
 * A drawn picture at its own aspect ratio, so the layout never shifts while it loads. A hero
 * picture is in the first screen on a desktop: fetched early and never lazily. Others load
 * as they come near.
 */
export function Picture({
  visual,
  priority = false,
  className = "",
}: {
  visual: Visual;
  priority?: boolean;
  className?: string;
}) {
  usePreloadImage(priority ? { href: visual.src, fetchPriority: "high" } : null);
  return (
    <img
      src={visual.src}
      width={visual.width}
      height={visual.height}
      alt={visual.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
