/** Copy for the products overview and the two product pages: WhatsApp Sales Management and Smart AI WhatsApp. */
import type { CallToAction, Card, ClosingCta, FaqItem, Figure, Hero, SectionIntro, TechTile } from "./types";
import { chatbotFeatureVisuals, heroVisuals, salesScreens, type Visual } from "./visuals";

/* ------------------------------------------------------------------ */
/* WhatsApp Sales Management (/products/sales-management)              */
/* ------------------------------------------------------------------ */

export type SalesTabId = "dashboard" | "analytics" | "orders" | "products" | "communication";

/** One goal tile of the sample dashboard; progress is a percentage and may pass 100. */
export interface SalesGoal {
  label: string;
  progress: number;
  current: string;
  target: string;
}

export interface SalesTab {
  id: SalesTabId;
  label: string;
  title: string;
  description: string;
  points: readonly string[];
  demo: CallToAction;
  /** A drawing of that screen of the product. */
  screen: Visual;
}

export interface SalesManagementPage {
  hero: Hero;
  dashboard: SectionIntro & { goals: readonly SalesGoal[] };
  tabs: SectionIntro & { items: readonly SalesTab[] };
  aiFeatures: SectionIntro & { groups: readonly { title: string; description: string; features: readonly string[] }[] };
  benefits: SectionIntro & { stats: readonly Figure[] };
  technology: SectionIntro & { items: readonly TechTile[] };
  closing: ClosingCta;
}

