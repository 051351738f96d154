/** An industry page that is only a content module: the page registry test adds it to the industry family. */
import { page as retail } from "../../industry-pages/retail";
import type { IndustryPage } from "../../industry-pages/types";

// Retail's copy under its own path and head: the registry is what is tested, not the copy.
export const page: IndustryPage = {
  ...retail,
  path: "/industries/fixture-trade",
  nav: { menu: "Industries", group: "More industries", label: "Fixture Trade" },
  head: {
    title: "AI for Fixture Traders",
    heading: "Fixture Trade",
    description:
      "A page added to the industry family by one content module, to show that the registry gives it a route, a head, a menu link and a sitemap entry.",
  },
};
