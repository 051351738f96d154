/** Copy of /ai-solutions and /ai-agents. */
import type { Card, ClosingCta, EmailSignupCopy, Hero, SectionIntro } from "./types";

type AgentChannelName = "WhatsApp" | "Instagram" | "Messenger" | "Phone" | "Chatbot" | "Voice";

interface ChatLine {
  from: "customer" | "agent";
  text: string;
}

interface TitledItem {
  title: string;
  description: string;
}

export const aiSolutionsPage: { hero: Hero; cards: readonly Card[]; closing: ClosingCta } = {
  hero: {
    eyebrow: "AI Solutions",
    headline: "AI that answers, sells and supports your customers",
    intro:
      "Ready-to-tailor AI assistants for WhatsApp, the phone and your website, and AI agents that find leads, close sales and resolve support queries. Each one is set up on your products, prices and policies, and hands over to your team when a person is needed.",
    primary: { label: "Talk to Us", to: "/contact" },
    secondary: { label: "See Pricing", to: "/pricing" },
  },
  cards: [
    {
      title: "WhatsApp AI Bot",
      description:
        "An assistant on the official WhatsApp Business Platform that answers product questions, takes orders and sends payment reminders, day and night.",
      features: [
        "Catalogue browsing and order capture",
        "UPI and payment-link reminders",
        "Replies in English and Tamil",
        "Handover to your team with the full chat",
      ],
      link: { label: "Learn More", to: "/ai-solutions/whatsapp" },
    },
    {
      title: "Voice AI Assistant",
      description:
        "Answers calls to your business number, takes down orders and bookings, and passes the caller to a person when the question needs one.",
      features: ["Answers calls outside shop hours", "Order and booking capture", "Call summaries sent to your team"],
      link: { label: "Learn More", to: "/ai-solutions/voice" },
    },
    {
      title: "Web AI Chatbot",
      description:
        "A chat assistant on your website that learns from your pages and product data, answers visitors straight away and collects enquiries.",
      features: ["Trained on your website content", "Product and delivery questions", "Enquiry capture for your team"],
      link: { label: "Learn More", to: "/ai-solutions/web" },
    },
    {
      title: "Lead Generation AI",
      description:
        "Captures leads from WhatsApp, Instagram, your website and ad forms, asks the qualifying questions and passes the serious ones to sales.",
      features: [
        "Leads from every channel in one list",
        "Qualifying questions you choose",
        "Lead scoring and source tracking",
        "Sync to your CRM",
      ],
      link: { label: "Learn More", to: "/ai-solutions/lead-agent" },
    },
    {
      title: "Sales AI Agent",
      description:
        "Follows up on enquiries and quotes, recommends products from your catalogue and brings back customers who stopped ordering.",
      features: [
        "Quote and enquiry follow-ups",
        "Product suggestions from past orders",
        "Reorder reminders",
        "Daily sales summary for the owner",
      ],
      link: { label: "Learn More", to: "/ai-solutions/sales-agent" },
    },
    {
      title: "Support AI Agent",
      description:
        "Resolves order-status, return and delivery questions on its own and raises a ticket with the full conversation when a person should take over.",
      features: ["Order tracking and returns", "Answers from your policies", "Tickets in your helpdesk on handover"],
      link: { label: "Learn More", to: "/ai-solutions/support-agent" },
    },
  ],
  closing: {
    heading: "Not sure which solution fits?",
    text: "Tell us where your enquiries come from and what takes up your team's day. We will suggest where to start and show you how it would work for your business.",
    primary: { label: "Talk to Us", to: "/contact" },
    secondary: { label: "View Pricing", to: "/pricing" },
  },
};

