import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/support-agent",
  nav: { menu: "AI Solutions", group: "AI agents by task", label: "Support Agent" },
  head: {
    title: "AI Support Agent",
    heading: "AI Support Agent",
    description:
      "An AI agent that answers order status, returns and delivery questions from your policies and raises a ticket when a person is needed.",
  },
  kind: "agent",
  hero: {
    eyebrow: "Support AI agent",
    headline: "Order, return and bill questions answered in the chat, at any hour",
    intro:
      "Most support messages ask the same few things: where is my parcel, can I exchange this, please send the bill again. The support agent answers them from your order data and your written policies, in English or Tamil. When a customer needs a person, it raises a ticket with the whole chat, so your staff do not have to ask the customer to repeat it.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a support agent" },
    secondary: { label: "See pricing", to: "/pricing" },
    figures: [
      { value: "78%", label: "of DMs answered by AI for a fashion label (case study)" },
      { value: "Under 1 minute", label: "response time for that fashion label's DM assistant" },
      { value: monthlyPrice("Pro"), label: "a month for Pro, the first plan with order tracking" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Your shop on WhatsApp",
    lines: [
      { from: "customer", text: "Order 4417 enga irukku? Monday pay panniten" },
      { from: "bot", text: "Order 4417 left our warehouse yesterday. The courier shows delivery on Thursday." },
      { from: "customer", text: "Also send the GST bill, I need it for my office claim" },
      { from: "bot", text: "Here is the GST invoice for order 4417 as a PDF." },
      { from: "customer", text: "The mixie jar lid is cracked. Replace pannuveengala?" },
      { from: "bot", text: "Sorry about that. I have raised a ticket, and our team will call you by 6 pm today." },
    ],
    alt: "A WhatsApp chat in which the support agent gives a delivery date, sends a GST invoice and raises a ticket for a damaged item.",
  },
  howItWorks: {
    heading: "How the support agent works",
    intro: "It answers from the same records your staff would look up, and stops where your policy stops.",
    steps: [
      {
        label: "Connect your order data",
        description:
          "We link the agent to wherever your orders live: Shopify, WooCommerce, TallyPrime or a sheet your staff keep up to date. It can then find an order by its number or by the customer's phone number.",
      },
      {
        label: "Write down your policies once",
        description:
          "Return window, exchange rules, warranty periods, COD refunds, delivery areas. We turn your policy notes into answers, and you approve every one of them before launch.",
      },
      {
        label: "The agent answers and acts",
        description:
          "It tells customers where their parcel is, checks whether a return qualifies, logs the exchange request and sends invoice copies as PDFs.",
      },
      {
        label: "A person takes over when needed",
        description:
          "Damaged goods, a refund outside policy or an upset customer: the agent opens a ticket in your helpdesk with the chat, the order and any photos, and tells the customer when to expect a reply.",
      },
    ],
  },
  useCases: {
    heading: "Support questions it takes off your counter",
    intro: "The same agent, set up differently for a shop, a distributor and an online store.",
    items: [
      {
        trade: "Retail",
        title: "Warranty checks at a mobile shop",
        description:
          "A customer asks whether their phone is still under warranty. The agent finds the bill from their phone number, reads the purchase date and tells them which service centre to visit, with the bill attached.",
      },
      {
        trade: "Retail",
        title: "Exchanges after a function",
        description:
          "A saree bought for a wedding that the family wants to swap, a blouse piece in the wrong shade. The agent checks the bill date against your exchange rule and tells the customer what to bring to the counter.",
      },
      {
        trade: "Wholesale",
        title: "Bill copies for retailers at filing time",
        description:
          "Kirana retailers often ask for last month's GST invoices when they file their returns. The agent sends the copies from TallyPrime or Zoho Books, so your accountant is not forwarding PDFs one by one.",
      },
      {
        trade: "Wholesale",
        title: "When will the van come",
        description:
          "A retailer asks when their stock will arrive. The agent reads the dispatch plan and gives the day their route is due, instead of the owner ringing the driver.",
      },
      {
        trade: "Ecommerce",
        title: "Tracking questions after midnight",
        description:
          "Instagram and Shopify sellers get many tracking questions after working hours. The agent reads the courier status and replies at once, including for COD parcels still out for delivery.",
      },
      {
        trade: "Ecommerce",
        title: "Returns with photos and reasons",
        description:
          "The agent explains your return window, collects the reason and the photos, and creates a pickup request for your team to approve.",
      },
    ],
  },
  features: {
    heading: "What it does well",
    items: [
      {
        title: "Order lookup by phone number",
        description:
          "Customers rarely remember an order number. The agent can find their order from the number they are chatting from.",
      },
      {
        title: "Answers from your policy, not guesses",
        description:
          "Replies on returns and warranty come from the rules you wrote. If the policy does not cover a case, the agent says so and passes it on.",
      },
      {
        title: "Invoice and bill copies",
        description:
          "Sends a GST invoice or a plain bill as a PDF, for one order or for a date range you allow, only to the number the order was placed from.",
      },
      {
        title: "Tickets that carry the whole story",
        description:
          "Each ticket holds the conversation, the order and any photos, so your staff start from the problem instead of asking for the order number again.",
      },
      {
        title: "English, Tamil and Tanglish",
        description:
          "Replies in English or Tamil and understands messages typed in Tanglish. Hindi or another language can be added to your bot too.",
      },
      {
        title: "Hours you choose",
        description:
          "Let it answer day and night, or only after the shop closes if you prefer your staff to reply during the day.",
      },
    ],
  },
  humanOnly: {
    heading: "What stays with your support staff",
    intro: "The agent is set up to stop and pass these to a person.",
    items: [
      "Approving a refund or replacement outside your return policy",
      "Deciding a claim for a damaged, missing or wrong item",
      "Changing the bank account or UPI ID a refund goes to",
      "Cancelling or editing a GST invoice",
      "Calming a customer who asks for the owner or is clearly upset",
    ],
  },
  integrations: {
    heading: "Connects to your helpdesk and order records",
    intro:
      "Tickets land in the helpdesk your staff already use; order and bill details come from your store or accounts software.",
    names: ["Freshdesk", "Zoho Desk", "Zendesk", "Intercom", "Shopify", "WooCommerce", "TallyPrime", "Zoho Books"],
  },
  plans: {
    heading: "Which plan includes it",
    intro: `Automated order tracking and delivery status come with the Pro plan at ${monthlyPrice("Pro")} a month, and with Premium. Returns, warranty checks and helpdesk tickets linked to your own systems are scoped as a project on top, and we quote them after a free 30-minute consultation.`,
    fit: { kind: "feature", feature: "Automated order tracking and delivery status" },
  },
  related: {
    caseStudy: "instagram-ai-bot-ecommerce",
    articles: ["ai-whatsapp-responses-2025", "rpa-vs-genai-business-guide"],
  },
  faq: [
    {
      question: "Will customers know they are talking to a bot?",
      answer:
        "Yes. We suggest the agent says so in its first reply, and a customer can ask for a person at any time. It then raises a ticket and tells them when your team will reply, for example the next working morning.",
    },
    {
      question: "What if the agent gives a wrong answer?",
      answer:
        "It answers only from your order data and the policies you approved, and when it is unsure it passes the chat on instead of guessing. No AI is right every time, so every conversation is saved and you can correct the policy text behind an answer that was off.",
    },
    {
      question: "Can it process refunds?",
      answer:
        "It collects what a refund needs and checks it against your policy, but your staff approve the refund itself. Money decisions, and any change to bank or UPI details, stay with a person.",
    },
    {
      question: "Our orders are in Tally and a notebook. Can it still work?",
      answer:
        "If orders reach TallyPrime or a shared sheet, the agent can read them. Orders that exist only in a notebook have to be entered somewhere first; in the consultation we suggest the lightest way to do that.",
    },
    {
      question: "Do we need a helpdesk to use it?",
      answer:
        "Not to start. Without one, we agree a simple handover, such as an email to your support address with the chat attached. If you already use Freshdesk, Zoho Desk, Zendesk or Intercom, the ticket is created there.",
    },
    {
      question: "Does it answer Instagram DMs too?",
      answer:
        "Yes, and the Pro plan covers both WhatsApp and Instagram. In one of our case studies, an Instagram assistant for a fashion label answered 78% of DMs about sizing, stock and delivery.",
    },
  ],
  closing: {
    heading: "Fewer “where is my order” calls for your staff",
    text: "Send us a week of the support messages you get. We will show you which ones the agent could answer on its own, and which should stay with your team.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a support agent" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/instagram-ai-bot-ecommerce",
      context: "Instagram assistant for a fashion label",
    },
    extra: {
      label: "Try the Smart AI WhatsApp Chatbot",
      to: "/products/smart-ai-whatsapp",
      context: "free for the first 100 conversations",
    },
  },
};
