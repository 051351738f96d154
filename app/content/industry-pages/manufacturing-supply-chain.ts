import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/manufacturing-supply-chain",
  nav: { menu: "Industries", group: "Production & logistics", label: "Manufacturing & Supply Chain" },
  head: {
    title: "AI for Manufacturing & Supply Chain",
    heading: "Manufacturing & Supply Chain",
    description:
      "Purchase orders read from PDFs and emails, supplier follow-ups, dispatch paperwork and stock across warehouses, handled by software.",
  },
  card: {
    name: "Manufacturing & Supply Chain",
    description:
      "Buyer POs read from PDFs, supplier follow-ups, dispatch paperwork, stock across warehouses and delivery confirmations.",
  },
  hero: {
    eyebrow: "Manufacturing & supply chain",
    headline: "Keep purchase orders, suppliers and dispatches moving without chasing them by phone",
    intro:
      "Buyers send POs as PDFs, suppliers need reminders, and every dispatch needs an invoice, e-way bill details and proof of delivery. We build software and robots that carry this paperwork between companies, with your team approving what matters.",
    primary: { label: "Book a free consultation", to: "/contact?topic=rpa" },
    secondary: { label: "See our RPA service", to: "/services/rpa" },
    figures: [
      { value: "1-3 months", label: "for a typical web application, such as a stock portal" },
      { value: "3-6 months", label: "for a larger project across several systems" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Buyer PO arrives by email", detail: "The PDF is read and checked against your rates" },
      { label: "Order and material planned", detail: "Sales order made; shortfall raised as a supplier PO" },
      { label: "Dispatch papers prepared", detail: "Invoice and e-way bill details ready for approval" },
      { label: "Delivery confirmed", detail: "The buyer confirms receipt and the PO is closed" },
    ],
    alt: "A buyer's PO is read, checked, planned, dispatched and closed on delivery.",
  },
  problems: {
    heading: "Where the chain slows down",
    intro: "Between companies, most delay is paperwork and waiting for a call back.",
    items: [
      {
        problem: "Purchase orders locked in PDFs",
        detail: "Each buyer's PO has its own layout. Staff retype item codes, rates and dates into your order book.",
        answer:
          "A robot reads each PO, checks the agreed rates and creates the order. Anything changed waits for a person.",
        links: [{ label: "RPA", to: "/services/rpa" }],
      },
      {
        problem: "Raw material depends on follow-up calls",
        detail: "A yarn or steel delivery slips, and you hear about it when the line stops.",
        answer:
          "An agent asks suppliers about open orders before the due date and alerts your team only when a date moves.",
        links: [{ label: "Support agent", to: "/ai-solutions/support-agent" }],
      },
      {
        problem: "Dispatch paperwork at the last minute",
        detail: "The truck waits at the gate while the invoice and e-way bill details are typed.",
        answer: "Dispatch papers are prepared from data already entered. Staff approve them before anything is filed.",
        links: [{ label: "Custom software", to: "/services/custom-software-development" }],
      },
      {
        problem: "Stock spread across godowns",
        detail: "The godown, a warehouse and a job worker each keep a sheet. Nobody knows what is free to promise.",
        answer: "A back end brings every location into one stock count, updated as goods move.",
        links: [{ label: "Back-end development", to: "/services/back-end" }],
      },
      {
        problem: "Delivery confirmations that never come back",
        detail: "The goods arrived last week, but the signed delivery note has not, and payment waits.",
        answer:
          "The buyer is asked to confirm receipt and note any shortage. Accounts sees which deliveries need a call.",
        links: [{ label: "Support agent", to: "/ai-solutions/support-agent" }],
      },
    ],
  },
  day: {
    heading: "A day on the supply side, before and after",
    before: [
      { time: "9:30 AM", text: "Overnight buyer POs are opened one by one and typed into the order book." },
      { time: "12:00 PM", text: "The purchase executive rings supplier after supplier about raw material." },
      { time: "4:00 PM", text: "A truck waits at the gate while dispatch papers are prepared by hand." },
    ],
    after: [
      { time: "9:30 AM", text: "The POs are already orders. One with a changed rate waits for approval." },
      {
        time: "12:00 PM",
        text: "Suppliers answered the morning reminder. Only the delayed one reaches the executive.",
      },
      { time: "4:00 PM", text: "The papers were prepared from the order. Staff check them and the truck leaves." },
    ],
  },
  tools: {
    heading: "Connected to your accounts and sales systems",
    names: ["TallyPrime", "Zoho Books", "Microsoft Dynamics 365", "Zoho CRM", "Trello"],
  },
  caseStudies: {
    heading: "Related work from another trade",
    intro:
      "We have no supply chain case study yet. The closest is from another trade: a wholesale FMCG distributor whose retailers order on WhatsApp while a dashboard forecasts demand.",
    slugs: ["whatsapp-bot-ai-dashboard"],
  },
  faq: [
    {
      question: "Our buyers send POs in different formats. Can a robot read them?",
      answer:
        "For most typed PDFs, yes. Lines it cannot read with confidence go to your staff. Scans are harder, so we test with your real POs first.",
    },
    {
      question: "Will the system file e-way bills on its own?",
      answer:
        "We prepare the details from your order and transport data. We recommend a person approves them before filing.",
    },
    {
      question: "Our suppliers only use WhatsApp. Does that work?",
      answer:
        "Yes, through the official WhatsApp Business Platform, with replies recorded against the order. Meta's template rules apply.",
    },
    {
      question: "We already have an ERP. Do we need new software?",
      answer:
        "Not necessarily. The gap is usually between systems. We connect them, and add screens only where they are missing.",
    },
  ],
  closing: {
    heading: "Follow one order with us, from PO to payment",
    text: "Bring one real PO and walk us through it; our reply comes within 24 hours on working days.",
    primary: { label: "Talk to us", to: "/contact?topic=rpa" },
    secondary: {
      label: "Read the guide",
      to: "/blog/rpa-vs-genai-business-guide",
      context: "RPA or generative AI: which automation fits",
    },
    extra: {
      label: "Dealer orders and Tally entry",
      to: "/industries/manufacturing",
      context: "Our manufacturing page",
    },
  },
};
