import type { ImgHTMLAttributes } from "react";
import { usePreloadImage } from "~/lib/image-preloads";

/** A page's first picture: fetched before the rest of the page's files, its preload in the head. */
export function PriorityImage({
  src,
  alt,
  className,
  ...size
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "fetchPriority" | "loading"> & { src: string; alt: string }) {
  usePreloadImage({ href: src, fetchPriority: "high" });
  return <img src={src} alt={alt} {...size} fetchPriority="high" className={className} />;
}