export const salesManagement = {
  hero: {
    eyebrow: "WhatsApp Sales Management",
    visual: heroVisuals.salesManagement,
    headline: "Run your WhatsApp sales from one dashboard",
    intro:
      "Orders, customers, stock and follow-ups from every WhatsApp chat in one place, with AI that scores leads and forecasts demand. Built for ecommerce teams that sell on WhatsApp every day.",
    primary: { label: "Book a Demo", to: "/contact?topic=sales-management" },
    secondary: { label: "Explore Features", to: "#features" },
  },
  dashboard: {
    heading: "Your sales at a glance",
    intro:
      "A sample of the live dashboard: each goal updates as orders, payments and deliveries come in over WhatsApp.",
    goals: [
      { label: "New retailers onboarded this year", progress: 0.3, current: "3", target: "1,000" },
      { label: "Revenue this month", progress: 9.4, current: "₹94,000", target: "₹10L" },
      { label: "Orders fulfilled on time", progress: 91.8, current: "918", target: "1,000" },
      { label: "Repeat-customer sales this quarter", progress: 126, current: "₹12.6L", target: "₹10L" },
    ],
  },
  tabs: {
    heading: "Everything your sales team needs, in five screens",
    intro: "Each screen replaces a notebook, a spreadsheet or a long scroll through chats.",
    items: [
      {
        id: "dashboard",
        label: "Dashboard",
        screen: salesScreens.Dashboard,
        title: "Your whole sales day on one screen",
        description:
          "See today's orders, revenue and unanswered chats the moment you log in, with goals that update as orders arrive on WhatsApp.",
        points: [
          "Live revenue, order and goal tiles",
          "Chats waiting for a reply, by salesperson",
          "Orders stuck at payment or dispatch flagged for action",
          "A morning summary sent to your own WhatsApp",
        ],
        demo: { label: "Request a dashboard demo", to: "/contact?topic=sales-management" },
      },
      {
        id: "analytics",
        label: "Analytics",
        screen: salesScreens.Analytics,
        title: "Know what sells, where and to whom",
        description:
          "Break sales down by product, city, customer group and salesperson, and compare any week or month with the one before.",
        points: [
          "Best and slowest sellers, week by week",
          "Revenue by city, channel and customer group",
          "Repeat purchases and customers who have stopped ordering",
          "Export to Excel or Google Sheets",
        ],
        demo: { label: "Request an analytics demo", to: "/contact?topic=sales-management" },
      },
      {
        id: "orders",
        label: "Orders",
        screen: salesScreens.Orders,
        title: "Turn WhatsApp chats into confirmed orders",
        description:
          "Orders placed in chat land in one list with the customer, items and payment status, so none are lost in a scroll of messages.",
        points: [
          "Orders captured from chats and your WhatsApp catalogue",
          "UPI and payment-link status on every order",
          "Confirmation and dispatch updates sent to the customer automatically",
          "Bulk status changes for packing and delivery",
        ],
        demo: { label: "Request an orders demo", to: "/contact?topic=sales-management" },
      },
      {
        id: "products",
        label: "Products",
        screen: salesScreens.Products,
        title: "One catalogue for your team and your customers",
        description:
          "Manage products, prices and stock in one place and keep your WhatsApp catalogue in step with them.",
        points: [
          "Sync with your WhatsApp Business catalogue",
          "Low-stock alerts before a bestseller runs out",
          "Separate price lists for retail and wholesale buyers",
          "Bulk import and update from a spreadsheet",
        ],
        demo: { label: "Request a products demo", to: "/contact?topic=sales-management" },
      },
      {
        id: "communication",
        label: "Communication",
        screen: salesScreens.Communication,
        title: "Reach every customer without copying and pasting",
        description:
          "Share one WhatsApp inbox across your sales team, follow up on quotes and send approved messages to customers who have opted in.",
        points: [
          "Shared team inbox with chat assignment",
          "Broadcasts to customer groups using approved templates",
          "Automatic follow-ups on unpaid orders and open quotes",
          "Saved quick replies for common questions",
        ],
        demo: { label: "Request a communication demo", to: "/contact?topic=sales-management" },
      },
    ],
  },
  aiFeatures: {
    heading: "AI that works on your own sales data",
    intro: "The AI learns from your orders, chats and customers, and tells your team what to do next.",
    groups: [
      {
        title: "AI analytics",
        description: "Plain-language answers about your sales, without building reports.",
        features: [
          "A written summary of yesterday's sales every morning",
          "Alerts when a product sells below its usual week",
          "Ask questions such as 'Which city grew most this month?'",
          "Customers who have gone quiet, ready for a follow-up",
        ],
      },
      {
        title: "AI customer support",
        description: "Routine questions answered on WhatsApp at any hour, with your team stepping in when needed.",
        features: [
          "Order status, price and stock questions answered instantly",
          "Replies in the language the customer writes in",
          "Complaints and unclear requests passed to a person with the full chat",
        ],
      },
      {
        title: "AI lead scoring",
        description: "Every new enquiry ranked, so your salespeople call the right buyers first.",
        features: [
          "Scores based on intent, order size and past purchases",
          "Hot leads sent to a salesperson straight away",
          "A short reason shown with every score",
          "Scoring that improves as leads convert or drop off",
        ],
      },
      {
        title: "AI sales forecasting",
        description: "Demand forecasts from your order history, so you stock up before customers ask.",
        features: [
          "Weekly demand forecast for each product",
          "Reorder suggestions before stock runs out",
          "Festive-season planning from past Diwali and Pongal sales",
          "Revenue forecast against your monthly goal",
        ],
      },
    ],
  },
  benefits: {
    heading: "Results businesses see",
    intro: "What our clients measure after moving their WhatsApp sales onto Cleverobotics automation.",
    stats: [
      { value: "500+", label: "Processes automated" },
      { value: "85%", label: "Revenue increase" },
      { value: "95%", label: "Prediction accuracy" },
      { value: "3x", label: "Faster responses" },
      { value: "60%", label: "Time savings" },
      { value: "40%", label: "Higher conversion" },
    ],
  },
  technology: {
    heading: "Built on dependable technology",
    intro: "Proven tools your own developers will recognise, hosted and maintained by us.",
    items: [
      {
        name: "WhatsApp Business Platform",
        desc: "Meta's official API for business messaging, so your number stays verified and compliant.",
      },
      {
        name: "React",
        desc: "A fast, responsive dashboard that works on a laptop in the office or a phone on the road.",
      },
      {
        name: "Node.js",
        desc: "The back end that receives WhatsApp messages and turns them into orders in real time.",
      },
      { name: "PostgreSQL", desc: "A reliable database for your orders, customers and stock history." },
      {
        name: "Machine-learning forecasting",
        desc: "Models trained on your own order history to predict demand by product and week.",
      },
      {
        name: "Cloud hosting",
        desc: "Managed cloud servers with automated backups and encrypted connections.",
      },
    ],
  },
  closing: {
    heading: "See your own sales in the dashboard",
    text: "Book a demo and we will walk you through orders, analytics and forecasts using data from a business like yours.",
    primary: { label: "Book a Demo", to: "/contact?topic=sales-management" },
    secondary: { label: "See All Products", to: "/products" },
  },
} as const satisfies SalesManagementPage;

