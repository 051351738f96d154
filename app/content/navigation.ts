/**
 * The site's navigation: the header menus (desktop and mobile), built from the outline below and
 * the pages that place themselves in it (app/content/header-menus.ts), and the footer columns.
 */
export interface NavLink {
  label: string;
  to: string;
  /** One line shown under the label in the desktop dropdown. */
  hint?: string;
}

export interface NavGroup {
  label: string;
  items: readonly NavEntry[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/**
 * Where a page sits in the header menu, declared by the page itself (`nav` in its content
 * module): the menu, the group within it if any, and the page's label there.
 */
export interface NavPlacement {
  menu: string;
  group?: string;
  label: string;
  hint?: string;
}

/** In the menu outline: where the pages that name this menu (and group) go, in their family's order. */
export const PLACED_PAGES = "placed pages";

type OutlineEntry =
  | NavLink
  | typeof PLACED_PAGES
  | { label: string; items: readonly (NavLink | typeof PLACED_PAGES)[] };

/**
 * The header menus before the pages that place themselves are added: the menus and groups in
 * their order, and the links to pages that are not in a family folder.
 */
export const menuOutline: readonly { label: string; items: readonly OutlineEntry[] }[] = [
  {
    label: "Services",
    items: [
      { label: "All services", to: "/services", hint: "Everything we build and run for you" },
      {
        label: "AI & Automation",
        items: [
          { label: "Agentic AI Automation", to: "/services/ai-automation" },
          { label: "Robotic Process Automation", to: "/services/rpa" },
          { label: "Agile Coaching", to: "/services/agile-coaching" },
        ],
      },
      {
        label: "Development",
        items: [
          { label: "Web Applications", to: "/services/web-applications" },
          { label: "Mobile Applications", to: "/services/mobile-applications" },
          { label: "Front-End Development", to: "/services/front-end" },
          { label: "Back-End Development", to: "/services/back-end" },
          { label: "Custom Software", to: "/services/custom-software-development" },
        ],
      },
      PLACED_PAGES,
    ],
  },
  {
    label: "Products",
    items: [
      { label: "All products", to: "/products" },
      {
        label: "WhatsApp Sales Management",
        to: "/products/sales-management",
        hint: "Orders, customers and forecasts in one dashboard",
      },
      {
        label: "Smart AI WhatsApp Chatbot",
        to: "/products/smart-ai-whatsapp",
        hint: "Learns from your website in minutes",
      },
    ],
  },
  {
    label: "AI Solutions",
    items: [
      { label: "All AI solutions", to: "/ai-solutions" },
      { label: "AI agents", to: "/ai-agents" },
      { label: "Channel bots", items: [PLACED_PAGES] },
      { label: "AI agents by task", items: [PLACED_PAGES] },
      PLACED_PAGES,
    ],
  },
  {
    label: "Industries",
    items: [
      { label: "All industries", to: "/industries" },
      { label: "Healthcare", to: "/industries/healthcare" },
      PLACED_PAGES,
      { label: "Production & logistics", items: [PLACED_PAGES] },
      { label: "More industries", items: [PLACED_PAGES] },
    ],
  },
  {
    label: "Resources",
    items: [
      { label: "Case studies", to: "/case-studies" },
      { label: "Blog", to: "/blog" },
      { label: "Integrations", to: "/integrations" },
      { label: "FAQ", to: "/faq" },
      PLACED_PAGES,
    ],
  },
  {
    label: "Company",
    items: [
      { label: "About us", to: "/about" },
      { label: "Pricing", to: "/pricing" },
      { label: "Contact", to: "/contact" },
      PLACED_PAGES,
      {
        label: "Legal",
        items: [
          { label: "Legal overview", to: "/legal" },
          { label: "Privacy Policy", to: "/legal/privacy" },
          { label: "Terms of Service", to: "/legal/terms" },
        ],
      },
    ],
  },
];

/** A page that may place itself in the menu. */
export interface PlaceablePage {
  path: string;
  nav?: NavPlacement;
}

/**
 * The header menus: the outline with every placing page put where it asks, in the given order.
 * A placement that names no menu or group of the outline is an error, not a page left out.
 */
export function buildMainNavigation(pages: readonly PlaceablePage[]): NavGroup[] {
  const placed = new Set<PlaceablePage>();
  const linksFor = (menu: string, group?: string): NavLink[] =>
    pages
      .filter((page) => page.nav && page.nav.menu === menu && page.nav.group === group)
      .map((page) => {
        placed.add(page);
        const { label, hint } = page.nav as NavPlacement;
        return hint ? { label, to: page.path, hint } : { label, to: page.path };
      });
  const menus = menuOutline.map(
    (menu): NavGroup => ({
      label: menu.label,
      items: menu.items.flatMap((entry): NavEntry[] => {
        if (entry === PLACED_PAGES) return linksFor(menu.label);
        if (!("items" in entry)) return [entry];
        return [
          {
            label: entry.label,
            items: entry.items.flatMap((item) => (item === PLACED_PAGES ? linksFor(menu.label, entry.label) : [item])),
          },
        ];
      }),
    }),
  );
  const lost = pages.filter((page) => page.nav && !placed.has(page));
  if (lost.length) {
    throw new Error(
      `Pages placed in a menu or group the header does not have: ${lost.map((page) => `${page.path} (${page.nav?.menu}${page.nav?.group ? ` › ${page.nav.group}` : ""})`).join(", ")}`,
    );
  }
  return menus;
}

export const headerCallToAction: NavLink = { label: "Contact Us", to: "/contact" };

export const footerColumns: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Services",
    links: [
      { label: "Agentic AI Automation", to: "/services/ai-automation" },
      { label: "Web Applications", to: "/services/web-applications" },
      { label: "Mobile Applications", to: "/services/mobile-applications" },
      { label: "Custom Software", to: "/services/custom-software-development" },
      { label: "RPA", to: "/services/rpa" },
      { label: "Agile Coaching", to: "/services/agile-coaching" },
      { label: "WhatsApp Sales Management", to: "/products/sales-management" },
      { label: "Smart AI WhatsApp Chatbot", to: "/products/smart-ai-whatsapp" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Industries", to: "/industries" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Pricing", to: "/pricing" },
      { label: "Security", to: "/security" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "AI Solutions", to: "/ai-solutions" },
      { label: "AI Agents", to: "/ai-agents" },
      { label: "Integrations", to: "/integrations" },
      { label: "FAQ", to: "/faq" },
      { label: "Whitepapers", to: "/whitepapers" },
      { label: "Resources", to: "/resources" },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/legal/privacy" },
  { label: "Terms of Service", to: "/legal/terms" },
];

/** Every path a menu reaches. */
export function navigationPaths(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? navigationPaths(entry.items) : [entry.to]));
}
