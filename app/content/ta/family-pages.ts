import { page as ecommerce } from "./industry-ecommerce";
import { page as retail } from "./industry-retail";
import { page as wholesaleRetail } from "./industry-wholesale-retail";
import { page as whatsapp } from "./solution-whatsapp";

/** The Tamil pages of the industry and solution families, which their templates look up by path. */
export const tamilIndustryPages = [retail, wholesaleRetail, ecommerce];
export const tamilSolutionPages = [whatsapp];
