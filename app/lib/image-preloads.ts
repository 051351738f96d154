import { createContext, useContext } from "react";

export interface ImagePreload {
  href: string;
  fetchPriority: "high";
}

/**
 * The images a page's head preloads, gathered while the page renders at build time: the Astro
 * layout renders the body first, then writes them (app/layouts/Document.astro). Under React
 * Router, React hoists its own preloads and no list is given.
 */
export const ImagePreloads = createContext<ImagePreload[] | null>(null);

/** Asks the head to preload a picture the first screen shows. */
export function usePreloadImage(preload: ImagePreload | null): void {
  const preloads = useContext(ImagePreloads);
  if (preload && preloads && !preloads.some((each) => each.href === preload.href)) preloads.push(preload);
}
