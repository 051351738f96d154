import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/logistics",
  nav: { menu: "Industries", group: "Production & logistics", label: "Logistics" },
  head: {
    title: "AI for Logistics",
    heading: "Logistics",
    description:
      "Answer 'where is my parcel' by itself, collect proof of delivery, coordinate drivers on WhatsApp and reconcile COD cash.",
  },
  card: {
    name: "Logistics",
    description:
      "Parcel status questions, proof of delivery, driver coordination, COD reconciliation and failed-delivery rescheduling for transporters and last-mile fleets.",
  },
  hero: {
    eyebrow: "Logistics",
    headline: 'Answer every "where is my parcel" without picking up the phone',
    intro:
      "Transporters, courier franchisees and last-mile fleets: customers call all day, drivers send photos and cash totals on WhatsApp, failed deliveries are rebooked by hand. We take that off your desk.",
    primary: { label: "Book a free consultation", to: "/contact?topic=ai-agents" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/hey-valet-smart-parking-app",
      context: "Live requests and status for a valet parking service",
    },
    figures: [
      { value: "1-2 weeks", label: "to launch a typical status chatbot" },
      { value: "30 min", label: "free consultation to map your branch's calls" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Customer asks for status", detail: "On WhatsApp or by phone, with a tracking number" },
      { label: "Agent finds the shipment", detail: "Reads the latest scan and driver update" },
      { label: "Clear answer sent", detail: "Out for delivery today, or held at the hub and why" },
      { label: "Failed delivery rebooked", detail: "Customer picks a new day; complaints go to staff" },
    ],
    alt: "A customer asks for parcel status, an agent answers from the latest scan, and a failed delivery is rebooked.",
  },
  problems: {
    heading: "Where your desk loses the day",
    intro: "The phone, the WhatsApp groups and the cash counter take the hours.",
    items: [
      {
        problem: '"Where is my parcel" calls all day',
        detail: "Each call means opening the tracking screen. Real complaints wait behind them.",
        answer:
          "A support agent on WhatsApp and a voice assistant answer from your system, in English or Tamil. Complaints go to staff.",
        links: [
          { label: "Support agent", to: "/ai-solutions/support-agent" },
          { label: "Voice AI", to: "/ai-solutions/voice" },
        ],
      },
      {
        problem: "Proof of delivery lost in a group chat",
        detail: "When a customer disputes a delivery, someone scrolls back through hundreds of photos.",
        answer:
          "A driver app records the photo, receiver's name and time against the shipment number, one search away.",
        links: [{ label: "Mobile apps", to: "/services/mobile-applications" }],
      },
      {
        problem: "Drivers coordinated by calls",
        detail: "Routes go out as long messages and changes by phone. Miss one message, miss a pickup.",
        answer: "The app gives each driver the day's stops, with changes pushed to the phone.",
        links: [{ label: "Mobile apps", to: "/services/mobile-applications" }],
      },
      {
        problem: "COD cash that does not add up",
        detail: "Cash, UPI screenshots and paper lists are matched by hand every morning. Gaps surface days later.",
        answer:
          "A software robot matches each driver's COD deliveries against cash and UPI settlements, and lists only the differences.",
        links: [{ label: "RPA", to: "/services/rpa" }],
      },
      {
        problem: "Failed deliveries rescheduled by phone",
        detail: '"Door locked" means someone must call, agree a new day and add it back to a route.',
        answer: "The customer gets a message or call offering new days, and the choice goes into the next route.",
        links: [{ label: "Voice AI", to: "/ai-solutions/voice" }],
      },
    ],
  },
  day: {
    heading: "A day at a courier branch, before and after",
    before: [
      {
        time: "8:30 AM",
        text: "COD cash is matched against paper lists. One driver is short, and finding why takes an hour.",
      },
      { time: "11:00 AM", text: "The counter phone has not stopped since nine. A complaint gets lost." },
      { time: "7:00 PM", text: "The day's failed deliveries are called one by one for a new date." },
    ],
    after: [
      { time: "8:30 AM", text: "The COD report lists only the driver whose cash did not match." },
      { time: "11:00 AM", text: "Status questions are answered automatically. The complaint is with your staff." },
      { time: "7:00 PM", text: "Customers with failed deliveries have picked new days, already on tomorrow's routes." },
    ],
  },
  tools: {
    heading: "Connects to your helpdesk and accounts",
    names: ["Freshdesk", "Zoho Desk", "Zendesk", "TallyPrime", "Zoho Books"],
  },
  caseStudies: {
    heading: "Related work from another trade",
    intro:
      "We have no logistics case study yet. The closest is from another trade: Hey Valet, a valet parking service with live status for guests and one queue for attendants.",
    slugs: ["hey-valet-smart-parking-app"],
  },
  faq: [
    {
      question: "We are a courier franchisee. Can the assistant still answer status questions?",
      answer:
        "Only if we can read the status, from an API, a report or the portal, where its terms allow. We check before promising.",
    },
    {
      question: "Will the voice assistant understand Tamil callers?",
      answer:
        "Yes. It speaks English and Tamil and follows mixed Tanglish. Callers can ask for a person at any time, and staff get a call summary.",
    },
    {
      question: "Our drivers use basic Android phones. Will an app work?",
      answer:
        "We design for ordinary Android phones, with large buttons and few screens, and test with your drivers before launch.",
    },
    {
      question: "What does this cost?",
      answer: `Voice, agents, apps and robots are quoted per project. Automated order tracking and delivery status on WhatsApp is part of the Pro plan at ${monthlyPrice("Pro")} a month, with message charges extra.`,
    },
  ],
  closing: {
    heading: "Take the status calls off your counter",
    text: "Tell us how parcels move through your branch and where the calls come from; we answer within 24 hours on working days.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents" },
    secondary: { label: "See pricing", to: "/pricing" },
  },
};
