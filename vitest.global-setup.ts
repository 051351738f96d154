import { writeSiteDataFromSource } from "./scripts/site-data-from-source";

/** The tests read the site's content as the source has it now (scripts/site-data-from-source.ts). */
export default writeSiteDataFromSource;