/* ------------------------------------------------------------------ */
/* Smart AI WhatsApp Chatbot (/products/smart-ai-whatsapp)             */
/* ------------------------------------------------------------------ */

export type ChatbotTabId = "website-learning" | "smart-scheduling" | "auto-responses" | "human-first";

/** A feature tab of the chatbot product page, with one kind of detail: steps, use cases, metrics or a workflow. */
export type FeatureTab = {
  id: ChatbotTabId;
  icon: string;
  title: string;
  subtitle: string;
  description: string;
  benefits: readonly string[];
  visual: Visual;
} & (
  | { kind: "howItWorks"; steps: readonly { step: number; title: string; desc: string }[] }
  | { kind: "useCases"; useCases: readonly string[] }
  | { kind: "metrics"; metrics: readonly Figure[] }
  | { kind: "workflow"; workflow: readonly { step: number; desc: string }[] }
);

export interface ChatMessage {
  from: "customer" | "bot";
  text: string;
}

export interface SmartAiWhatsappPage {
  hero: Hero & { chat: readonly ChatMessage[]; notes: readonly string[] };
  benefits: SectionIntro & { items: readonly (Card & { figure: Figure })[] };
  features: SectionIntro & { tabs: readonly FeatureTab[] };
  savings: SectionIntro & { rows: readonly { label: string; before: string; after: string }[] };
  faq: readonly FaqItem[];
  closing: ClosingCta;
}

