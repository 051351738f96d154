import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/manufacturing",
  nav: { menu: "Industries", group: "Production & logistics", label: "Manufacturing" },
  head: {
    title: "AI for Manufacturing",
    heading: "Manufacturing",
    description:
      "Dealer orders on WhatsApp, order status without phone calls, and production reports and quotations put together by software instead of by hand.",
  },
  card: {
    name: "Manufacturing",
    description:
      "Purchase orders, dealer enquiries, production reports and supplier updates handled by software instead of spreadsheets and phone calls.",
    featured: true,
  },
  hero: {
    eyebrow: "Manufacturing",
    headline: "Dealer orders, status calls and daily reports, off your office team's desk",
    intro:
      "Your unit is in Coimbatore, Tiruppur, Hosur or Chennai. Dealers order on WhatsApp, call for dispatch dates, and every order is typed twice. We automate that office work.",
    primary: { label: "Book a free consultation", to: "/contact?topic=ai-automation" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/whatsapp-bot-ai-dashboard",
      context: "WhatsApp ordering for a wholesale distributor",
    },
    figures: [
      { value: "1-2 weeks", label: "to launch a typical WhatsApp ordering bot" },
      { value: monthlyPrice("Starter"), label: "a month for the Starter WhatsApp plan" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Dealer orders on WhatsApp", detail: "Text in English, Tamil or Tanglish, or a voice note" },
      { label: "Bot reads the order back", detail: "Checks item codes, sizes and quantities" },
      { label: "Order entered in Tally", detail: "A robot keys it in; staff check anything flagged" },
      { label: "Dealer gets the status", detail: "Dispatch date and invoice sent on WhatsApp" },
    ],
    alt: "A dealer's WhatsApp order is confirmed by a bot, entered in Tally by a robot and followed by a dispatch update.",
  },
  problems: {
    heading: "Where the office day goes",
    intro: "Textile, auto-component, engineering and food units: the floor is busy, and the office loses the day.",
    items: [
      {
        problem: "Dealer orders arrive in every possible way",
        detail: "Texts, voice notes, PDFs and calls to the sales manager's phone. A size or quantity goes missing.",
        answer:
          "A WhatsApp bot takes the order, checks it against your product list and reads it back. Anything unclear goes to your staff.",
        links: [{ label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp" }],
      },
      {
        problem: "Order status calls all day",
        detail: '"When will my order dispatch?" Each answer means ringing the floor supervisor.',
        answer:
          "With dispatch status kept in one place, the bot answers from it and sends the dispatch date and invoice unasked.",
        links: [{ label: "Custom software", to: "/services/custom-software-development" }],
      },
      {
        problem: "Quotations nobody follows up",
        detail: "The quote for a few thousand pieces goes out, and the follow-up depends on someone remembering.",
        answer: "A sales agent follows up on the day you choose and tells your salesperson when a buyer is ready.",
        links: [{ label: "Sales agent", to: "/ai-solutions/sales-agent" }],
      },
      {
        problem: "The same document typed twice",
        detail:
          "Orders and invoices go into a register or Excel, then again into Tally. Mistakes surface at month end.",
        answer:
          "A software robot enters each confirmed document into TallyPrime on the screens your staff use, and flags mismatches for a person.",
        links: [{ label: "RPA", to: "/services/rpa" }],
      },
      {
        problem: "Production reports added up by hand",
        detail: "Supervisors send shift output on WhatsApp or paper, and someone totals it in Excel each evening.",
        answer: "A simple entry screen for supervisors and a daily report on your phone at a fixed time.",
        links: [{ label: "Custom software", to: "/services/custom-software-development" }],
      },
    ],
  },
  day: {
    heading: "The same working day, before and after",
    before: [
      {
        time: "9:00 AM",
        text: "Overnight orders sit on the sales manager's phone, one a Tamil voice note about sizes.",
      },
      { time: "11:30 AM", text: "Dealers call for dispatch dates. The accountant leaves Tally to ring the floor." },
      { time: "7:30 PM", text: "Someone stays late typing orders into Tally and totalling output." },
    ],
    after: [
      { time: "9:00 AM", text: "Overnight orders are confirmed and listed. Two unclear ones wait for a person." },
      { time: "11:30 AM", text: "The bot gives dealers their dispatch dates. The accountant stays on the accounts." },
      { time: "7:30 PM", text: "Orders are in TallyPrime and the production report is on the owner's phone." },
    ],
  },
  tools: {
    heading: "Works with the tools you already use",
    names: ["TallyPrime", "Zoho Books", "Zoho CRM", "HubSpot", "Microsoft Dynamics 365"],
  },
  caseStudies: {
    heading: "Related work from another trade",
    intro:
      "We have no manufacturing case study yet. The closest is from another trade: a wholesale FMCG distributor whose kirana retailers now order on WhatsApp.",
    slugs: ["whatsapp-bot-ai-dashboard"],
  },
  faq: [
    {
      question: "Our dealers write in Tanglish and send voice notes. Will the bot understand?",
      answer:
        "Mostly, yes. Replies go out in English or Tamil, and Tanglish orders are understood. When the bot is unsure, it asks the dealer or passes the chat to your staff.",
    },
    {
      question: "Do we have to move away from Tally?",
      answer: "No. A robot or an integration enters orders into TallyPrime, and your accountant works as before.",
    },
    {
      question: "Can dealers still call our sales manager?",
      answer: "Yes. Any dealer can ask for a person, and your team sees the whole chat.",
    },
    {
      question: "What does it cost?",
      answer: `Starter is ${monthlyPrice("Starter")} a month for up to 10 catalogue items; Pro covers 25, Premium has no limit. WhatsApp message charges are extra. Tally robots are quoted per project.`,
    },
  ],
  closing: {
    heading: "Start with the order desk",
    text: "Show us a week of dealer orders. Within 24 hours on a working day, we will reply with what to automate first.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-automation" },
    secondary: { label: "See pricing", to: "/pricing" },
    extra: {
      label: "Shipping to buyers?",
      to: "/industries/manufacturing-supply-chain",
      context: "Purchase orders, suppliers and dispatch paperwork",
    },
  },
};
