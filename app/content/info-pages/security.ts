/** Copy of /security: how client and customer data is handled. Must agree with legal.ts. */
import type { InfoPage } from "./types";

export const page: InfoPage = {
  path: "/security",
  nav: { menu: "Company", label: "Security" },
  head: {
    title: "Security & Data Protection",
    heading: "Security",
    description:
      "How Cleverobotics protects your data and your customers' data: DPDP Act 2023, encryption, access control, retention and breach notification.",
  },
  schemaType: "WebPage",
  hero: {
    eyebrow: "Security and privacy",
    headline: "What happens to your customers' messages",
    intro:
      "Your customers trust you with their names, numbers and addresses. Here is what our bots store, where, who sees it and what happens when our work ends. No system is 100% secure; this is how we keep the risk low.",
    primary: { label: "Ask a data question", to: "/contact?topic=other" },
    secondary: { label: "Read our privacy policy", to: "/legal/privacy" },
    figures: [
      { value: "72 hours", label: "at most to tell you about a personal data breach" },
      { value: "30 days", label: "of data-export help after a contract ends" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Customer sends a message", detail: "Encrypted in transit to your bot" },
      { label: "Bot answers", detail: "Only from your approved prices and answers" },
      { label: "A person takes over", detail: "Your staff get the full chat when needed" },
      { label: "Logs kept", detail: "Only as long as your contract needs them" },
      { label: "Deleted after the contract", detail: "Export help for 30 days, then deletion" },
    ],
    alt: "A customer message goes encrypted to the bot, which answers or hands over; logs are kept per contract, then deleted.",
  },
  blocks: [
    {
      kind: "topics",
      intro: { heading: "What the bot stores and who can see it" },
      items: [
        {
          title: "What the bot stores",
          text: "The conversation, the customer's name and WhatsApp number, and what an order needs: items, delivery address and whether it is paid. Card and bank details go on the payment provider's page, not in the chat.",
        },
        {
          title: "Where it is stored",
          text: "In a managed cloud database, with backups. Providers may store data in India or abroad; we name them before you start.",
        },
        {
          title: "Who can see it",
          text: "Your staff, where handed-over chats arrive. On our side, only the people on your project. Meta processes the messages as operator of WhatsApp.",
        },
      ],
    },
    {
      kind: "topics",
      intro: { heading: "The Digital Personal Data Protection Act 2023" },
      items: [
        {
          title: "You decide, we process",
          text: "Your business is the data fiduciary for your customers' personal data. We are your data processor: we handle it only on your instructions, to run the service you asked for.",
        },
        {
          title: "Consent and opt-in",
          text: "Customers must opt in before you send offers or festival campaigns, and Meta's template rules apply. We build opt-in and opt-out into the flows.",
        },
        {
          title: "Used only for its purpose",
          text: "Data collected for an order is used for that order and the purposes you told your customers about. We never sell it.",
        },
      ],
    },
    {
      kind: "topics",
      intro: { heading: "How we protect it" },
      items: [
        {
          title: "Encryption",
          text: "Data travels encrypted with TLS. The managed databases and backups we use are encrypted at rest.",
        },
        {
          title: "Access control",
          text: "Named accounts, no shared logins, access only to a person's own projects, two-factor authentication on admin tools where offered. Access ends with the project.",
        },
        {
          title: "A person takes over",
          text: "A bot can make mistakes, so refunds, credit and complaints go to your staff, with the full chat. You choose what always goes to a person.",
        },
        {
          title: "No training on your data",
          text: "Your data is never used to train models for other clients. We choose AI model providers whose business terms do not use API data for training.",
        },
        {
          title: "How long we keep conversations",
          text: "Only as long as your contract needs them. When it ends, we help you export your data for 30 days, then delete it from active systems within a further 60 days, as our terms say.",
        },
        {
          title: "If something goes wrong",
          text: "If a breach affects your data, we tell you within 72 hours of becoming aware of it: what happened, which data and what we have done.",
        },
      ],
    },
    {
      kind: "topics",
      intro: { heading: "The services we use, each for one job" },
      items: [
        {
          title: "WhatsApp Business Platform by Meta",
          text: "Carries messages between your customers and your bot, on your official business number.",
        },
        { title: "Cloud hosting", text: "Runs the bot and keeps the database and its backups." },
        { title: "Email delivery", text: "Sends alerts, such as a new order or a chat waiting for your staff." },
        {
          title: "AI model provider",
          text: "Reads the customer's message and the parts of your approved content needed for the reply.",
        },
      ],
    },
    {
      kind: "checklist",
      intro: {
        heading: "What you can ask us for",
        intro: "Ask your project lead, before you sign or at any time after.",
      },
      items: [
        "A data processing agreement",
        "The current list of sub-processors and where they store data",
        "An export of your data, such as customers, orders and conversations, in CSV or JSON",
        "Written confirmation that your data has been deleted after your contract ends",
      ],
    },
    {
      kind: "topics",
      intro: { heading: "Reporting a security issue" },
      items: [
        {
          title: "Found a weakness?",
          text: "Write to the email address on our contact page with the subject 'Security report': what you found and how to reproduce it. We acknowledge reports within 2 business days. Our /.well-known/security.txt lists the same contact.",
        },
      ],
    },
    {
      kind: "faq",
      intro: { heading: "Questions about your data" },
      items: [
        {
          question: "Are you ISO 27001 or SOC 2 certified?",
          answer:
            "No, we do not hold those certifications. We can show you the measures on this page, a data processing agreement and our sub-processor list, and answer your security questions honestly.",
        },
        {
          question: "Is my customers' data stored in India?",
          answer:
            "Not always: some providers process data abroad, which the law allows except for countries the government restricts. If you need data kept in India, tell us and we will say whether your project can do that.",
        },
        {
          question: "Will you use my customer list for anything else?",
          answer:
            "No. We use it only on your instructions, to run your bot, and never for marketing or to train models for others.",
        },
        {
          question: "What happens to my data if I stop working with you?",
          answer:
            "For 30 days we help you export it in a format such as CSV. Then we delete it from our active systems within a further 60 days and, if you ask, confirm the deletion in writing.",
        },
      ],
    },
  ],
  closing: {
    heading: "Questions from you or your accountant?",
    text: "Ask us anything about how your customers' data is handled. We reply within 24 hours on working days.",
    primary: { label: "Ask us", to: "/contact?topic=other", context: "about data and security" },
    secondary: { label: "Read our terms", to: "/legal/terms" },
    extra: { label: "How we work", to: "/how-we-work" },
  },
};