export const smartAiWhatsapp = {
  hero: {
    eyebrow: "Smart AI WhatsApp Chatbot",
    visual: heroVisuals.smartAiWhatsapp,
    headline: "A WhatsApp chatbot that learns your business from your website",
    intro:
      "Enter your website address and the bot learns your products, prices and policies in about 2 minutes. It answers customers during the hours you choose and hands the chat to your team whenever a person is needed.",
    primary: { label: "Start Your Free Trial", to: "/contact?topic=smart-ai-whatsapp" },
    secondary: { label: "See How It Works", to: "#features" },
    chat: [
      { from: "customer", text: "Hi! Is the navy linen shirt available in medium?" },
      {
        from: "bot",
        text: "Hello! Yes, the navy linen shirt is in stock in medium. Shall I send you the link to order it?",
      },
      { from: "customer", text: "Yes please. Do you charge for shipping?" },
      {
        from: "bot",
        text: "Shipping is free on orders over US$50. Smaller orders pay standard shipping, shown at checkout. Here is your link to the shirt.",
      },
      { from: "customer", text: "Perfect, thank you!" },
    ],
    notes: ["No credit card required", "Cancel at any time"],
  },
  benefits: {
    heading: "Why businesses switch to a smart chatbot",
    intro: "Quicker answers for your customers and fewer hours on the phone for your team.",
    items: [
      {
        title: "Ready in minutes",
        description: "The bot reads your website and is ready to answer questions without any manual training.",
        figure: { value: "2 minutes", label: "To train on your website" },
      },
      {
        title: "Lower support costs",
        description:
          "Routine questions are answered automatically, so your team spends its time on sales and tricky cases.",
        figure: { value: "70%", label: "Cost reduction" },
      },
      {
        title: "Instant replies",
        description: "Customers get an answer while they are still deciding, not after they have bought elsewhere.",
        figure: { value: "90%", label: "Faster responses" },
      },
      {
        title: "Always available",
        description: "Questions sent late at night or on a holiday are answered straight away.",
        figure: { value: "24/7", label: "Availability" },
      },
    ],
  },
  features: {
    heading: "How the chatbot works",
    intro: "Four features that let the bot answer like your best salesperson and know when to step aside.",
    tabs: [
      {
        id: "website-learning",
        visual: chatbotFeatureVisuals["website-learning"],
        kind: "howItWorks",
        icon: "globe",
        title: "Website learning",
        subtitle: "Trained on your website in about 2 minutes",
        description:
          "The bot reads your product, policy and FAQ pages and answers from them, so it gives the same information your website does.",
        benefits: [
          "No scripts or question lists to write",
          "Answers stay accurate when you retrain after a website update",
          "Add notes for anything your website does not cover",
        ],
        steps: [
          {
            step: 1,
            title: "Enter your website address",
            desc: "Paste your home page link and the bot finds your product, policy and FAQ pages.",
          },
          {
            step: 2,
            title: "The bot reads your pages",
            desc: "It learns your products, prices, delivery options and return rules in about 2 minutes.",
          },
          {
            step: 3,
            title: "Check its answers",
            desc: "Ask test questions and correct any answer before a customer sees it.",
          },
          {
            step: 4,
            title: "Go live on WhatsApp",
            desc: "Connect your WhatsApp Business number and the bot starts replying to customers.",
          },
        ],
      },
      {
        id: "smart-scheduling",
        visual: chatbotFeatureVisuals["smart-scheduling"],
        kind: "workflow",
        icon: "calendar",
        title: "Smart scheduling",
        subtitle: "The bot works the hours you choose",
        description:
          "Let the bot cover nights and weekends only, or every hour of the day, and change the schedule whenever your business needs it.",
        benefits: [
          "Cover evenings, weekends and holidays without extra staff",
          "Keep your team on the chats during busy shop hours",
          "Customers always hear when a person will reply",
        ],
        workflow: [
          { step: 1, desc: "Choose the days and hours the bot should reply, such as evenings, weekends or all day." },
          { step: 2, desc: "Add holidays and festival hours in advance so the bot covers them automatically." },
          { step: 3, desc: "Inside those hours the bot answers at once; outside them, your team replies as usual." },
          { step: 4, desc: "Change the schedule from your dashboard at any time; it applies to the next message." },
        ],
      },
      {
        id: "auto-responses",
        visual: chatbotFeatureVisuals["auto-responses"],
        kind: "metrics",
        icon: "zap",
        title: "Auto responses",
        subtitle: "Instant answers to the questions you get every day",
        description:
          "Order status, delivery times, sizes, returns and opening hours are answered in seconds, with product links where they help.",
        benefits: [
          "The same correct answer every time, whoever asks",
          "Product links sent in the chat to move customers towards checkout",
          "Replies in the language the customer writes in",
        ],
        metrics: [
          { value: "90%", label: "Faster responses" },
          { value: "70%", label: "Lower support costs" },
          { value: "24/7", label: "Availability" },
        ],
      },
      {
        id: "human-first",
        visual: chatbotFeatureVisuals["human-first"],
        kind: "useCases",
        icon: "users",
        title: "Human-first handover",
        subtitle: "Your team steps in whenever a person is needed",
        description:
          "The bot hands the conversation to an agent, with the full chat history, as soon as a customer needs a person.",
        benefits: [
          "Agents see the whole conversation, so customers never repeat themselves",
          "The bot stays silent while an agent is in the chat",
          "You decide which topics always go to a person",
        ],
        useCases: [
          "A customer asks to speak to a person",
          "A refund request or complaint comes in",
          "The bot is not sure of the right answer",
          "A bulk order or wholesale enquiry needs your sales team",
        ],
      },
    ],
  },
  savings: {
    heading: "Before and after the chatbot",
    intro:
      "An example for an online store answering its WhatsApp messages by hand, and the same store a month after switching.",
    rows: [
      { label: "Time spent on customer messages", before: "8 hours/day", after: "2 hours/day" },
      { label: "Response time", before: "15 minutes", after: "under 1 minute" },
      { label: "Support cost", before: "US$5,000/month", after: "US$1,500/month" },
      { label: "Customer satisfaction", before: "72%", after: "95%" },
    ],
  },
  faq: [
    {
      question: "How does the chatbot learn about my business?",
      answer:
        "You enter your website address and the bot reads your product, policy and FAQ pages in about 2 minutes. You can retrain it after updating your website and add notes for anything the website does not cover.",
    },
    {
      question: "Which languages can it reply in?",
      answer:
        "It replies in the language the customer writes in, including English, Hindi and Tamil. You can test its answers in each language before going live.",
    },
    {
      question: "What happens when a customer needs a real person?",
      answer:
        "The bot hands the chat to your team when a customer asks for a person, when it is unsure of an answer or when the topic is one you have marked for people, such as refunds. Your agent sees the whole conversation and the bot stays quiet until the agent hands it back.",
    },
    {
      question: "Can I choose when the bot replies?",
      answer:
        "Yes. Set the days and hours the bot should answer, such as nights and weekends only or all day, and add holidays in advance. You can change the schedule from your dashboard at any time.",
    },
    {
      question: "How much does it cost to start?",
      answer:
        "The free trial needs no credit card and your first 100 conversations are free. Setup takes about 5 minutes and you can cancel at any time.",
    },
    {
      question: "Is my customers' data kept private?",
      answer:
        "Conversations are used only to answer your own customers and are never shared with other businesses or used to train their bots. The bot runs on the official WhatsApp Business Platform, and you can ask us to export or delete your data at any time.",
    },
  ],
  closing: {
    heading: "Put your website to work on WhatsApp",
    text: "Start your free trial today: setup takes about 5 minutes and your first 100 conversations are free.",
    primary: { label: "Start Your Free Trial", to: "/contact?topic=smart-ai-whatsapp" },
    secondary: { label: "See All Products", to: "/products" },
  },
} as const satisfies SmartAiWhatsappPage;

