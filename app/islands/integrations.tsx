import { IntegrationsDirectory } from "~/components/sections/IntegrationsDirectory";
import { island } from "./IslandRoot";

export default island(IntegrationsDirectory);
