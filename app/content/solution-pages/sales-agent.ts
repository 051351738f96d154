import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/sales-agent",
  nav: { menu: "AI Solutions", group: "AI agents by task", label: "Sales Agent" },
  head: {
    title: "AI Sales Agent",
    heading: "AI Sales Agent",
    description:
      "An AI agent that follows up enquiries and quotes, suggests products from past orders and reminds retailers to reorder.",
  },
  kind: "agent",
  hero: {
    eyebrow: "Sales AI agent",
    headline: "Quotes chased, reorders reminded and buyers followed up, within your price rules",
    intro:
      "Quotes go unanswered and regular buyers go quiet because nobody had time to message them. The sales agent follows up on WhatsApp, suggests products from each customer's past orders and reminds retailers before their stock runs low. It offers only the prices and discounts you allow, and sends you a short summary of the day's sales every evening.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a sales agent" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/whatsapp-bot-ai-dashboard",
      context: "WhatsApp ordering for an FMCG distributor",
    },
    figures: [
      { value: "68%", label: "of a wholesale FMCG distributor's orders came in on WhatsApp (case study)" },
      { value: "92%", label: "demand forecast accuracy in the same distributor's dashboard" },
      { value: monthlyPrice("Premium"), label: "a month for Premium, the plan with automated reorders" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Order desk",
    lines: [
      { from: "customer", text: "Same as last week, plus 10 cases of 1 litre sunflower oil" },
      { from: "bot", text: "Done: last week's 18 items plus 10 cases of sunflower oil. Total ₹48,600." },
      { from: "customer", text: "Big order, 5% discount tharuveengala?" },
      { from: "bot", text: "I can give 2% if you pay by UPI today. For more, I will ask the owner and reply." },
      { from: "customer", text: "OK 2% is fine. Send the link" },
      { from: "bot", text: "Link sent. Your tea usually runs out by the 20th. Shall I add 4 cases?" },
    ],
    alt: "A WhatsApp chat in which the sales agent repeats a retailer's last order, offers only the discount it is allowed and suggests tea that usually runs out.",
  },
  howItWorks: {
    heading: "How the sales agent works",
    intro: "You set the limits once; the agent does the daily chasing inside them.",
    steps: [
      {
        label: "Share your price rules",
        description:
          "Price lists, slab rates for bulk buyers, the most discount you allow per product or customer group, and minimum order values. The agent sells inside these limits.",
      },
      {
        label: "Connect past orders",
        description:
          "From TallyPrime, your online store or your CRM, the agent learns who buys what, in what quantity and how often.",
      },
      {
        label: "Follow-ups go out on schedule",
        description:
          "A quote unanswered for two days, a retailer who usually orders on Monday, a customer who last bought before Pongal: each gets a message at the time you choose, using Meta-approved templates.",
      },
      {
        label: "The owner gets the day in one message",
        description:
          "Every evening you receive the orders taken, quotes still open, follow-ups sent and customers who asked for a call.",
      },
    ],
  },
  useCases: {
    heading: "Where the sales agent earns its keep",
    intro: "Repeat business is where most of the missed follow-ups are.",
    items: [
      {
        trade: "Wholesale",
        title: "Weekly reorders from kirana retailers",
        description:
          "The agent knows a retailer in Madurai usually orders rice and oil on Mondays. On Sunday evening it sends last week's list to confirm, change or skip.",
      },
      {
        trade: "Wholesale",
        title: "Quotes to new shops",
        description:
          "After your salesperson sends a quote, the agent checks back on the second and fifth day, answers questions on minimum order and delivery days, and tells the salesperson when the buyer is ready.",
      },
      {
        trade: "Retail",
        title: "Festival collections for regular customers",
        description:
          "Before Deepavali or wedding season, a saree store can show its new collection to customers who opted in, picked by what each bought before: silk buyers see silks, cotton buyers see cottons.",
      },
      {
        trade: "Retail",
        title: "Accessories after a phone purchase",
        description:
          "A week after someone buys a phone, the agent offers a matching cover, screen guard or earphones, with the price and a note that staff will fit the guard in the shop.",
      },
      {
        trade: "Ecommerce",
        title: "Refill reminders and subscriptions",
        description:
          "For products that run out, such as coffee powder, skin care or pet food, the agent reminds each buyer when their usual refill time comes and takes the reorder in the chat.",
      },
      {
        trade: "Ecommerce",
        title: "Enquiries that went quiet",
        description:
          "Someone asked a price and stopped replying. The agent checks back once the next day with the answer and a link to order, and stops there if they do not reply.",
      },
    ],
  },
  features: {
    heading: "Built for selling, with limits",
    items: [
      {
        title: "Discount ceilings you control",
        description:
          "Set a maximum per product, customer group or order size. Requests above it come to you with the buyer's history, while the agent tells the buyer it is checking.",
      },
      {
        title: "Suggestions from real purchase history",
        description:
          "Recommendations come from what the customer and similar buyers ordered before, and from slow-moving stock only if you ask it to push that.",
      },
      {
        title: "Reorder timing per customer",
        description:
          "The agent learns each buyer's usual gap between orders and writes just before they run short, not on one fixed date for everyone.",
      },
      {
        title: "Quote follow-ups that know when to stop",
        description:
          "Each quote gets the number of reminders you set. A “no thanks” ends them, and the reason is saved for your team.",
      },
      {
        title: "Daily sales summary on WhatsApp",
        description:
          "A short message each evening: orders and their value, pending quotes, payments due and who wants a call back.",
      },
      {
        title: "Opt-in and template rules respected",
        description:
          "Offers and reminders go only to customers who agreed to hear from you, in templates approved under Meta's rules.",
      },
    ],
  },
  humanOnly: {
    heading: "Decisions that stay with you",
    intro: "However good a deal looks, the agent passes these to a person.",
    items: [
      "Any discount above the limits you set",
      "Giving credit (udhaar) to a retailer or raising a credit limit",
      "Agreeing special prices or terms for a new dealer",
      "Approving the customer list and wording of a festival campaign before it goes out",
      "Promising a delivery date your godown has not confirmed",
    ],
  },
  integrations: {
    heading: "Reads your orders, writes to your CRM",
    intro:
      "Past orders and prices come from your accounts software or store; follow-ups and their results are kept in your CRM.",
    names: ["Zoho CRM", "HubSpot", "Freshsales", "Pipedrive", "TallyPrime", "Zoho Books", "Shopify"],
  },
  plans: {
    heading: "Where it sits in our plans",
    intro: `Automated reorders and subscriptions are part of the Premium plan at ${monthlyPrice("Premium")} a month, with targeted campaigns and a premium CRM with analytics. Quote follow-ups and price rules tied to your own systems can also be built as a separate project, priced after a free consultation.`,
    fit: { kind: "feature", feature: "Automated reorders and subscriptions" },
  },
  related: {
    caseStudy: "whatsapp-bot-ai-dashboard",
    articles: ["vertical-ai-wins", "whatsapp-business-solutions-comparison"],
  },
  faq: [
    {
      question: "Will the agent give away discounts to close a sale?",
      answer:
        "No. It offers only the discounts you set for that product or customer. If a buyer asks for more, it says it will check and sends the request to you with the order details, and you decide.",
    },
    {
      question: "Can it send festival offers to all my customers?",
      answer:
        "Only to customers who agreed to receive messages from you on WhatsApp; that is Meta's rule, and breaking it can get a business number restricted. Offers use templates Meta has approved, and each message has a cost. Our WhatsApp comparison article gives estimates.",
    },
    {
      question: "How does it know when a retailer will reorder?",
      answer:
        "It looks at each retailer's past orders and the usual gap between them. If a shop that orders every ten days has not ordered in fourteen, the agent sends a reminder with the last order ready to confirm.",
    },
    {
      question: "What is in the daily summary?",
      answer:
        "Orders taken by the agent and their total, quotes still open, reminders sent, payments due and buyers who asked to speak to someone. You choose the time it arrives and who else receives it.",
    },
    {
      question: "Is this the same as WhatsApp Sales Management?",
      answer:
        "WhatsApp Sales Management is our ready-made dashboard for orders, customers and follow-ups, with AI lead scoring and sales forecasting. The sales agent is the part that talks to your buyers. They work together, and we will tell you honestly if the product alone is enough.",
    },
    {
      question: "Does it replace my salespeople?",
      answer:
        "No. It takes the repeat messages and reminders off their phones. Your salespeople spend their time on new accounts, price talks and the buyers the agent marks as ready.",
    },
  ],
  closing: {
    heading: "Let the reminders go out on time",
    text: "Tell us how your buyers order today and where follow-ups slip. Before anything goes live, we will show you what the agent would send, to whom and when.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a sales agent" },
    secondary: { label: "See pricing", to: "/pricing" },
    extra: {
      label: "WhatsApp Sales Management",
      to: "/products/sales-management",
      context: "our dashboard for orders and follow-ups",
    },
  },
};
