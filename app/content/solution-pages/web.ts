import { monthlyPrice } from "../pricing";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/web",
  nav: { menu: "AI Solutions", group: "Channel bots", label: "Web AI Chatbot" },
  head: {
    title: "Web AI Chatbot",
    heading: "Web AI Chatbot",
    description:
      "A website chatbot trained on your own pages and products that answers visitors, suggests products and collects enquiries.",
  },
  kind: "channel",
  hero: {
    eyebrow: "Website AI chatbot",
    headline: "A chat box on your website that answers from your own pages and products",
    intro:
      "Visitors who cannot find the delivery charge or the right size usually leave without asking. A website chatbot trained on your pages, product data and policies answers them at once, suggests products and takes down enquiries for your team. The assistant on this site is one example: ask it about our plans.",
    primary: { label: "Talk to us", to: "/contact?topic=bots", context: "about a website chatbot" },
    secondary: { label: "See pricing", to: "/pricing" },
    figures: [
      { value: monthlyPrice("Premium"), label: "a month for Premium, the plan that includes the website chatbot" },
      { value: "3 channels", label: "in Premium: WhatsApp, Instagram and your website" },
      { value: "1-2 weeks", label: "usual time to launch a chatbot" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "web",
    title: "Your online store",
    lines: [
      { from: "customer", text: "Which AC suits a 150 sq ft bedroom in Chennai?" },
      { from: "bot", text: "A 1.5 ton inverter AC. Here are 3 in stock, from ₹34,990." },
      { from: "customer", text: "Installation free ah? Velachery" },
      { from: "bot", text: "Yes, standard installation is free in Velachery. Extra pipe is charged." },
      { from: "customer", text: "I need 6 for my office. Bulk price?" },
      { from: "bot", text: "Our sales team will send a quote. May I have your name and phone?" },
    ],
    alt: "A website chat in which the bot suggests air conditioners for a bedroom, answers an installation question and takes contact details for a bulk quote.",
  },
  howItWorks: {
    heading: "How the website chatbot is trained",
    intro: "It reads what you have already written, and keeps to it.",
    steps: [
      {
        label: "We read your site and product data",
        description:
          "Pages, product descriptions, size charts, delivery and return policies, and your FAQ. For online stores, products, prices and stock come from Shopify, WooCommerce, Magento or BigCommerce, so answers stay current.",
      },
      {
        label: "You check the answers",
        description:
          "Before launch we test the bot with questions your customers really ask, and you correct anything it gets wrong or should not say.",
      },
      {
        label: "It goes live on your site",
        description:
          "A small chat button appears on every page, or only on the pages you pick, and works on phones as well as computers.",
      },
      {
        label: "Enquiries reach your team",
        description:
          "When a visitor wants a quote, a call or a person, the bot collects their details and sends them, with the chat, to your CRM, your helpdesk or your staff's WhatsApp.",
      },
    ],
  },
  useCases: {
    heading: "What visitors ask a website chatbot",
    intro: "Questions people would otherwise email, call about, or give up on.",
    items: [
      {
        trade: "Ecommerce",
        title: "A product finder for a large catalogue",
        description:
          "A store with hundreds of products gets vague requests: “a gift for my mother's 60th”, “cotton saree under ₹2,000”. The bot asks one or two questions and suggests items from your catalogue with links.",
      },
      {
        trade: "Ecommerce",
        title: "Policy questions at checkout",
        description:
          "COD limits, delivery time to a pincode, the return window, a GST invoice for a business buyer. Answering on the spot saves the buyer an email and a wait.",
      },
      {
        trade: "Retail",
        title: "Showroom visits from the website",
        description:
          "An electronics or furniture showroom's site brings people who want to see the product first. The bot tells them which branch has it on display and when that branch is open.",
      },
      {
        trade: "Retail",
        title: "Making charges and old-gold exchange at a jeweller",
        description:
          "Visitors to a jeweller's site ask about making charges, exchange of old gold and custom designs. The bot explains your published policy and books a visit for anything a person needs to see.",
      },
      {
        trade: "Wholesale",
        title: "Trade enquiries that arrive complete",
        description:
          "Distributors and manufacturers get visitors asking for trade prices. The bot asks for product, quantity, city and GST number, and sends sales a complete enquiry instead of a one-line “call me”.",
      },
      {
        trade: "Wholesale",
        title: "Routine questions from existing retailers",
        description:
          "Retailers look up minimum order, published credit terms and dispatch days. The bot answers from your dealer pages, so office staff are not asked the same things every day.",
      },
    ],
  },
  features: {
    heading: "What the website chatbot does",
    items: [
      {
        title: "Trained on your content only",
        description:
          "Answers come from your pages, product data and documents. If your site does not cover a question, the bot says so and offers to pass it to your team instead of making something up.",
      },
      {
        title: "Current prices and stock",
        description:
          "Connected to your store, it reads today's prices and stock, so it does not offer a product that sold out this morning.",
      },
      {
        title: "Product suggestions",
        description:
          "Recommends items from your catalogue based on what the visitor asks for. Intelligent FAQ and recommendations are part of the Premium plan.",
      },
      {
        title: "Enquiry capture",
        description:
          "Collects name, phone number and what the visitor needs, and sends it to your CRM or helpdesk as a ready lead.",
      },
      {
        title: "Light on budget phones",
        description:
          "We keep the chat button small and load the chat only when a visitor opens it, so your pages stay quick on a cheap Android phone.",
      },
      {
        title: "Kept up to date",
        description:
          "When you add pages or products, we refresh what the bot knows on a schedule we agree, so there is no separate script for you to maintain.",
      },
    ],
  },
  humanOnly: {
    heading: "What the chatbot hands to a person",
    intro: "It collects the details and stops there.",
    items: [
      "Quoting trade or bulk prices that are not published",
      "Approving returns, refunds or cancellations",
      "Safety or health advice about a product beyond what your product pages say",
      "Promising delivery dates your team has not confirmed",
      "Taking card numbers, OTPs or bank passwords in the chat",
    ],
  },
  integrations: {
    heading: "Connects to your store, CRM and helpdesk",
    intro:
      "Product data comes from your store platform; enquiries and tickets go to the tools your team already checks.",
    names: [
      "Shopify",
      "WooCommerce",
      "Magento (Adobe Commerce)",
      "BigCommerce",
      "Zoho CRM",
      "HubSpot",
      "Freshdesk",
      "Zoho Desk",
    ],
  },
  plans: {
    heading: "Which plan includes the website chatbot",
    intro: `The website chatbot comes with Premium at ${monthlyPrice("Premium")} a month, alongside WhatsApp and Instagram, an unlimited catalogue, intelligent FAQ and recommendations, and a dedicated account manager. Hosting and usage costs are extra and depend on how many visitors chat.`,
    fit: { kind: "channel", channel: "website" },
  },
  related: {
    articles: ["ai-app-development-trends-2025", "vertical-ai-wins"],
  },
  faq: [
    {
      question: "Is the assistant on this website built this way?",
      answer:
        "Yes. It answers from our own pages and pricing, and it is a fair way to judge how a website chatbot feels to a visitor. Yours would be trained on your pages and products instead of ours.",
    },
    {
      question: "What if a visitor asks something that is not on my website?",
      answer:
        "The bot is set up to say it does not know and to offer to take the visitor's details for your team. It does not invent prices, stock or policies. If the same question keeps coming up, we add the answer to what it reads.",
    },
    {
      question: "Does my website need to be on Shopify or WordPress?",
      answer:
        "No. Any website that lets you add a small piece of code can show the chatbot. For live prices and stock we connect to your store platform; a plain information site works from its pages and any documents you give us.",
    },
    {
      question: "Can a visitor continue the chat on WhatsApp?",
      answer:
        "Yes. The bot can offer a link that opens a WhatsApp chat with your business, and the enquiry details go to your team. On Premium, the same plan also covers your WhatsApp and Instagram bots.",
    },
    {
      question: "What about my visitors' privacy?",
      answer:
        "The bot asks only for the details needed to reply, and chats are handled under India's Digital Personal Data Protection Act 2023. Your data is not used to train models for other clients. Our security page explains how data is protected.",
    },
  ],
  closing: {
    heading: "Put an answer on every page of your site",
    text: "Send us your website address and the questions your staff answer most often by phone or email. In a free 30-minute call we will show you how the chatbot would reply to them.",
    primary: { label: "Talk to us", to: "/contact?topic=bots", context: "about a website chatbot" },
    secondary: { label: "AI for online stores", to: "/industries/ecommerce" },
    extra: { label: "Read about our security", to: "/security" },
  },
};
