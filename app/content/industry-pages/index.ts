/** The industry pages, one module each; /industries/<name> is served by routes/industry.tsx. */
import { page as ecommerce } from "./ecommerce";
import { page as education } from "./education";
import { page as logistics } from "./logistics";
import { page as manufacturing } from "./manufacturing";
import { page as manufacturingSupplyChain } from "./manufacturing-supply-chain";
import { page as realEstate } from "./real-estate";
import { page as retail } from "./retail";
import type { IndustryPage } from "./types";
import { page as wholesaleRetail } from "./wholesale-retail";

/** Our buyers' trades first. */
export const industryPages: readonly IndustryPage[] = [
  retail,
  ecommerce,
  wholesaleRetail,
  manufacturing,
  manufacturingSupplyChain,
  logistics,
  education,
  realEstate,
];

export function findIndustryPage(path: string): IndustryPage | undefined {
  return industryPages.find((page) => page.path === path);
}
