import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/education",
  nav: { menu: "Industries", group: "More industries", label: "Education" },
  head: {
    title: "AI for Education",
    heading: "Education",
    description:
      "Admission enquiries answered day and night, demo classes booked, fee reminders and parent messages on WhatsApp for schools and institutes.",
  },
  card: {
    name: "Education",
    description:
      "Admission enquiries, demo class bookings, fee reminders and notices to parents on WhatsApp, for schools, coaching centres, colleges and institutes.",
  },
  hero: {
    eyebrow: "Education",
    headline: "Admission enquiries, fee reminders and parent messages, answered on WhatsApp",
    intro:
      "In admission season the phone does not stop: fees, seats, bus routes, demo classes. The rest of the year it is fee reminders and holiday notices. Our WhatsApp assistants answer, book and remind, and pass anything about a particular student to your staff.",
    primary: { label: "Book a free consultation", to: "/contact?topic=whatsapp" },
    secondary: { label: "See pricing", to: "/pricing" },
    figures: [
      { value: "1-2 weeks", label: "to launch a typical WhatsApp assistant" },
      { value: monthlyPrice("Starter"), label: "a month for the Starter WhatsApp plan" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Admissions desk",
    lines: [
      { from: "customer", text: "Hi, admission for Class 6 next year? Fees and bus to Velachery?" },
      { from: "bot", text: "Class 6 admissions are open. Here is the fee sheet and the bus route list." },
      { from: "customer", text: "Thanks. Can we see the school on Saturday?" },
      { from: "bot", text: "Saturday visits are at 10 AM and 11:30 AM. Which suits you?" },
      { from: "customer", text: "10 AM" },
      { from: "bot", text: "Booked for Saturday, 10 AM. The front office will meet you at the gate." },
    ],
    alt: "A parent asks about Class 6 admission, gets the fee sheet and books a school visit.",
  },
  problems: {
    heading: "What keeps your office on the phone",
    items: [
      {
        problem: "Admission season floods the phone",
        detail: "Parents message at all hours with the same questions. Enquiries after 6 PM wait until morning.",
        answer:
          "A lead agent replies at once, shares the fee sheet, asks the class, area and start date, and gives admissions a list of interested parents.",
        links: [
          { label: "Lead agent", to: "/ai-solutions/lead-agent" },
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp" },
        ],
      },
      {
        problem: "Demo classes booked by phone tag",
        detail: "Booking a demo class or campus visit takes calls back and forth, and some who book do not come.",
        answer:
          "A booking agent offers open slots, books the student in and sends a reminder the day before. Rescheduling happens in the chat.",
        links: [{ label: "Booking agent", to: "/ai-solutions/booking-agent" }],
      },
      {
        problem: "Fee reminders that feel awkward",
        detail: "At term start the accounts office calls parents one by one. Reminders go out late.",
        answer:
          "Polite reminders go to each parent with the amount due and a UPI or payment link, on your dates. Parents asking for more time reach a person.",
        links: [{ label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp" }],
      },
      {
        problem: "Notices buried in class groups",
        detail: "Holiday and timetable notices sink under replies, so parents call the office to check.",
        answer:
          "Notices go from your official number to opted-in parents, and the assistant answers questions about them. Larger institutions can add a web portal for admissions and fees.",
        links: [
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp" },
          { label: "Web applications", to: "/services/web-applications" },
        ],
      },
    ],
  },
  day: {
    heading: "A day in admission season, before and after",
    before: [
      { time: "8:00 AM", text: "Last night's enquiries wait on the office phone, unanswered since 6 PM." },
      {
        time: "11:00 AM",
        text: "The receptionist explains the fee structure again while a parent waits at the counter.",
      },
      { time: "4:00 PM", text: "Several students booked for the demo class do not come. Nobody reminded them." },
    ],
    after: [
      { time: "8:00 AM", text: "Last night's enquiries were answered as they came. The office starts with a list." },
      { time: "11:00 AM", text: "Fee questions are answered on WhatsApp. The receptionist looks after the parent." },
      { time: "4:00 PM", text: "Students got a reminder yesterday. Those who could not come picked another day." },
    ],
  },
  tools: {
    heading: "Connects to your admissions and accounts tools",
    names: ["LeadSquared", "Zoho CRM", "HubSpot", "Zoho Books", "TallyPrime"],
  },
  caseStudies: {
    heading: "Related work from other trades",
    intro:
      "We have no education case study yet. Two from other trades solve similar problems: JustPadel, a court booking app with reminders, and a Chennai clinic network whose patients book online, which cut front-desk calls.",
    slugs: ["justpadel-mobile-app", "ai-powered-healthcare-platform"],
  },
  faq: [
    {
      question: "Will the assistant discuss marks or a child's behaviour?",
      answer:
        "No. It answers from what you give it: fees, timings, syllabus, transport, dates. Anything about a particular student goes to your staff.",
    },
    {
      question: "Can we message all parents at once?",
      answer:
        "Yes, from your official WhatsApp Business number, to parents who have opted in. Meta's template rules apply.",
    },
    {
      question: "Can it reply in Tamil?",
      answer:
        "Yes. Parents get answers in English or Tamil, and Tanglish questions are understood. Hindi or another language can be added to your bot too.",
    },
    {
      question: "What does it cost, and how early should we start?",
      answer: `A typical assistant launches in 1-2 weeks, so start before your season. Plans start at ${monthlyPrice("Starter")} a month, message charges extra; agents on their own are quoted per project.`,
    },
  ],
  closing: {
    heading: "Be ready before the next admission season",
    text: "Tell us how enquiries reach you and when your season starts, and expect our reply within 24 hours on working days.",
    primary: { label: "Talk to us", to: "/contact?topic=whatsapp" },
    secondary: {
      label: "Try the chatbot free",
      to: "/products/smart-ai-whatsapp",
      context: "Smart AI WhatsApp Chatbot",
    },
  },
};
