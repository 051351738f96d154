/**
 * The drawn pictures of the site's pages (public/images/visuals/*.svg): heroes, product screens
 * and the chatbot's feature views. Each is a self-contained SVG on its own rounded panel, so it
 * reads on the light and the dark theme alike (visuals.test.ts checks size and contents).
 */

import { monthlyPrice } from "./pricing";

export interface Visual {
  src: string;
  width: number;
  height: number;
  /** What the picture shows, for a reader who cannot see it. */
  alt: string;
}

const hero = (name: string, alt: string): Visual => ({
  src: `/images/visuals/${name}.svg`,
  width: 640,
  height: 480,
  alt,
});
const screen = (name: string, alt: string): Visual => ({
  src: `/images/visuals/${name}.svg`,
  width: 720,
  height: 450,
  alt,
});
const feature = (name: string, alt: string): Visual => ({
  src: `/images/visuals/${name}.svg`,
  width: 640,
  height: 400,
  alt,
});

export const heroVisuals = {
  home: hero(
    "home-hero",
    "WhatsApp chat on a phone: a customer orders 2 silk sarees COD to Madurai, a bot confirms order #1042, which syncs to a dashboard, Tally and Google Sheets.",
  ),
  services: hero(
    "services-hero",
    "Six service tiles around a central hub: AI agents, web apps, mobile apps, custom software, RPA robots and agile coaching, all linked to one team.",
  ),
  aiAutomation: hero(
    "service-ai-automation",
    "AI agent workflow: a WhatsApp order for 10 rice bags goes to an AI agent that checks stock, creates an invoice and replies, or hands the chat to a person.",
  ),
  webApplications: hero(
    "service-web-applications",
    "Browser window with an orders admin app showing filters, a weekly sales chart and an order table, beside a phone showing the same orders on mobile.",
  ),
  mobileApplications: hero(
    "service-mobile-applications",
    "Two phone screens: a shop app with a catalogue of sarees and kurtas priced in rupees and a cart button, and an order tracking screen with a map route.",
  ),
  frontEnd: hero(
    "service-front-end",
    "A component library of buttons, input, card and badges, built into a fast shop page shown in a browser and on a phone, with a green speed gauge.",
  ),
  backEnd: hero(
    "service-back-end",
    "An orders API with POST /orders and GET /stock endpoints, linked to WhatsApp, a website and a mobile app, with a job queue and databases behind it.",
  ),
  customSoftware: hero(
    "service-custom-software-development",
    "Billing, Stock, GST reports and Dispatch modules connected to one database and a screen showing a GST tax invoice with CGST and SGST lines.",
  ),
  rpa: hero(
    "service-rpa",
    "A software robot that ran at 2 AM reads an order email and a PDF invoice, ticks off each step and posts the entries into a Tally sales ledger.",
  ),
  agileCoaching: hero(
    "service-agile-coaching",
    "A team sprint board with To do, Doing and Done sticky notes, a burndown chart, a 9:30 AM stand-up clock and a row of team initials.",
  ),
  products: hero(
    "products-hero",
    "A laptop showing a WhatsApp sales dashboard with orders, linked to a phone where an AI chatbot takes a rice order in WhatsApp.",
  ),
  salesManagement: hero(
    "sales-management-hero",
    "Sales dashboard with cards for orders today, pending payments and repeat customers, a list of WhatsApp orders and a team column.",
  ),
  smartAiWhatsapp: hero(
    "smart-ai-whatsapp-hero",
    "Phone with a WhatsApp chat at 11:48 PM: a customer asks for a blue kurta in size L and the bot replies with a product card and link.",
  ),
  about: hero(
    "about-hero",
    "Studio desk with a whiteboard of our five process steps, from Discovery & Analysis to Deployment & Support, two monitors and a coffee.",
  ),
  pricing: hero(
    "pricing-hero",
    `Three plan cards: Starter ${monthlyPrice("Starter")}, Pro ${monthlyPrice("Pro")} highlighted as most popular, and Premium ${monthlyPrice("Premium")} a month, with a conversations counter.`,
  ),
  contact: hero(
    "contact-hero",
    "Map pin on Chennai surrounded by ways to reach us: a WhatsApp chat, email, a phone call and a calendar card for a free consultation.",
  ),
} as const satisfies Record<string, Visual>;

/** The chatbot's four feature tabs on /products/smart-ai-whatsapp, by tab id. */
export const chatbotFeatureVisuals = {
  "website-learning": feature(
    "chatbot-website-learning",
    "A shop website feeding its pages to the chatbot, which shows 'Reading pages… about 2 minutes' with Products, Policies and FAQ ticked.",
  ),
  "smart-scheduling": feature(
    "chatbot-smart-scheduling",
    "Weekly schedule grid where the bot covers early mornings, evenings and weekends, and all of Thursday for a Deepavali holiday.",
  ),
  "auto-responses": feature(
    "chatbot-auto-responses",
    "WhatsApp chat where the bot answers questions on order status, delivery time and returns within seconds, each timestamped.",
  ),
  "human-first": feature(
    "chatbot-human-first",
    "The bot tells a customer it is connecting her to Meena; Meena's agent inbox shows 'You are now in the chat' and the full chat history.",
  ),
} as const satisfies Record<string, Visual>;

/** The five screens of /products/sales-management, by tab label. */
export const salesScreens = {
  Dashboard: screen(
    "sales-dashboard",
    "Sales dashboard: tiles for 24 orders today, ₹38,450 revenue, 7 chats waiting and 3 stuck orders, a sales-by-day bar chart, follow-ups and team targets.",
  ),
  Analytics: screen(
    "sales-analytics",
    "Analytics screen: top products with weekly trends, sales by city for Chennai, Coimbatore, Madurai and Tiruchirappalli, and a 38% repeat-customer donut.",
  ),
  Orders: screen(
    "sales-orders",
    "Orders screen: a list of orders marked New, Confirmed, Packed, Dispatched, Paid via UPI and COD, beside the WhatsApp chat order #1047 came from.",
  ),
  Products: screen(
    "sales-products",
    "Products screen: a catalogue grid of sarees, shirts, rice, vessels and sweets with rupee prices and stock, a low-stock badge and a Share to WhatsApp button.",
  ),
  Communication: screen(
    "sales-communication",
    "Broadcast composer: a Pongal offer template with a customer-name placeholder, sent to buyers from the last 90 days on Friday 10 AM, previewed on a phone.",
  ),
} as const satisfies Record<string, Visual>;