export const aiAgentsPage: {
  hero: Hero;
  channels: SectionIntro & {
    items: readonly { name: AgentChannelName; headline: string; description: string; example: readonly ChatLine[] }[];
  };
  capabilities: SectionIntro & { items: readonly TitledItem[] };
  improvements: SectionIntro & { items: readonly TitledItem[] };
  integrations: SectionIntro & { items: readonly string[] };
  waitlist: { heading: string; text: string; form: EmailSignupCopy };
} = {
  hero: {
    eyebrow: "AI Agents",
    headline: "AI agents for every channel your customers use",
    intro:
      "One AI agent that answers, sells and books on WhatsApp, Instagram, Messenger, the phone and your website. It knows your products and policies, keeps every conversation in one place and brings in your team when a person is needed. We are opening it to businesses in stages; join the waitlist for early access.",
    primary: { label: "Join the Waitlist", to: "#waitlist" },
    secondary: { label: "Talk to Us", to: "/contact" },
  },
  channels: {
    heading: "One agent, six channels",
    intro:
      "Your customers pick how they get in touch. The agent answers in each place with the same knowledge and tone.",
    items: [
      {
        name: "WhatsApp",
        headline: "Orders and answers in the chat they already use",
        description:
          "Shares your catalogue, takes orders, confirms delivery slots and sends payment links, all inside WhatsApp.",
        example: [
          { from: "customer", text: "Do you have the 5 kg basmati rice in stock? I need 4 bags." },
          {
            from: "agent",
            text: "Yes, 4 bags are available at ₹1,150 each. Shall I deliver them tomorrow between 10 am and 1 pm?",
          },
          { from: "customer", text: "Yes please, same address as last time." },
        ],
      },
      {
        name: "Instagram",
        headline: "Turn DMs and comments into sales",
        description:
          "Replies to product DMs and story replies with sizes, prices and links, so interest from a post does not go cold.",
        example: [
          { from: "customer", text: "Is the green kurta from your last post available in M?" },
          {
            from: "agent",
            text: "It is, in M and L. Here is the link to order; delivery to Chennai takes 2 to 3 days.",
          },
        ],
      },
      {
        name: "Messenger",
        headline: "Answers for customers who find you on Facebook",
        description:
          "Handles questions from your Facebook page about timings, offers and orders, and collects details for your team.",
        example: [
          { from: "customer", text: "Is your Anna Nagar store open on Sunday?" },
          {
            from: "agent",
            text: "Yes, from 10 am to 8 pm. Would you like directions or to reserve an item for pickup?",
          },
          { from: "customer", text: "Directions please." },
        ],
      },
      {
        name: "Phone",
        headline: "Every call answered, even after hours",
        description:
          "Picks up calls to your business number, takes orders and bookings, and passes the call to a person when needed.",
        example: [
          { from: "customer", text: "Hi, I want to check whether my order from Monday has been dispatched." },
          {
            from: "agent",
            text: "Your order was dispatched this morning and should reach you on Thursday. I will send the tracking link to this number on WhatsApp.",
          },
        ],
      },
      {
        name: "Chatbot",
        headline: "A helpful assistant on your website",
        description:
          "Answers visitors' questions from your own pages and product data, and captures their details when they are ready to buy.",
        example: [
          { from: "customer", text: "Do you offer bulk pricing for orders above 100 units?" },
          {
            from: "agent",
            text: "We do. Could you share the product and quantity? I will pass your request to our sales team for a quote today.",
          },
        ],
      },
      {
        name: "Voice",
        headline: "Understands voice notes as well as text",
        description:
          "Listens to voice notes and spoken questions in English, Tamil and Hindi, and replies by text or voice.",
        example: [
          { from: "customer", text: "(Voice note) Same order as last week, but add two more packets of tea." },
          {
            from: "agent",
            text: "Got it: last week's order plus 2 packets of tea. Your total is ₹2,340. Shall I send the payment link?",
          },
          { from: "customer", text: "Yes, send it." },
        ],
      },
    ],
  },
  capabilities: {
    heading: "What the agent can do",
    intro: "Set up on your business, not a generic script.",
    items: [
      {
        title: "Answers from your own content",
        description:
          "Learns from your website, catalogue, price lists and policies, so answers match how you do business.",
      },
      {
        title: "Takes orders and bookings",
        description:
          "Checks stock, confirms prices, records orders and books appointments or site visits in your calendar.",
      },
      {
        title: "Qualifies leads",
        description:
          "Asks the questions your sales team would ask and passes on the leads worth a call, with the answers attached.",
      },
      {
        title: "Follows up on time",
        description:
          "Sends reminders for quotes, payments and reorders on the schedule you set, without anyone chasing.",
      },
      {
        title: "Hands over to your team",
        description:
          "Brings in a person when a customer asks, or when a question is outside what it should answer, with the full conversation.",
      },
      {
        title: "Speaks your customers' language",
        description: "Replies in the language the customer writes or speaks in, including English, Tamil and Hindi.",
      },
    ],
  },
  improvements: {
    heading: "What changes for your business",
    intro: "The work does not disappear; it moves off your team's phones and into a system that keeps up.",
    items: [
      {
        title: "Faster first replies",
        description: "Customers get an answer straight away, at any hour, instead of waiting until someone is free.",
      },
      {
        title: "Fewer missed enquiries",
        description: "Every message and call is answered and recorded, so leads no longer slip away in busy hours.",
      },
      {
        title: "Consistent answers",
        description: "Prices, timings and policies are given the same way every time, on every channel.",
      },
      {
        title: "Time back for your team",
        description:
          "Routine questions are handled for them, leaving your staff free for the customers and deals that need a person.",
      },
    ],
  },
  integrations: {
    heading: "Works with the tools you already use",
    intro:
      "The agent reads from and writes to your existing systems, so orders, leads and tickets land where your team works.",
    items: [
      "Shopify",
      "WooCommerce",
      "Zoho CRM",
      "HubSpot",
      "Salesforce",
      "Freshdesk",
      "TallyPrime",
      "Razorpay",
      "Google Sheets",
      "Google Calendar",
    ],
  },
  waitlist: {
    heading: "Join the waitlist",
    text: "We are rolling out AI agents to a small group of businesses at a time, so we can set each one up properly. Leave your details and we will contact you when a place opens.",
    form: {
      label: "Your work email",
      placeholder: "you@company.com",
      button: "Join the Waitlist",
      sending: "Joining...",
      success: "Thank you, you are on the list. We will get in touch when your place opens.",
      already: "You are already on the waitlist. We will get in touch when your place opens.",
      error: "We could not add you just now. Please try again, or write to us from the contact page.",
    },
  },
};
