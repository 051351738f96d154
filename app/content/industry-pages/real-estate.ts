import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/real-estate",
  nav: { menu: "Industries", group: "More industries", label: "Real Estate" },
  head: {
    title: "AI for Real Estate",
    heading: "Real Estate",
    description:
      "Qualify property enquiries at any hour, share brochures, book site visits and follow up on WhatsApp until the buyer decides.",
  },
  card: {
    name: "Real Estate",
    description:
      "Lead qualification and site-visit booking on WhatsApp, with timely follow-ups until the buyer decides.",
    featured: true,
  },
  hero: {
    eyebrow: "Real estate",
    headline: "Answer property enquiries at any hour, and book the site visit in the same chat",
    intro:
      "Portal and ad leads arrive at night and on Sundays. By the time sales calls back, the buyer may have spoken to other projects. Our assistants reply at once on WhatsApp and by phone, ask about budget, location and timeline, share floor plans and book the visit.",
    primary: { label: "Book a free consultation", to: "/contact?topic=ai-agents" },
    secondary: { label: "See the lead agent", to: "/ai-solutions/lead-agent" },
    figures: [
      { value: "1-2 weeks", label: "to launch a typical WhatsApp assistant" },
      { value: "24 hours", label: "for our reply on working days" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Sales desk",
    lines: [
      { from: "customer", text: "Saw your ad. 2BHK in Perumbakkam, what is the price?" },
      { from: "bot", text: "Here is the brochure with 2BHK floor plans and prices. What budget do you have in mind?" },
      { from: "customer", text: "Around 60 to 70 lakhs. Planning to move next year." },
      { from: "bot", text: "Would you like to see the site this Saturday or Sunday?" },
      { from: "customer", text: "Sunday morning" },
      { from: "bot", text: "Booked for Sunday, 10:30 AM. Our sales team will meet you at the site office." },
    ],
    alt: "A buyer asks about a 2BHK flat, gets the brochure and books a site visit.",
  },
  problems: {
    heading: "Where property leads slip away",
    items: [
      {
        problem: "Enquiries arrive when nobody is at the desk",
        detail: "Leads come in late at night. Sales calls back next day, and the buyer does not pick up.",
        answer:
          "A lead agent replies on WhatsApp moments after the enquiry and keeps the conversation going until a person takes over.",
        links: [{ label: "Lead agent", to: "/ai-solutions/lead-agent" }],
      },
      {
        problem: "Sales time spent on the wrong buyers",
        detail: "Many enquiries are for another budget, another area or a purchase years away.",
        answer:
          "The agent asks your questions: budget, area, flat size, timeline, loan or own funds. Buyers who match reach sales with their answers.",
        links: [{ label: "Lead agent", to: "/ai-solutions/lead-agent" }],
      },
      {
        problem: "Site visits that are easy to miss",
        detail: "Visits are agreed on the phone and forgotten. The sales executive waits at the site.",
        answer:
          "A booking agent offers slots from your team's calendar, sends the location pin and a reminder, and handles rescheduling in the chat.",
        links: [{ label: "Booking agent", to: "/ai-solutions/booking-agent" }],
      },
      {
        problem: "Follow-ups stop after the second call",
        detail: 'Buyers who said "will discuss with family" are rarely called again.',
        answer:
          "Follow-ups go out on your schedule, by WhatsApp or voice call, to buyers who agreed to hear from you. Anyone interested goes straight to sales.",
        links: [
          { label: "Voice AI", to: "/ai-solutions/voice" },
          { label: "Lead agent", to: "/ai-solutions/lead-agent" },
        ],
      },
    ],
  },
  day: {
    heading: "A day at a sales office, before and after",
    before: [
      { time: "7:00 AM", text: "Last night's portal leads sit in an inbox. The first call goes out after ten." },
      { time: "11:00 AM", text: "An executive spends the morning calling leads, most outside the budget or area." },
      { time: "3:00 PM", text: "A buyer booked for a site visit does not turn up. The executive waited at the site." },
    ],
    after: [
      { time: "7:00 AM", text: "Last night's leads were answered as they came. Sales starts with qualified buyers." },
      { time: "11:00 AM", text: "Executives call buyers who match. The rest have brochures and a follow-up date." },
      { time: "3:00 PM", text: "Today's visitors got a reminder with the location. One rescheduled in the chat." },
    ],
  },
  tools: {
    heading: "Connects to your CRM",
    names: ["LeadSquared", "Salesforce", "Zoho CRM", "HubSpot", "Pipedrive", "Freshsales"],
  },
  caseStudies: {
    heading: "Related work from other trades",
    intro:
      "We have no real estate case study yet. Two from other trades come close: a fashion label's Instagram assistant that answers DMs and follows up stalled chats, and JustPadel, a booking app whose reminders cut no-shows.",
    slugs: ["instagram-ai-bot-ecommerce", "justpadel-mobile-app"],
  },
  faq: [
    {
      question: "Will the assistant negotiate prices?",
      answer:
        "No. It shares the prices and offers you have published. Negotiation and discounts go to your sales team with the chat attached.",
    },
    {
      question: "Can it pick up leads from property portals and ads?",
      answer:
        "Yes, where the portal or ad platform lets us receive leads, by integration or email alert. Meta's template rules apply to WhatsApp messages you start.",
    },
    {
      question: "We are a small broker. Is this too big for us?",
      answer:
        "No. Start with one WhatsApp assistant for enquiries and visits. Voice and CRM connections can come later.",
    },
    {
      question: "What does it cost?",
      answer: `Lead, booking and voice agents are quoted per project. Simpler WhatsApp setups run on our plans from ${monthlyPrice("Starter")} a month, message charges extra.`,
    },
  ],
  closing: {
    heading: "Stop losing the leads that come in at night",
    text: "Tell us where your enquiries come from and how your team follows up, and we will reply within 24 hours on a working day.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents" },
    secondary: { label: "See the booking agent", to: "/ai-solutions/booking-agent" },
    extra: { label: "See pricing", to: "/pricing" },
  },
};
