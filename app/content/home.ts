/** Copy for the home page: hero, impact figures, services, products, industries, case studies, process and closing call. */
import type { CallToAction, Card, ClosingCta, Figure, Hero, ProcessStep, SectionIntro } from "./types";
import { heroVisuals } from "./visuals";

export interface HomeIndustry {
  name: string;
  description: string;
  link: string;
  /** Shown first and highlighted. */
  priority?: boolean;
}

export interface HomePage {
  hero: Hero;
  impact: SectionIntro & { figures: readonly Figure[] };
  services: SectionIntro & { items: readonly Card[]; all: CallToAction };
  products: SectionIntro & { items: readonly Card[] };
  industries: SectionIntro & { items: readonly HomeIndustry[] };
  caseStudies: SectionIntro & { slugs: readonly string[]; all: CallToAction };
  process: SectionIntro & { steps: readonly ProcessStep[] };
  closing: ClosingCta;
}

export const home = {
  hero: {
    eyebrow: "AI automation for retail, wholesale and ecommerce",
    visual: heroVisuals.home,
    headline: "AI agents and automation that sell, support and save time",
    intro:
      "We build AI agents, WhatsApp bots, web and mobile apps and software robots that take orders, answer customers and clear back-office work, so you and your team can focus on growing the business. One team in Chennai, from first call to launch and beyond.",
    primary: { label: "Book a Demo", to: "/contact?topic=demo" },
    secondary: { label: "Contact Us", to: "/contact" },
    figures: [
      { value: "10+", label: "Years in business" },
      { value: "50+", label: "Projects delivered as Cleverobotics" },
      { value: "25+", label: "Clients served" },
      { value: "5+", label: "Countries" },
    ],
  },
  impact: {
    heading: "What automation changes",
    intro: "Measured across the processes we have automated for our clients.",
    figures: [
      { value: "500+", label: "Automated processes" },
      { value: "75%", label: "Cost reduction" },
      { value: "95%", label: "Fewer manual errors" },
    ],
  },
  services: {
    heading: "What we build",
    intro: "From a single WhatsApp bot to a full custom platform, designed, built and supported by the same team.",
    items: [
      {
        title: "Agentic AI Automation",
        description:
          "Hand repetitive work such as order entry, invoice matching and customer replies to AI that runs around the clock.",
        features: ["Order and invoice processing", "Automated customer replies", "Daily reports without spreadsheets"],
        link: { label: "Learn More", to: "/services/ai-automation" },
      },
      {
        title: "WhatsApp CRM & Automation",
        description:
          "Take orders, answer product questions and send payment reminders on the app your customers already use.",
        features: ["Orders and catalogue in chat", "UPI and payment-link reminders", "Replies in English and Tamil"],
        link: { label: "Learn More", to: "/ai-solutions/whatsapp" },
      },
      {
        title: "AI Agent Development",
        description:
          "Agents that qualify leads, book appointments and follow up with customers, passing the chat to your team when a person is needed.",
        features: ["Lead qualification", "Appointment booking", "Follow-ups that never slip"],
        link: { label: "Learn More", to: "/ai-agents" },
      },
      {
        title: "Web Applications",
        description:
          "Fast, secure web applications, from customer portals to internal dashboards, built with React and TypeScript.",
        features: ["Customer and dealer portals", "Admin dashboards", "Online stores and ordering"],
        link: { label: "Learn More", to: "/services/web-applications" },
      },
      {
        title: "Mobile Applications",
        description: "iOS and Android apps for ordering, loyalty and field sales that customers and staff keep using.",
        features: ["Ordering and loyalty apps", "Field-sales apps", "Push notifications and payments"],
        link: { label: "Learn More", to: "/services/mobile-applications" },
      },
      {
        title: "Robotic Process Automation",
        description:
          "Software robots that copy data between systems, prepare reports and reconcile payments, with far fewer mistakes than manual entry.",
        features: ["Data entry between systems", "Payment reconciliation", "Scheduled reports"],
        link: { label: "Learn More", to: "/services/rpa" },
      },
    ],
    all: { label: "All Services", to: "/services" },
  },
  products: {
    heading: "Our products",
    intro: "Two ready-made products for businesses that sell on WhatsApp, no custom build needed.",
    items: [
      {
        title: "WhatsApp Sales Management",
        description:
          "Orders, customers and follow-ups from every WhatsApp chat in one dashboard, with AI lead scoring and sales forecasting.",
        features: ["Live sales dashboard", "Orders and payments from chat", "AI demand forecasts"],
        link: { label: "Explore Sales Management", to: "/products/sales-management" },
      },
      {
        title: "Smart AI WhatsApp Chatbot",
        description:
          "A chatbot that learns your business from your website in about 2 minutes and hands over to your team when needed.",
        features: ["Trained on your website", "Replies on your schedule", "Human handover with full chat"],
        link: { label: "Explore the Chatbot", to: "/products/smart-ai-whatsapp" },
      },
    ],
  },
  industries: {
    heading: "Industries we serve",
    intro: "We know how orders, stock and customers move in these businesses, and we build around that.",
    items: [
      {
        name: "Healthcare",
        description:
          "Appointment booking, patient reminders and symptom triage on WhatsApp and the web, with records kept in one place.",
        link: "/industries/healthcare",
        priority: true,
      },
      {
        name: "Retail",
        description: "WhatsApp ordering, low-stock alerts and loyalty messages for single shops and growing chains.",
        link: "/industries/retail",
      },
      {
        name: "Ecommerce",
        description:
          "AI chat on WhatsApp and Instagram that answers sizing and delivery questions and brings back customers who drifted away.",
        link: "/industries/ecommerce",
      },
      {
        name: "Wholesale & Retail",
        description:
          "Order intake from retailers, price lists for each customer group and payment follow-ups for distributors.",
        link: "/industries/wholesale-retail",
      },
      {
        name: "Manufacturing",
        description:
          "Purchase orders, production reports and supplier updates that no longer depend on spreadsheets and phone calls.",
        link: "/industries/manufacturing",
      },
      {
        name: "Real Estate",
        description: "Lead qualification and site-visit booking on WhatsApp, with follow-ups until the buyer decides.",
        link: "/industries/real-estate",
      },
    ],
  },
  caseStudies: {
    heading: "Recent work",
    intro:
      "How businesses like yours use what we build, from a distributor's ordering bot to a clinic network's platform.",
    slugs: ["whatsapp-bot-ai-dashboard", "instagram-ai-bot-ecommerce", "ai-powered-healthcare-platform"],
    all: { label: "All Case Studies", to: "/case-studies" },
  },
  process: {
    heading: "How we work",
    intro:
      "A clear path from your first call to a system your team relies on, with something working to review at every step.",
    steps: [
      {
        step: 1,
        label: "Discovery",
        description:
          "We learn how you sell, serve and fulfil today and pick the tasks where automation will save the most time.",
      },
      {
        step: 2,
        label: "Plan",
        description: "You get a written scope, timeline and cost before any work begins.",
      },
      {
        step: 3,
        label: "Build in short iterations",
        description:
          "We build in short cycles and show you working software at the end of each one, so you can steer as we go.",
      },
      {
        step: 4,
        label: "Launch and support",
        description: "We launch with your team, train them and stay on hand to fix, tune and extend what we built.",
      },
    ],
  },
  closing: {
    heading: "Find out what you could automate first",
    text: "Book a demo and we will show you, with examples from your own industry, where AI can take work off your team's hands.",
    primary: { label: "Book a Demo", to: "/contact?topic=demo" },
    secondary: { label: "See Pricing", to: "/pricing" },
  },
} as const satisfies HomePage;
