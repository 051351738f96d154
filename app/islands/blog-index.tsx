import { BlogIndex } from "~/components/blog/BlogIndex";
import { hydrateIsland } from "./hydrate";

export const hydrate = (container: HTMLElement) => hydrateIsland(container, BlogIndex);
