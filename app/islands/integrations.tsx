import { IntegrationsDirectory } from "~/components/sections/IntegrationsDirectory";
import { hydrateIsland } from "./hydrate";

export const hydrate = (container: HTMLElement) => hydrateIsland(container, IntegrationsDirectory);
