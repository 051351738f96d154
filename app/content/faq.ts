/** The FAQ page's questions, by category. */
import { monthlyPrice } from "./pricing";
import type { ClosingCta, FaqItem, Hero } from "./types";

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const faqPage: { hero: Hero; categories: readonly FaqCategory[]; closing: ClosingCta } = {
  hero: {
    eyebrow: "FAQ",
    headline: "Frequently Asked Questions",
    intro:
      "Straight answers about what we build, what it costs, how long it takes and how to get started. If your question is not here, ask us and we will reply within 24 hours.",
    primary: { label: "Ask Us Directly", to: "/contact" },
  },
  categories: [
    {
      id: "general",
      title: "General Questions",
      items: [
        {
          question: "What does Cleverobotics do?",
          answer:
            "We build AI agents, WhatsApp, Instagram and website bots, web and mobile apps, custom software and software robots (RPA) for retail, wholesale and ecommerce businesses. We also coach teams in agile ways of working, and we offer two ready-made products: WhatsApp Sales Management and the Smart AI WhatsApp Chatbot.",
        },
        {
          question: "Who do you usually work with?",
          answer:
            "Mostly owners and managers of shops, wholesale and distribution businesses and ecommerce brands. Many of them take orders over WhatsApp, Instagram or the phone and want to stop retyping those orders, chasing payments by hand and answering the same questions all day.",
        },
        {
          question: "Where are you based, and do you work with clients outside India?",
          answer:
            "Our team is in Chennai, and we have worked with 25+ clients across 5+ countries. Clients outside India work with us over video calls, shared project boards and email. Our office hours are Monday to Friday, 9:00 AM to 6:00 PM IST.",
        },
        {
          question: "How much experience do you have?",
          answer:
            "We have 10+ years of building software and have delivered 50+ projects, from single WhatsApp bots to full custom platforms. Our case studies page shows some of that work in detail.",
        },
        {
          question: "Do I need technical knowledge to work with you?",
          answer:
            "No. We talk in terms of orders, customers and hours saved, not technology. We handle the design, build, integrations and launch, and we train your team to use what we deliver.",
        },
      ],
    },
    {
      id: "ai-automation-services",
      title: "AI Automation & Services",
      items: [
        {
          question: "What kind of work can AI automation take off my team?",
          answer:
            "The repetitive, rule-following work: entering orders that arrive in chats, answering product, price and delivery questions, sending payment reminders, matching invoices, copying data between systems and preparing daily reports. Your team keeps the work that needs judgement and a personal touch.",
        },
        {
          question: "What is the difference between a chatbot, an AI agent and RPA?",
          answer:
            "A chatbot talks to your customers: it answers questions and takes orders in chat. An AI agent works towards a goal, such as qualifying a lead, booking an appointment or following up after a quote, and passes the conversation to your team when a person is needed. RPA uses software robots to repeat steps in your existing systems, such as copying data or reconciling payments, without anyone chatting at all.",
        },
        {
          question: "Which channels can your bots work on?",
          answer:
            "WhatsApp, Instagram and your website. The Starter plan covers WhatsApp, Pro adds Instagram, and Premium covers all three, with the same catalogue and answers on each channel.",
        },
        {
          question: "Can you build a web or mobile app instead of a bot?",
          answer:
            "Yes. We build web applications, iOS and Android apps and custom software, such as ordering apps, dealer portals and admin dashboards. These are scoped and quoted separately from the bot plans, after a free consultation.",
        },
        {
          question: "Which languages can the bots reply in?",
          answer:
            "Our bot plans include responses in English and Tamil. If your customers write in another language, tell us during the consultation and we will tell you plainly what is possible.",
        },
      ],
    },
    {
      id: "pricing-plans",
      title: "Pricing & Plans",
      items: [
        {
          question: "How much do your AI bot plans cost?",
          answer: `Starter is ${monthlyPrice("Starter")} a month for a WhatsApp bot with a catalogue of up to 10 products. Pro is ${monthlyPrice("Pro")} a month for WhatsApp and Instagram with up to 25 products. Premium is ${monthlyPrice("Premium")} a month for WhatsApp, Instagram and your website with an unlimited catalogue. There is no setup fee on any plan.`,
        },
        {
          question: "Is anything charged on top of the plan price?",
          answer:
            "Infrastructure costs, such as messaging and hosting charges, are extra and vary with usage, so they depend on how many conversations your bots handle. We estimate them with you from your expected volumes before you start.",
        },
        {
          question: "Can I pay yearly instead of monthly?",
          answer:
            "Yes. Every plan can be billed yearly, at ten times the monthly price: you pay for ten months and use the plan for twelve.",
        },
        {
          question: "Can I change my plan later?",
          answer:
            "Yes. Upgrades take effect immediately, so you can use the new features straight away; downgrades take effect from your next billing cycle. In both cases the new price applies from the next billing cycle.",
        },
        {
          question: "How can I pay?",
          answer:
            "Customers in India can pay by major credit card, bank transfer or UPI. International customers can pay by wire transfer or card.",
        },
      ],
    },
    {
      id: "implementation-process",
      title: "Implementation & Process",
      items: [
        {
          question: "How long does a project take?",
          answer:
            "A chatbot typically takes 1-2 weeks, a web application 1-3 months and an enterprise project 3-6 months. You get a firm timeline in our written proposal before any work begins.",
        },
        {
          question: "What does your process look like?",
          answer:
            "We start with discovery, learning how you sell, serve and fulfil today. You then receive a written scope, timeline and cost. We build in short iterations and show you working software at the end of each one, then launch with your team and stay on hand afterwards.",
        },
        {
          question: "Will it work with the tools I already use?",
          answer:
            "Usually, yes. We connect bots and automations to CRMs, accounting software, ecommerce platforms, support desks and spreadsheets. Our integrations page lists the tools we work with; if yours is not there, ask us.",
        },
        {
          question: "What support do I get after launch?",
          answer:
            "Every project includes 30-day support after launch, during which we fix issues, tune replies and help your team settle in. After that, bot plans include ongoing support at the level of your plan, and we can agree continued support for custom projects.",
        },
        {
          question: "How much of my team's time will the project need?",
          answer:
            "Less than most owners expect. We need one person who can answer our questions, your product list, prices and common customer questions, and someone to review each demo. We do the rest.",
        },
      ],
    },
    {
      id: "features-capabilities",
      title: "Features & Capabilities",
      items: [
        {
          question: "Can the bot take orders and payments in the chat?",
          answer:
            "Yes. Every plan takes orders and confirms them in the chat. Pro and Premium also send order tracking and delivery status updates, and remind customers to pay by UPI or payment link.",
        },
        {
          question: "What happens when a customer needs a real person?",
          answer:
            "The bot hands the conversation to your team, with the full chat history, so the customer does not have to repeat themselves. You decide which questions and situations should always go to a person.",
        },
        {
          question: "Can I see how my bot and sales are doing?",
          answer:
            "Yes. Every plan includes a CRM: basic on Starter, advanced on Pro and a premium CRM with analytics on Premium. For a full sales view across WhatsApp chats, our WhatsApp Sales Management product adds a live dashboard and demand forecasts.",
        },
        {
          question: "Can the bot send campaigns, reminders and reorder prompts?",
          answer:
            "On the Premium plan, yes: targeted campaigns, smart reminders, automated reorders and subscriptions, and product recommendations based on what customers ask and buy.",
        },
        {
          question: "How do you look after my customers' data?",
          answer:
            "We collect only what the bot needs to serve your customers, restrict access to the people working on your account and use encrypted connections between systems. Our privacy policy explains how we handle personal data, and we are glad to answer specific questions from you or your advisers.",
        },
      ],
    },
    {
      id: "getting-started",
      title: "Getting Started",
      items: [
        {
          question: "How do I get started?",
          answer:
            "Send us a message through the contact form. We reply within 24 hours to arrange a free 30-minute consultation, and afterwards you receive a written proposal with scope, timeline and cost.",
        },
        {
          question: "What happens in the free consultation?",
          answer:
            "In 30 minutes we ask how you take orders, serve customers and where your team's time goes, then suggest what to automate first and which plan or project would fit. There is no obligation to go ahead.",
        },
        {
          question: "What should I prepare before we talk?",
          answer:
            "Nothing formal. It helps to have your product list, the questions customers ask most often, a rough idea of how orders and payments flow today and the names of the tools you already use.",
        },
        {
          question: "What if I am not satisfied?",
          answer:
            "We offer a 30-day satisfaction guarantee, and every launch comes with 30-day support, so you have time to see the results and tell us what needs to change.",
        },
        {
          question: "When can I reach you?",
          answer:
            "Our office hours are Monday to Friday, 9:00 AM to 6:00 PM IST. You can send a message through the contact form at any time; we reply within 24 hours, Monday to Friday.",
        },
      ],
    },
  ],
  closing: {
    heading: "Still have a question?",
    text: "Tell us what you are working on and we will reply within 24 hours, or call us during office hours, Monday to Friday, 9:00 AM to 6:00 PM IST.",
    primary: { label: "Contact Us", to: "/contact" },
  },
};
