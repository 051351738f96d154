/** The integrations directory: six categories of named integrations, 31 in all. */
import type { ClosingCta } from "./types";

export type IntegrationCategoryKey =
  | "enterprise-crm"
  | "mid-market-crm"
  | "support"
  | "project-management"
  | "ecommerce"
  | "accounting";

export interface IntegrationItem {
  name: string;
  /** What the integration does with our bots and automations, in one sentence. */
  description: string;
  features: readonly string[];
  /** A one- or two-letter monogram shown on the tile. */
  icon: string;
  /** A Tailwind gradient class pair for the tile, e.g. "from-sky-500 to-blue-600". */
  gradient: string;
  bgPattern: "dots" | "grid" | "waves";
}

export interface IntegrationCategory {
  key: IntegrationCategoryKey;
  title: string;
  subtitle: string;
  /** A Tailwind colour name from the default palette. */
  color: string;
  items: readonly IntegrationItem[];
}

export const integrationCategories: readonly IntegrationCategory[] = [
  {
    key: "enterprise-crm",
    title: "Enterprise CRM",
    subtitle: "Keep the CRM your sales teams already run on as the single record of every customer.",
    color: "blue",
    items: [
      {
        name: "Salesforce",
        description:
          "Create leads and contacts from WhatsApp and web chats, and log every conversation against the right account.",
        features: ["Lead and contact creation", "Chat history on the record", "Opportunity updates"],
        icon: "SF",
        gradient: "from-sky-500 to-blue-600",
        bgPattern: "dots",
      },
      {
        name: "Microsoft Dynamics 365",
        description:
          "Pass qualified leads from your bots into Dynamics 365 Sales and pull account details back into the chat.",
        features: ["Lead qualification sync", "Account lookup in chat", "Activity logging"],
        icon: "MD",
        gradient: "from-blue-600 to-indigo-700",
        bgPattern: "grid",
      },
      {
        name: "SAP Sales Cloud",
        description:
          "Raise leads and service enquiries in SAP Sales Cloud from customer chats, with product and account data kept in step.",
        features: ["Lead and enquiry capture", "Account and product lookup", "Two-way status sync"],
        icon: "SA",
        gradient: "from-cyan-500 to-blue-700",
        bgPattern: "waves",
      },
      {
        name: "Oracle CX Sales",
        description:
          "Route leads from WhatsApp, Instagram and your website into Oracle CX Sales, assigned to the right territory.",
        features: ["Territory-based assignment", "Lead scoring inputs", "Conversation notes"],
        icon: "OC",
        gradient: "from-red-500 to-rose-700",
        bgPattern: "dots",
      },
      {
        name: "Zoho CRM Plus",
        description:
          "Connect your bots to the full Zoho CRM Plus suite, so sales, support and marketing see the same customer history.",
        features: ["Shared customer timeline", "Deal and ticket creation", "Campaign follow-ups"],
        icon: "ZP",
        gradient: "from-amber-500 to-red-600",
        bgPattern: "grid",
      },
    ],
  },
  {
    key: "mid-market-crm",
    title: "Mid-Market CRM",
    subtitle: "Turn chats into tracked leads and deals without typing anything in twice.",
    color: "indigo",
    items: [
      {
        name: "HubSpot",
        description:
          "Create contacts and deals from chat enquiries and enrol new leads in your HubSpot follow-up sequences.",
        features: ["Contact and deal creation", "Sequence enrolment", "Chat transcripts on the timeline"],
        icon: "HS",
        gradient: "from-orange-400 to-orange-600",
        bgPattern: "waves",
      },
      {
        name: "Zoho CRM",
        description: "Create leads from WhatsApp chats and sync order and payment status back to the conversation.",
        features: ["Lead capture from chat", "Order status in chat", "Owner assignment rules"],
        icon: "ZC",
        gradient: "from-red-500 to-orange-500",
        bgPattern: "dots",
      },
      {
        name: "Pipedrive",
        description:
          "Add qualified chat leads to the right Pipedrive pipeline stage and schedule the next follow-up for your team.",
        features: ["Pipeline stage updates", "Follow-up activities", "Deal notes from chat"],
        icon: "PD",
        gradient: "from-emerald-500 to-green-700",
        bgPattern: "grid",
      },
      {
        name: "Freshsales",
        description:
          "Send leads and chat history from your bots to Freshsales, and trigger WhatsApp follow-ups when a deal changes stage.",
        features: ["Lead and contact sync", "Stage-based WhatsApp messages", "Chat history on the contact"],
        icon: "FS",
        gradient: "from-orange-500 to-amber-600",
        bgPattern: "waves",
      },
      {
        name: "LeadSquared",
        description:
          "Push enquiries from WhatsApp, Instagram and web forms into LeadSquared with their source, so no lead is left uncalled.",
        features: ["Source tracking", "Lead capture from every channel", "Activity updates"],
        icon: "LS",
        gradient: "from-teal-500 to-cyan-600",
        bgPattern: "dots",
      },
      {
        name: "Keap",
        description: "Tag contacts in Keap from what customers ask in chat and start the matching follow-up campaign.",
        features: ["Contact tagging from chat", "Campaign triggers", "Appointment notes"],
        icon: "KP",
        gradient: "from-lime-500 to-green-600",
        bgPattern: "grid",
      },
    ],
  },
  {
    key: "support",
    title: "Support",
    subtitle: "Let bots answer the routine questions and hand the rest to your helpdesk with the full chat.",
    color: "emerald",
    items: [
      {
        name: "Zendesk",
        description:
          "Open a Zendesk ticket when the bot hands over, with the full chat attached, and send the agent's reply back on WhatsApp.",
        features: ["Ticket creation on handover", "Replies back to WhatsApp", "Help Centre answers"],
        icon: "Z",
        gradient: "from-emerald-500 to-teal-700",
        bgPattern: "waves",
      },
      {
        name: "Freshdesk",
        description:
          "Log customer issues from chat as Freshdesk tickets and keep customers updated on their ticket status in the same chat.",
        features: ["Ticket creation from chat", "Status updates to customers", "Priority tagging"],
        icon: "FD",
        gradient: "from-green-500 to-emerald-600",
        bgPattern: "dots",
      },
      {
        name: "Intercom",
        description:
          "Bring WhatsApp and Instagram conversations into Intercom, so your support team works from one inbox.",
        features: ["One shared inbox", "Bot-to-agent handover", "Customer attributes sync"],
        icon: "IC",
        gradient: "from-blue-500 to-sky-600",
        bgPattern: "grid",
      },
      {
        name: "Zoho Desk",
        description:
          "Create Zoho Desk tickets from bot conversations and use your knowledge base articles to answer common questions.",
        features: ["Ticket creation", "Knowledge base answers", "SLA-based routing"],
        icon: "ZD",
        gradient: "from-yellow-500 to-orange-600",
        bgPattern: "waves",
      },
      {
        name: "Help Scout",
        description:
          "Hand chats that need a person to a Help Scout mailbox, with the customer's details and order history attached.",
        features: ["Conversation handover", "Customer profile sync", "Saved replies"],
        icon: "SC",
        gradient: "from-sky-500 to-indigo-600",
        bgPattern: "dots",
      },
    ],
  },
  {
    key: "project-management",
    title: "Project Mgmt",
    subtitle: "Turn requests that arrive in chat into tasks your team can track to the finish.",
    color: "violet",
    items: [
      {
        name: "Jira",
        description:
          "Raise Jira issues from customer-reported problems in chat, with screenshots and steps copied across.",
        features: ["Issue creation from chat", "Attachments carried over", "Status updates to customers"],
        icon: "JR",
        gradient: "from-blue-500 to-blue-700",
        bgPattern: "grid",
      },
      {
        name: "Asana",
        description:
          "Create Asana tasks from custom orders and special requests, assigned to the right person with a due date.",
        features: ["Task creation", "Assignee and due date", "Completion alerts"],
        icon: "AS",
        gradient: "from-rose-400 to-pink-600",
        bgPattern: "waves",
      },
      {
        name: "Trello",
        description:
          "Add a Trello card for every order or job that needs handling, and move it along as the bot collects details.",
        features: ["Card per request", "List moves by status", "Checklist from chat details"],
        icon: "TR",
        gradient: "from-sky-400 to-blue-600",
        bgPattern: "dots",
      },
      {
        name: "monday.com",
        description:
          "Add items to your monday.com boards from chats and forms, and notify customers on WhatsApp when their item is done.",
        features: ["Board item creation", "Status-based notifications", "Column mapping"],
        icon: "MO",
        gradient: "from-fuchsia-500 to-purple-600",
        bgPattern: "grid",
      },
      {
        name: "ClickUp",
        description:
          "Turn customer and staff requests from chat into ClickUp tasks, with priority and the conversation attached.",
        features: ["Task creation with priority", "Chat attached to task", "Progress updates"],
        icon: "CU",
        gradient: "from-violet-500 to-pink-500",
        bgPattern: "waves",
      },
      {
        name: "Notion",
        description:
          "Use your Notion pages as the source your bots answer from, and log requests to a Notion database.",
        features: ["Answers from Notion pages", "Database entries from chat", "Content kept in sync"],
        icon: "NT",
        gradient: "from-neutral-600 to-neutral-900",
        bgPattern: "dots",
      },
    ],
  },
  {
    key: "ecommerce",
    title: "E-commerce",
    subtitle: "Let customers browse, order and track deliveries in chat, straight from your store.",
    color: "orange",
    items: [
      {
        name: "Shopify",
        description:
          "Show products from your Shopify catalogue in chat, create orders and send order and shipping updates on WhatsApp.",
        features: ["Catalogue in chat", "Order creation", "Abandoned-cart reminders"],
        icon: "SH",
        gradient: "from-green-500 to-lime-600",
        bgPattern: "grid",
      },
      {
        name: "WooCommerce",
        description:
          "Answer stock and price questions from your WooCommerce store and send order confirmations and delivery updates in chat.",
        features: ["Live stock and prices", "Order confirmations", "Delivery updates"],
        icon: "WC",
        gradient: "from-purple-500 to-violet-700",
        bgPattern: "waves",
      },
      {
        name: "Magento (Adobe Commerce)",
        description:
          "Connect bots to your Adobe Commerce store for product search, order tracking and returns requests in chat.",
        features: ["Product search", "Order tracking", "Returns requests"],
        icon: "MG",
        gradient: "from-orange-500 to-red-600",
        bgPattern: "dots",
      },
      {
        name: "BigCommerce",
        description:
          "Let customers check order status and reorder past purchases from your BigCommerce store without leaving the chat.",
        features: ["Order status lookup", "One-step reorders", "Customer group pricing"],
        icon: "BC",
        gradient: "from-slate-600 to-slate-800",
        bgPattern: "grid",
      },
      {
        name: "Razorpay Magic Checkout",
        description:
          "Send checkout links in chat, remind shoppers who left at checkout and confirm cash-on-delivery orders before dispatch.",
        features: ["Checkout links in chat", "Drop-off reminders", "COD order confirmation"],
        icon: "RZ",
        gradient: "from-blue-500 to-indigo-600",
        bgPattern: "waves",
      },
    ],
  },
  {
    key: "accounting",
    title: "Accounting",
    subtitle: "Keep invoices, payments and dues in step with your books, without manual entry.",
    color: "teal",
    items: [
      {
        name: "TallyPrime",
        description:
          "Post orders taken in chat as vouchers in TallyPrime and send customers their outstanding balance on request.",
        features: ["Sales vouchers from orders", "Outstanding balance lookup", "GST-ready invoices"],
        icon: "TP",
        gradient: "from-teal-500 to-emerald-700",
        bgPattern: "dots",
      },
      {
        name: "Zoho Books",
        description:
          "Create invoices in Zoho Books from confirmed orders and send payment reminders with UPI links on WhatsApp.",
        features: ["Invoices from orders", "UPI payment reminders", "Payment status sync"],
        icon: "ZB",
        gradient: "from-cyan-500 to-teal-600",
        bgPattern: "grid",
      },
      {
        name: "QuickBooks",
        description:
          "Raise QuickBooks invoices from chat orders and record payments automatically when customers pay the link.",
        features: ["Invoice creation", "Payment recording", "Customer statements"],
        icon: "QB",
        gradient: "from-green-500 to-emerald-600",
        bgPattern: "waves",
      },
      {
        name: "Xero",
        description:
          "Sync invoices and payments between your bots and Xero, and let customers request copies of invoices in chat.",
        features: ["Invoice and payment sync", "Invoice copies on request", "Overdue reminders"],
        icon: "XR",
        gradient: "from-sky-400 to-cyan-600",
        bgPattern: "dots",
      },
    ],
  },
];

