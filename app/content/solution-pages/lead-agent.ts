import { caseStudyLinkLabel } from "../messages";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/lead-agent",
  nav: { menu: "AI Solutions", group: "AI agents by task", label: "Lead Generation Agent" },
  head: {
    title: "AI Lead Generation Agent",
    heading: "AI Lead Generation Agent",
    description:
      "An AI agent that captures leads from WhatsApp, Instagram, ads and your website, asks your questions and hands the best ones to sales.",
  },
  kind: "agent",
  hero: {
    eyebrow: "Lead AI agent",
    headline: "Every enquiry answered, qualified and sent to sales with a summary",
    intro:
      "Enquiries arrive on WhatsApp, Instagram, your website and from click-to-WhatsApp ads, and in a busy week many are not answered in time. The lead agent replies to each one, asks the questions you choose, such as quantity, city, budget or GST number, and scores the answers. Serious buyers go to your salesperson with a short summary; the rest wait in your CRM for later.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a lead agent" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/instagram-ai-bot-ecommerce",
      context: "DM conversion for a fashion label",
    },
    figures: [
      { value: "+27%", label: "DM conversion for a fashion label's Instagram assistant (case study)" },
      { value: "30 minutes", label: "free consultation to plan your lead questions" },
      { value: "24 hours", label: "for our reply to your enquiry on working days" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Enquiry arrives", detail: "WhatsApp, Instagram DM, website form or ad" },
      { label: "Qualifying questions", detail: "Quantity, city, budget, GST number: you pick" },
      { label: "Score and sort", detail: "Hot, warm or later, by rules you set" },
      { label: "Summary to a salesperson", detail: "Needs and answers, with the full chat" },
      { label: "Saved in your CRM", detail: "Source, score and next step recorded" },
    ],
    alt: "A five-step flow: an enquiry arrives, the agent asks qualifying questions, scores the lead, sends a summary to a salesperson and saves it in the CRM.",
  },
  howItWorks: {
    heading: "From first message to a sales call",
    intro: "You decide what a good lead looks like; the agent checks every enquiry against it.",
    steps: [
      {
        label: "Pick your questions",
        description:
          "We agree with you what makes a buyer worth a call: a minimum quantity, a city you deliver to, a budget range, a GST number for trade pricing.",
      },
      {
        label: "Connect the places leads come from",
        description:
          "Your WhatsApp number, Instagram account, website forms and click-to-WhatsApp ads all feed one agent, so no enquiry sits unread on someone's personal phone.",
      },
      {
        label: "The agent qualifies in the chat",
        description:
          "It replies as soon as the enquiry comes in, asks one question at a time and accepts answers in English, Tamil or Tanglish.",
      },
      {
        label: "Handover and CRM sync",
        description:
          "Leads that meet your rules go to the right salesperson on WhatsApp with a summary. Every lead, with its source and score, is written to your CRM.",
      },
    ],
  },
  useCases: {
    heading: "Leads it sorts for you",
    intro: "Different trades ask different questions. Here are some examples.",
    items: [
      {
        trade: "Wholesale",
        title: "Trade enquiries from new retailers",
        description:
          "A shop owner from Salem asks for your price list. The agent asks what they stock, their monthly quantity and their GST number, shares the trade price list PDF and passes qualified shops to the area salesperson.",
      },
      {
        trade: "Wholesale",
        title: "Bulk orders for functions and gifting",
        description:
          "Enquiries for return gifts or Pongal hampers are asked for quantity, date and budget, so your team quotes only for orders you can deliver in time.",
      },
      {
        trade: "Retail",
        title: "Big-ticket furniture and appliance enquiries",
        description:
          "Someone asks about a sofa set seen in an ad. The agent asks size, budget and area, and flags the serious buyers for a callback or a showroom visit.",
      },
      {
        trade: "Retail",
        title: "Jewellery enquiries from Instagram",
        description:
          "Buyers asking about a bridal set are asked the occasion, weight range and city, so the salesperson calls with suitable designs ready to show.",
      },
      {
        trade: "Ecommerce",
        title: "Replies to click-to-WhatsApp ads",
        description:
          "When an ad fills your inbox with “price?” messages, the agent answers each one, finds out who is buying for themselves and who wants to resell, and routes resellers to your B2B team.",
      },
      {
        trade: "Ecommerce",
        title: "Website forms filled late at night",
        description:
          "A form sent at 11 pm gets a WhatsApp reply while the buyer is still interested, instead of a call the next afternoon.",
      },
    ],
  },
  features: {
    heading: "What the lead agent gives your sales team",
    items: [
      {
        title: "One list from every channel",
        description:
          "Leads from WhatsApp, Instagram, forms and ads arrive in one place with their source, so you can see which ad or post brought real buyers.",
      },
      {
        title: "Your questions, in your order",
        description:
          "Change the questions whenever you like: ask B2B buyers for a GST number, skip the budget question for repeat customers.",
      },
      {
        title: "Scores you can read",
        description:
          "Each score comes with its reasons: quantity above your minimum, a city you serve, a budget given. No hidden formula.",
      },
      {
        title: "A summary at the top of every handover",
        description: "Who they are, what they want, how much, where and by when, in a few lines before the full chat.",
      },
      {
        title: "Routing by area, product or turn",
        description:
          "Leads can go to salespeople in turn, or by city, product line or the language the buyer wrote in.",
      },
      {
        title: "CRM sync without retyping",
        description:
          "Contact details, answers and score are written to your CRM, so nobody copies them from a phone screen at the end of the day.",
      },
    ],
  },
  humanOnly: {
    heading: "What your salespeople keep",
    intro: "The agent prepares the lead; the decisions that follow are your team's.",
    items: [
      "Quoting a price for a bulk or custom order",
      "Offering credit or pay-after-delivery terms to a new buyer",
      "Deciding whether a buyer gets dealer or distributor pricing",
      "Marking a lead as lost or not genuine",
      "The call itself: the agent books it, your salesperson makes it",
    ],
  },
  integrations: {
    heading: "Syncs with your CRM",
    intro:
      "Leads go into the CRM your sales team already opens each morning. Smaller teams can start with a shared spreadsheet such as Google Sheets.",
    names: ["Zoho CRM", "HubSpot", "LeadSquared", "Freshsales", "Pipedrive", "Salesforce"],
  },
  plans: {
    heading: "How the lead agent is priced",
    intro: "The lead agent is not one of the features in our monthly plans.",
    fit: {
      kind: "quote",
      note: "Built as a separate project, on top of any plan or on its own. The price depends on how many channels feed it, your qualifying rules and the CRM it syncs with; we quote after a free 30-minute consultation.",
    },
  },
  related: {
    caseStudy: "instagram-ai-bot-ecommerce",
    articles: ["vertical-ai-wins", "ai-app-development-trends-2025"],
  },
  faq: [
    {
      question: "How is this different from the lead scoring in WhatsApp Sales Management?",
      answer:
        "WhatsApp Sales Management scores the leads already in its dashboard. The lead agent does the talking before that: it replies to new enquiries, asks your questions and decides who reaches a salesperson. The two can work together.",
    },
    {
      question: "Can it check a GST number?",
      answer:
        "It can check that the number has the right format and that its state code matches the city the buyer gave. Confirming that the business is genuine stays with your team.",
    },
    {
      question: "Will buyers find the questions annoying?",
      answer:
        "We keep to the few questions that change what your salesperson does next, often three or four. Buyers can skip a question or ask for a person at any point.",
    },
    {
      question: "Does it work with Facebook and Instagram ads?",
      answer:
        "Yes. A click-to-WhatsApp ad opens a chat with your number, and the agent picks it up from the first message. It records which ad the lead came from, so you can compare ads by the buyers they bring, not only by clicks.",
    },
    {
      question: "What does it cost to run each month?",
      answer:
        "Besides the project price, WhatsApp message charges and hosting are extra and depend on volume. Our WhatsApp comparison article estimates about ₹12,500 a month for 10,000 messages with an AI bot; your own figure will differ.",
    },
    {
      question: "Who owns the lead data?",
      answer:
        "You do. Leads are kept in your CRM, handled under India's Digital Personal Data Protection Act 2023, and not used to train models for anyone else.",
    },
  ],
  closing: {
    heading: "Stop losing enquiries in busy hours",
    text: "Show us where your leads come from and what your best buyers have in common. We will turn that into questions and scoring rules for the agent.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a lead agent" },
    secondary: {
      label: "WhatsApp Sales Management",
      to: "/products/sales-management",
      context: "dashboard with AI lead scoring",
    },
    extra: {
      label: "AI for wholesale",
      to: "/industries/wholesale-retail",
      context: "bots and agents for distributors",
    },
  },
};
