import { OurIntegrationsDirectory } from "~/components/sections/IntegrationsDirectory";
import { island } from "./IslandRoot";

export default island(OurIntegrationsDirectory);
