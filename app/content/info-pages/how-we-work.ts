/** Copy of /how-we-work: engagement models, communication rhythm, what we need, support after launch. */
import type { InfoPage } from "./types";

export const page: InfoPage = {
  path: "/how-we-work",
  nav: { menu: "Services", label: "How we work" },
  head: {
    title: "How We Work With You",
    heading: "How We Work",
    description:
      "Engagement models, weekly demos, what we need from you and support after launch: how working with Cleverobotics goes, in plain words.",
  },
  schemaType: "AboutPage",
  hero: {
    eyebrow: "How we work",
    headline: "One project lead, one WhatsApp group and a demo every week",
    intro:
      "Working with us should feel like dealing with a supplier you trust: you know whom to call, you see progress every week and nothing is billed that you did not agree to. Here is how we charge, keep in touch and what we need from you.",
    primary: { label: "Discuss your project", to: "/contact?topic=pricing" },
    secondary: { label: "See our process", to: "/process" },
    figures: [
      { value: "24 hours", label: "to reply to your message on working days" },
      { value: "30 days", label: "of support after every launch" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Project group",
    lines: [
      { from: "customer", text: "Pongal offer starts Monday. Can the bot show the new saree prices?" },
      { from: "staff", text: "Yes. Please send the price list PDF here and we will load it today." },
      { from: "customer", text: "Sent. Customers also keep asking if COD is possible to Madurai." },
      { from: "staff", text: "Noted. I will add that answer and show both in Friday's demo." },
    ],
    alt: "Our project lead and the client in a WhatsApp group, planning new prices and a new answer for Friday's demo.",
  },
  blocks: [
    {
      kind: "cards",
      columns: 3,
      intro: {
        heading: "Three ways to work with us",
        intro: "If you are not sure which fits, we suggest one in the free consultation.",
      },
      cards: [
        {
          title: "Fixed scope",
          description:
            "For a clear, one-time project, such as a custom ordering app or a TallyPrime connection. Scope, price and dates are agreed in writing first; billing follows the proposal's stages, plus GST.",
          link: { label: "See our process", to: "/process", context: "from scope to launch" },
        },
        {
          title: "Monthly plan",
          description:
            "For bots that work every day. Pay Starter, Pro or Premium monthly, or yearly at ten times the monthly price. No setup fee; WhatsApp message charges and hosting are extra.",
          link: { label: "See plans and prices", to: "/pricing" },
        },
        {
          title: "Dedicated team",
          description:
            "For a longer roadmap built over several months. Our developers and a tester, led by your project lead, work on your product while you set priorities weekly. Billed monthly for the agreed team.",
          link: {
            label: "Talk about a team",
            to: "/contact?topic=custom-software",
            context: "a dedicated team for your product",
          },
        },
      ],
    },
    {
      kind: "topics",
      intro: { heading: "How we keep in touch" },
      items: [
        {
          title: "A demo every week",
          text: "A short video call, or in person if you are in Chennai. You try the latest version on your own phone, with your own products.",
        },
        {
          title: "A WhatsApp group with your project lead",
          text: "You, anyone you choose from your team and your project lead. Send a question, a screenshot or a voice note; we reply Monday to Friday, 9:00 AM to 6:00 PM IST.",
        },
        {
          title: "A written update every week",
          text: "What was done, what comes next, what we need from you and any risk to the launch date. Easy to forward to a partner.",
        },
        {
          title: "One point of contact",
          text: "Your project lead stays with you from discovery to support after launch, so you never explain your business twice.",
        },
        {
          title: "Tamil or English",
          text: "Talk to us in whichever is easier for you and your staff. We train your team in the language they prefer.",
        },
      ],
    },
    {
      kind: "checklist",
      intro: {
        heading: "What we need from you",
        intro:
          "A bot is only as good as what it knows about your business. A PDF or Excel sheet is fine for any of this.",
      },
      items: [
        "One owner or manager who decides prices, discounts and what the bot may promise",
        "Your product list with current prices, sizes or variants",
        "A few dozen real customer chats, with phone numbers hidden",
        "Your delivery areas and charges, and your rules for COD, UPI and credit (udhaar) customers",
        "Access to your WhatsApp Business account and Meta Business Manager, or someone who can approve it",
        "The situations that must always go to a person: complaints, refunds, bulk orders",
        "About one hour a week for the demo and our questions",
      ],
    },
    {
      kind: "topics",
      intro: { heading: "Support after launch" },
      items: [
        {
          title: "30 days included",
          text: "We watch the first conversations, fix issues, tune replies and help your staff settle in. When customers ask something new, we add the answer.",
        },
        {
          title: "Then, your plan's support",
          text: "Starter: basic support in 1-2 business days. Pro: priority support in 1 business day. Premium: a dedicated account manager, with a guaranteed SLA in your agreement.",
        },
        {
          title: "Changes",
          text: "Send new prices or a festival offer in the group and we update the bot. New flows or channels are estimated first, or come with a plan upgrade.",
        },
        {
          title: "Monitoring",
          text: "We check that the bot is replying and read the chats it handed over, to find questions it should learn. WhatsApp outages are outside our control, but we keep you informed.",
        },
      ],
    },
    {
      kind: "faq",
      intro: { heading: "Questions about working together" },
      items: [
        {
          question: "Can I start small and move up later?",
          answer:
            "Yes. Start on Starter with order intake and confirmation, and move up when you want Instagram, payment reminders or order tracking. Upgrades take effect immediately; downgrades at the next billing cycle.",
        },
        {
          question: "Do I have to visit your office?",
          answer:
            "No. Most of the work happens on video calls and in the WhatsApp group. If you are near Chennai, we are glad to visit your shop or godown during discovery, to see how orders are packed and billed.",
        },
        {
          question: "What does a dedicated team cost?",
          answer:
            "It depends on the team size and how long you need it. Our written proposal gives the monthly price before you commit.",
        },
        {
          question: "What happens if I stop my plan?",
          answer:
            "You can cancel at any time; it takes effect at the end of the current billing period. For 30 days after that we help you export your data, such as customers and orders, in a common format like CSV.",
        },
      ],
    },
  ],
  closing: {
    heading: "Let us see if we are a good fit",
    text: "In a free 30-minute consultation we ask how you sell today and suggest a way of working. No obligation; we reply within 24 hours on working days.",
    primary: { label: "Talk to us", to: "/contact" },
    secondary: { label: "See pricing", to: "/pricing" },
    extra: { label: "How we handle your data", to: "/security" },
  },
};
