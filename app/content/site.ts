import { settings } from "../lib/settings";

/** Who we are: the facts every page may show. Contact details come from settings. */
export const site = {
  name: "Cleverobotics",
  legalName: "Cleverobotics Technologies Private Limited",
  tagline: "AI agents, WhatsApp automation and software for growing businesses",
  defaultTitle: "Cleverobotics | AI Automation & WhatsApp Bots, Chennai",
  defaultDescription:
    "Cleverobotics builds AI agents, WhatsApp and channel bots, web and mobile apps, custom software and RPA for retail, wholesale and ecommerce businesses.",
  blurb:
    "We are a Chennai team that turns repetitive business work into software: AI agents that answer customers, WhatsApp bots that take orders, and apps that keep your sales moving while you sleep.",
  email: settings.contactEmail,
  phone: settings.contactPhone,
  whatsapp: settings.whatsappNumber,
  address: {
    streetAddress: "4th Floor, Tidel Park, Rajiv Gandhi Salai, Taramani",
    addressLocality: "Chennai",
    addressRegion: "Tamil Nadu",
    postalCode: "600113",
    addressCountry: "IN",
  },
  hours: "Monday to Friday, 9:00 AM to 6:00 PM IST",
  logo: "/logo.svg",
  socialImage: "/social-card.jpg",
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/cleverobotics" },
    { network: "X", href: "https://x.com/cleverobotics" },
    { network: "Instagram", href: "https://www.instagram.com/cleverobotics" },
    { network: "Facebook", href: "https://www.facebook.com/cleverobotics" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];

/** Tel: link form of a display phone number ("+91 44 4631 8800" → "tel:+914446318800"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
