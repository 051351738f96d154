/** Copy of /resources: a hub of articles, case studies, guides and answer pages. */
import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { InfoPage } from "./types";

export const page: InfoPage = {
  path: "/resources",
  nav: { menu: "Resources", label: "Resource library" },
  head: {
    title: "Resources for Retail & Ecommerce Owners",
    heading: "Resources",
    description:
      "Articles, case studies, guides, answers and integrations for owners automating a retail, wholesale or ecommerce business, in one place.",
  },
  schemaType: "CollectionPage",
  hero: {
    eyebrow: "Resources",
    headline: "Read up, compare the options and decide before you spend anything",
    intro:
      "Articles that explain the choices, case studies with real results, long guides you can print, and plain answers on price, data and how we work. Everything here is free to read, with no sign-up.",
    primary: { label: "Ask us a question", to: "/contact?topic=other" },
    secondary: { label: "Read the blog", to: "/blog" },
    figures: [
      { value: "6", label: "case studies with their results and timelines" },
      { value: "3", label: "free guides to read on the page or print" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Learn the options", detail: "Articles on bots, AI and what they cost" },
      { label: "See it working", detail: "Six case studies with real figures" },
      { label: "Plan your first step", detail: "Printable guides and a scoring worksheet" },
      { label: "Check the details", detail: "Pricing, data security, process and answers" },
    ],
    alt: "How to use this page: learn the options, see case studies, plan with a guide, then check pricing and details.",
  },
  blocks: [
    {
      kind: "cards",
      intro: {
        heading: "Articles",
        intro: "Each one takes a single decision an owner faces and works through it with examples from Indian shops.",
      },
      cards: [
        {
          title: "WhatsApp Business API Bot vs AI Bot: Which One Does Your Business Need?",
          description: "Menu bots against bots that read free text, with a sample monthly bill for 10,000 messages.",
          link: {
            label: "Read the article",
            to: "/blog/whatsapp-business-solutions-comparison",
            context: "API bot vs AI bot",
          },
        },
        {
          title: "How AI Is Changing WhatsApp Customer Responses in 2025",
          description: "How an AI reply is put together, how it copes with Tanglish, and a six-step plan to adopt one.",
          link: {
            label: "Read the article",
            to: "/blog/ai-whatsapp-responses-2025",
            context: "AI replies on WhatsApp",
          },
        },
        {
          title: "RPA vs Generative AI: A Business Guide to Choosing the Right Automation",
          description: "Rules robots or AI for a given task, what each costs, and a worked payback sum for invoices.",
          link: { label: "Read the article", to: "/blog/rpa-vs-genai-business-guide", context: "RPA vs generative AI" },
        },
        {
          title: "Why Vertical AI Wins: Industry-Specific AI Beats Generic Tools",
          description: "Why an assistant that knows your trade does better than a general chat tool, in seven steps.",
          link: { label: "Read the article", to: "/blog/vertical-ai-wins", context: "why vertical AI wins" },
        },
        {
          title: "The AI Toolkit for Solopreneurs: Run a One-Person Business Like a Team",
          description: "The AI tools that save a solo founder real hours, and where to keep your own hand on the work.",
          link: {
            label: "Read the article",
            to: "/blog/ai-solopreneur-productivity-guide",
            context: "AI tools for a one-person business",
          },
        },
        {
          title: "AI and App Development Trends for 2025",
          description:
            "Agents inside apps, selling through chat and voice in local languages: what to act on this year.",
          link: { label: "Read the article", to: "/blog/ai-app-development-trends-2025", context: "trends for 2025" },
        },
      ],
    },
    {
      kind: "cards",
      intro: {
        heading: "Case studies",
        intro: "What we built, how long it took and what changed afterwards, in the client's own numbers.",
      },
      cards: [
        {
          title: "WhatsApp ordering for an FMCG distributor",
          description:
            "A wholesale FMCG distributor took orders from about 1,400 kirana retailers on WhatsApp, with a dashboard that scores retailers and forecasts demand.",
          features: ["68% of orders via WhatsApp", "Order processing time down 80%", "10 weeks, 2024"],
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/whatsapp-bot-ai-dashboard",
            context: "WhatsApp ordering for an FMCG distributor",
          },
        },
        {
          title: "Instagram DM assistant for a fashion label",
          description:
            "A direct-to-consumer fashion label got an assistant for sizing, stock and delivery questions that shares product links and revives stalled chats.",
          features: ["78% of DMs answered by AI", "DM conversion rate up 27%", "6 weeks, 2025"],
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/instagram-ai-bot-ecommerce",
            context: "Instagram DM assistant for a fashion label",
          },
        },
        {
          title: "Patient app for a six-clinic network",
          description:
            "A clinic network in Chennai gave patients one app to describe symptoms, book the right specialist and keep their records.",
          features: ["Front-desk calls down 45%", "No-shows down 32%", "16 weeks, 2024"],
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/ai-powered-healthcare-platform",
            context: "patient app for a six-clinic network",
          },
        },
        {
          title: "EthnicHealthcare web application",
          description:
            "A herbal healthcare brand joined online consultations, prescriptions and product orders in one web app.",
          features: ["Online consultations tripled", "Repeat orders up 38%", "18 weeks, 2023"],
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/ethnichealthcare-web-application",
            context: "EthnicHealthcare web application",
          },
        },
        {
          title: "Hey Valet parking app",
          description:
            "Guests at a venue request their car from the table, and attendants work through a queue with timers.",
          features: ["Car retrieval time down 40%", "1,200+ requests a day", "14 weeks, 2023"],
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/hey-valet-smart-parking-app",
            context: "Hey Valet parking app",
          },
        },
        {
          title: "JustPadel court booking app",
          description:
            "Players book courts, find partners at their level, split the payment and get reminders before they play.",
          features: ["85% of bookings made in the app", "No-shows down 60%", "12 weeks, 2024"],
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/justpadel-mobile-app",
            context: "JustPadel court booking app",
          },
        },
      ],
    },
    {
      kind: "cards",
      intro: {
        heading: "Guides",
        intro:
          "Longer pieces to read with a cup of tea, or print for your manager. Free, and we do not ask for your email.",
      },
      cards: [
        {
          title: "The WhatsApp ordering playbook",
          description:
            "Moving your orders onto WhatsApp step by step: the catalogue, confirmations, COD and UPI, opt-in rules, running costs and the first month.",
          link: {
            label: "Read the guide",
            to: "/whitepapers#whatsapp-ordering-playbook",
            context: "the WhatsApp ordering playbook",
          },
        },
        {
          title: "The automation readiness checklist",
          description:
            "Score the jobs in your business by how often they happen, how long they take and what a mistake costs, then pick the first one.",
          link: {
            label: "Read the guide",
            to: "/whitepapers#automation-readiness-checklist",
            context: "the automation readiness checklist",
          },
        },
        {
          title: "Customer data on WhatsApp",
          description:
            "Consent, purpose, how long to keep chats and who may read them, under India's DPDP Act 2023, in plain words.",
          link: {
            label: "Read the guide",
            to: "/whitepapers#customer-data-on-whatsapp",
            context: "customer data on WhatsApp",
          },
        },
      ],
    },
    {
      kind: "cards",
      intro: {
        heading: "Tools and answers",
        intro: "The practical pages to check before you call us, or to send to your partner or accountant.",
      },
      cards: [
        {
          title: "Frequently asked questions",
          description: "Short answers on languages, handover to staff, WhatsApp rules, timelines and payment.",
          link: { label: "Read the answers", to: "/faq" },
        },
        {
          title: "Integrations",
          description:
            "The accounting, CRM, helpdesk and store software our bots and automations connect to, TallyPrime included.",
          link: { label: "See the list", to: "/integrations", context: "of integrations" },
        },
        {
          title: "Pricing",
          description: `Three monthly plans from ${monthlyPrice("Starter")}, what each one includes, and which costs such as message charges come on top.`,
          link: { label: "See pricing", to: "/pricing" },
        },
        {
          title: "Security and your data",
          description: "What the bot stores, where it is kept, who can read it and what happens when a contract ends.",
          link: { label: "Read about security", to: "/security" },
        },
        {
          title: "Our process",
          description:
            "The five steps from the first call to launch, with what you receive at each one and how long it takes.",
          link: { label: "See the process", to: "/process" },
        },
        {
          title: "How we work",
          description: "Weekly demos, what we need from your side and the support you get after the launch.",
          link: { label: "Read how we work", to: "/how-we-work" },
        },
      ],
    },
  ],
  closing: {
    heading: "Did not find your answer here?",
    text: "Send us your question about your own shop or business. We reply within 24 hours on working days, and the first 30-minute call is free.",
    primary: { label: "Talk to us", to: "/contact?topic=other", context: "with a question" },
    secondary: { label: "Browse solutions", to: "/solutions" },
    extra: { label: "All case studies", to: "/case-studies" },
  },
};