/* ------------------------------------------------------------------ */
/* Products overview (/products)                                       */
/* ------------------------------------------------------------------ */

export interface ProductSummary {
  name: string;
  path: "/products/sales-management" | "/products/smart-ai-whatsapp";
  tagline: string;
  description: string;
  points: readonly string[];
}

export interface ProductsOverviewPage {
  hero: Hero;
  products: readonly ProductSummary[];
  closing: ClosingCta;
}

export const productsOverview = {
  hero: {
    eyebrow: "Our Products",
    visual: heroVisuals.products,
    headline: "Two products for businesses that sell on WhatsApp",
    intro:
      "Alongside the software we build to order, we run two products of our own: a sales management suite for WhatsApp and a smart AI chatbot that learns from your website.",
    primary: { label: "Book a Demo", to: "/contact?topic=demo" },
    secondary: { label: "See Case Studies", to: "/case-studies" },
  },
  products: [
    {
      name: "WhatsApp Sales Management",
      path: "/products/sales-management",
      tagline: "Orders, customers and forecasts in one dashboard",
      description:
        "Turn WhatsApp chats into tracked orders and give your sales team one inbox, with AI lead scoring and demand forecasts.",
      points: [
        "Live dashboard with sales goals",
        "Orders and payment status from every chat",
        "Catalogue synced with WhatsApp Business",
        "AI lead scoring and sales forecasting",
      ],
    },
    {
      name: "Smart AI WhatsApp Chatbot",
      path: "/products/smart-ai-whatsapp",
      tagline: "Learns from your website in minutes",
      description:
        "A chatbot that reads your website, answers customers on WhatsApp during the hours you choose and hands over to your team when needed.",
      points: [
        "Trained on your website in about 2 minutes",
        "Replies on a schedule you control",
        "Hands over to a person with the full chat",
        "First 100 conversations free, no credit card required",
      ],
    },
  ],
  closing: {
    heading: "Not sure which product fits?",
    text: "Tell us how you sell today and we will show you the product, or the combination, that saves your team the most time.",
    primary: { label: "Book a Demo", to: "/contact?topic=demo" },
    secondary: { label: "Contact Us", to: "/contact" },
  },
} as const satisfies ProductsOverviewPage;
