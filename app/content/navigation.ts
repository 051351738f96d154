/**
 * The site's navigation, defined once: the header menus (desktop and mobile) and the
 * footer columns are rendered from these lists.
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

export const mainNavigation: readonly NavGroup[] = [
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
      { label: "Our process", to: "/process" },
      { label: "How we work", to: "/how-we-work" },
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
      {
        label: "Channel bots",
        items: [
          { label: "WhatsApp AI Bot", to: "/ai-solutions/whatsapp" },
          { label: "Voice AI Assistant", to: "/ai-solutions/voice" },
          { label: "Instagram AI Bot", to: "/ai-solutions/instagram" },
          { label: "Messenger AI Bot", to: "/ai-solutions/fb-messenger" },
          { label: "Web AI Chatbot", to: "/ai-solutions/web" },
        ],
      },
      {
        label: "AI agents by task",
        items: [
          { label: "Support Agent", to: "/ai-solutions/support-agent" },
          { label: "Sales Agent", to: "/ai-solutions/sales-agent" },
          { label: "Booking Agent", to: "/ai-solutions/booking-agent" },
          { label: "Lead Generation Agent", to: "/ai-solutions/lead-agent" },
        ],
      },
      { label: "Solution bundles", to: "/solutions" },
    ],
  },
  {
    label: "Industries",
    items: [
      { label: "All industries", to: "/industries" },
      { label: "Healthcare", to: "/industries/healthcare" },
      { label: "Retail", to: "/industries/retail" },
      { label: "Ecommerce", to: "/industries/ecommerce" },
      { label: "Wholesale & Retail", to: "/industries/wholesale-retail" },
      {
        label: "Production & logistics",
        items: [
          { label: "Manufacturing", to: "/industries/manufacturing" },
          { label: "Manufacturing & Supply Chain", to: "/industries/manufacturing-supply-chain" },
          { label: "Logistics", to: "/industries/logistics" },
        ],
      },
      {
        label: "More industries",
        items: [
          { label: "Real Estate", to: "/industries/real-estate" },
          { label: "Education", to: "/industries/education" },
        ],
      },
    ],
  },
  {
    label: "Resources",
    items: [
      { label: "Case studies", to: "/case-studies" },
      { label: "Blog", to: "/blog" },
      { label: "Integrations", to: "/integrations" },
      { label: "FAQ", to: "/faq" },
      { label: "Whitepapers", to: "/whitepapers" },
      { label: "Resource library", to: "/resources" },
    ],
  },
  {
    label: "Company",
    items: [
      { label: "About us", to: "/about" },
      { label: "Pricing", to: "/pricing" },
      { label: "Contact", to: "/contact" },
      { label: "Security", to: "/security" },
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

/** Every path the header navigation reaches, for tests that check nothing is left out. */
export function navigationPaths(entries: readonly NavEntry[] = mainNavigation): string[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? navigationPaths(entry.items) : [entry.to]));
}