export const integrationsPage: { hero: { eyebrow: string; headline: string; intro: string }; closing: ClosingCta } = {
  hero: {
    eyebrow: "Integrations",
    headline: "Connect your bots to the tools you already use",
    intro:
      "Your WhatsApp, Instagram and web bots work best when they can see your stock, orders and customers. We connect them to your CRM, helpdesk, store and accounts, so every chat updates the systems your team relies on.",
  },
  closing: {
    heading: "Using a tool that is not listed here?",
    text: "We build custom integrations for in-house software, ERPs and regional tools through their APIs, or with software robots where there is no API. Tell us what you use and we will tell you what is possible.",
    primary: { label: "Get Custom Integration", to: "/contact" },
    secondary: { label: "View Case Studies", to: "/case-studies" },
  },
};

/** A directory entry with its category's title, as solution and industry pages list them. */
export interface IntegrationMention {
  name: string;
  description: string;
  category: string;
}

/** The directory entries of these names, in the given order; an unknown name fails the build. */
export function integrationsNamed(names: readonly string[]): IntegrationMention[] {
  return names.map((name) => {
    for (const category of integrationCategories) {
      const item = category.items.find((entry) => entry.name === name);
      if (item) return { name: item.name, description: item.description, category: category.title };
    }
    throw new Error(`"${name}" is not in the integrations directory (app/content/integrations.ts)`);
  });
}
