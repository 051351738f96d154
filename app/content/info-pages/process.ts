/** Copy of /process: the five delivery steps of the About page, with deliverables and timelines. */
import { caseStudyLinkLabel } from "../messages";
import type { InfoPage } from "./types";

export const page: InfoPage = {
  path: "/process",
  nav: { menu: "Services", label: "Our process" },
  head: {
    title: "Our Process: From First Call to Launch",
    heading: "Our Process",
    description:
      "How a Cleverobotics project runs in five steps, from discovery to launch and support, with what you get at each step and how long it takes.",
  },
  schemaType: "WebPage",
  hero: {
    eyebrow: "Our process",
    headline: "Five steps from your first call to a bot your team relies on",
    intro:
      "Every project follows the same five steps, whether it is a WhatsApp ordering bot for a saree shop or a web app for a distributor. At each step you get something in hand, so you always know what comes next and what it costs.",
    primary: { label: "Book a free consultation", to: "/contact?topic=demo" },
    secondary: { label: "See our work", to: "/case-studies" },
    figures: [
      { value: "1-2 weeks", label: "to launch a typical chatbot" },
      { value: "30 days", label: "of support after every launch" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Discovery & analysis", detail: "We study how orders and questions reach you" },
      { label: "Strategic planning", detail: "Written scope, fixed quote, clickable prototype" },
      { label: "Agile development", detail: "A demo build to try every week" },
      { label: "Quality assurance", detail: "Tested with your real prices and chats" },
      { label: "Deployment & support", detail: "Go-live checklist and 30 days of support" },
    ],
    alt: "Our five delivery steps, from discovery to deployment and support, with what you get at each.",
  },
  blocks: [
    {
      kind: "steps",
      intro: {
        heading: "Five steps, each with something you can hold",
        intro:
          "The same five steps as on our About page. Durations are for a typical chatbot; apps spend longer in development and testing.",
      },
      steps: [
        {
          label: "Discovery & analysis",
          description:
            "We look at how orders arrive, who types them into Tally, how payments are chased and what customers ask again and again. We read real chats, Tanglish and voice notes included.",
          deliverables: [
            "Notes on how orders, payments and questions flow today",
            "The tasks worth automating first",
            "An honest answer if automation is not worth it for you yet",
          ],
          duration: "A free 30-minute call, then 1-3 days",
        },
        {
          label: "Strategic planning",
          description:
            "We put the plan on paper: how an order is taken, when a payment link goes out, which questions always go to a person. Nothing is built until you agree to it in writing.",
          deliverables: [
            "A written scope: what we will build and what we will not",
            "A fixed quote or the plan that fits, with message and hosting costs estimated",
            "A clickable prototype of the main chat flows or screens",
            "Dates for each demo and for launch",
          ],
          duration: "2-3 working days",
        },
        {
          label: "Agile development",
          description:
            "We build in one-week rounds. Each week you try a working version on your own phone, with your own products and prices, so you can steer while changes are still cheap.",
          deliverables: [
            "A demo build every week",
            "A short note after each demo: done, next, and what we need from you",
          ],
          duration: "Days for a chatbot, weeks to months for an app",
        },
        {
          label: "Quality assurance",
          description:
            "We test with your real catalogue and the messages customers actually send: misspelt product names, 'same as last time', a voice note the bot should pass to a person. Your team tries it too.",
          deliverables: [
            "A test report: what we tested, what failed and what we fixed",
            "The list of situations the bot always hands to your staff",
          ],
          duration: "2-3 days for a chatbot, 1-2 weeks for an app",
        },
        {
          label: "Deployment & support",
          description:
            "We launch on a quiet day, not in the middle of the Deepavali rush, and watch the first conversations with your team. For 30 days we fix issues and tune replies; after that, support follows your plan or project agreement.",
          deliverables: [
            "A go-live checklist, signed off with you",
            "Training for your staff, in Tamil or English",
            "30 days of support after launch",
          ],
          duration: "Launch in a day, then 30 days of support",
        },
      ],
    },
    {
      kind: "cards",
      columns: 3,
      intro: {
        heading: "How long it usually takes",
        intro: "Typical ranges from start of build to launch. Your proposal gives firm dates.",
      },
      cards: [
        {
          title: "Chatbots: 1-2 weeks",
          description:
            "A WhatsApp or Instagram bot that takes orders, answers questions and hands over to your staff. Most of the time goes into loading your catalogue and testing with real chats.",
          link: { label: "See bot plans", to: "/pricing", context: "Starter, Pro and Premium" },
        },
        {
          title: "Web apps: 1-3 months",
          description:
            "An ordering portal for retailers or an internal tool connected to your stock and accounts. The WhatsApp ordering bot and sales dashboard for a wholesale FMCG distributor took 10 weeks.",
          link: {
            label: caseStudyLinkLabel,
            to: "/case-studies/whatsapp-bot-ai-dashboard",
            context: "WhatsApp ordering and a sales dashboard for a distributor",
          },
        },
        {
          title: "Enterprise projects: 3-6 months",
          description:
            "Many users and systems such as an ERP or CRM. We work in phases, so your team can use the first one early.",
          link: { label: "Read our case studies", to: "/case-studies" },
        },
      ],
    },
    {
      kind: "faq",
      intro: { heading: "Questions about the process" },
      items: [
        {
          question: "Do I pay before I see anything?",
          answer:
            "The consultation and the written scope are free. Bot plans have no setup fee: you pay monthly or yearly. For custom projects, the payment schedule is in the proposal, so you agree to it before work begins.",
        },
        {
          question: "What if I want changes during the build?",
          answer:
            "Small changes within the scope go into the next weekly build. Something new, such as an extra flow for credit customers, is estimated first and done only after you approve it in writing. The price never moves without your say.",
        },
        {
          question: "Can you launch before Pongal or Deepavali?",
          answer:
            "Often yes, since a typical chatbot takes 1-2 weeks. Go live a couple of weeks before the rush, so your staff and the bot are settled. Tell us your date and we will say honestly whether it is realistic.",
        },
        {
          question: "What happens if a test fails just before launch?",
          answer:
            "We do not launch until the go-live checklist is complete. We would rather move the date by a few days than let a bot quote wrong prices to your customers, and we tell you the reason and the new date as soon as we know.",
        },
      ],
    },
  ],
  closing: {
    heading: "Start with step one",
    text: "Step one is a free 30-minute consultation. Tell us how orders reach you today, and we will tell you what we would build first and how long it would take.",
    primary: { label: "Book a free consultation", to: "/contact?topic=demo" },
    secondary: { label: "How we work together", to: "/how-we-work" },
    extra: { label: "About us", to: "/about" },
  },
};
