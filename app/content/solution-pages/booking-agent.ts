import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/booking-agent",
  nav: { menu: "AI Solutions", group: "AI agents by task", label: "Booking Agent" },
  head: {
    title: "AI Booking Agent",
    heading: "AI Booking Agent",
    description:
      "An AI agent that books visits, fittings, demos and appointments around your calendar, and sends reminders and reschedules.",
  },
  kind: "agent",
  hero: {
    eyebrow: "Booking AI agent",
    headline: "Fittings, store visits and home demos booked in the chat, with reminders sent for you",
    intro:
      "Booking by phone means going back and forth about which day suits, then calling again the day before to remind people. The booking agent offers only the free slots in your calendar, confirms the time in writing, sends reminders and moves the booking when plans change. It works the same way for a tailoring trial, a showroom visit or a service call.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a booking agent" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/justpadel-mobile-app",
      context: "court booking with reminders",
    },
    figures: [
      { value: "60%", label: "fewer no-shows for JustPadel's court booking app (case study)" },
      { value: "85%", label: "of JustPadel's bookings made in its app" },
      { value: monthlyPrice("Premium"), label: "a month for Premium, the plan with smart reminders" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Saree store",
    lines: [
      { from: "customer", text: "Saree draping ku Saturday slot irukka? Wedding is on Sunday" },
      { from: "bot", text: "Saturday has 11:00 am and 4:30 pm free at the store. Which suits you?" },
      { from: "customer", text: "4:30 ok. Can you do the blouse fitting at the same time?" },
      { from: "bot", text: "Booked: draping trial and blouse fitting, Saturday 4:30 pm, about 45 minutes." },
      { from: "customer", text: "Thank you" },
      { from: "bot", text: "I will remind you on Friday evening. Reply here if you need to move it." },
    ],
    alt: "A WhatsApp chat in which the booking agent offers two free Saturday slots for a saree draping trial, adds a blouse fitting and promises a reminder.",
  },
  howItWorks: {
    heading: "How bookings flow",
    intro: "The agent works from your calendar, so the chat and the shop floor see the same day.",
    steps: [
      {
        label: "Set your hours and booking types",
        description:
          "Tell us what can be booked, how long each takes and who does it: a 20-minute measurement, an hour-long bridal draping, a home demo with travel time in between.",
      },
      {
        label: "Link the calendar your staff keep",
        description:
          "The agent reads and writes to your calendar, such as Google Calendar, so a walk-in your staff enter blocks that slot in the chat as well.",
      },
      {
        label: "Customers book in the chat",
        description:
          "It asks what they need, offers open slots, collects an address or product model where needed, and confirms the booking in writing.",
      },
      {
        label: "Reminders, changes and cancellations",
        description:
          "A reminder goes out before the visit, at the times you choose. Customers move or cancel by replying, and the freed slot opens to others straight away.",
      },
    ],
  },
  useCases: {
    heading: "What your customers can book",
    intro: "Anything that needs a person, a place and a time.",
    items: [
      {
        trade: "Retail",
        title: "Measurements, trials and alterations",
        description:
          "Customers book a measurement slot for a blouse or a suit alteration, and get a message when the piece is ready for its trial.",
      },
      {
        trade: "Retail",
        title: "Personal shopping for weddings",
        description:
          "A family planning wedding purchases books a two-hour slot with a senior salesperson and shares the budget and the functions in advance, so the right collections are out when they arrive.",
      },
      {
        trade: "Retail",
        title: "Home demos and service visits",
        description:
          "Furniture and appliance stores book home demos, installations or repair visits by area, leaving travel time between addresses.",
      },
      {
        trade: "Wholesale",
        title: "Showroom visits for bulk buyers",
        description:
          "Retailers travelling in from other towns book a showroom visit ahead, so the owner is free and the samples for their category are ready.",
      },
      {
        trade: "Wholesale",
        title: "Pickup slots at the godown",
        description:
          "Distributors who let retailers collect stock can hand out loading slots, so the yard is not crowded in festival weeks.",
      },
      {
        trade: "Ecommerce",
        title: "Video-call shopping",
        description:
          "Online saree and jewellery sellers offer video-call slots where a staff member shows pieces live. The agent books the slot and sends the call link.",
      },
    ],
  },
  features: {
    heading: "Booking features",
    items: [
      {
        title: "Only slots that are truly free",
        description:
          "Bookings are checked against your live calendar and staff rosters, so two customers are not promised the same tailor or the same technician.",
      },
      {
        title: "Smart reminders",
        description:
          "Reminders at the times you choose, with the address, what to bring and a map link. The customer can reply to confirm, move or cancel.",
      },
      {
        title: "Rescheduling in one reply",
        description:
          "A customer who writes “can we do Sunday instead” is shown the open Sunday slots, and the old one is released at once.",
      },
      {
        title: "Details collected before the visit",
        description:
          "Area and pin code for home visits, product model for service calls, function date for bridal work, so nobody arrives unprepared.",
      },
      {
        title: "Rules for the rush",
        description:
          "In wedding season or before Deepavali, you can shorten slots, close days or hold some slots back for regular customers.",
      },
      {
        title: "A morning list for each staff member",
        description: "Every morning, each person gets their bookings for the day with the customer's notes.",
      },
    ],
  },
  humanOnly: {
    heading: "Left to your staff",
    intro: "These need someone who knows the shop's day and the customer.",
    items: [
      "Fitting an extra booking into a full day, or opening a slot outside your set hours",
      "Quoting a price for bridal, custom tailoring or installation work",
      "Waiving a cancellation charge or refunding an advance",
      "Accepting a home visit outside the areas you serve",
      "Answering a complaint about a missed or late appointment",
    ],
  },
  integrations: {
    heading: "Bookings land where your team looks",
    intro:
      "Each booking is saved against the customer in your CRM; service visits can open a ticket or a card for the team that goes out.",
    names: ["Zoho CRM", "HubSpot", "Freshsales", "Shopify", "Zoho Desk", "Trello"],
  },
  plans: {
    heading: "Plans and project pricing",
    intro: `Smart reminders are part of the Premium plan at ${monthlyPrice("Premium")} a month. A booking agent fitted to your staff rosters, branches and service areas is priced as a project, which we scope with you in a free 30-minute consultation.`,
    fit: { kind: "feature", feature: "Smart reminders" },
  },
  related: {
    caseStudy: "justpadel-mobile-app",
    articles: ["ai-solopreneur-productivity-guide", "ai-whatsapp-responses-2025"],
  },
  faq: [
    {
      question: "Do my customers need to download an app?",
      answer:
        "No. They book in WhatsApp, which they already use. An app makes sense when booking is the whole business, as in the JustPadel court booking case study; for most shops the chat is enough.",
    },
    {
      question: "What happens when someone does not turn up?",
      answer:
        "The agent can message them after the missed slot to offer a new time, and it records the no-show against the customer. Whether to ask a repeat no-show for an advance is your call.",
    },
    {
      question: "Can it handle several staff members and branches?",
      answer:
        "Yes. Each person or branch can have its own hours and booking types, and the agent offers a slot only where the right person is free.",
    },
    {
      question: "Can customers pay an advance when they book?",
      answer:
        "The agent can send a UPI or payment link for an advance you set, and confirm the booking once it is paid. Refunding an advance is done by your staff.",
    },
    {
      question: "How early do reminders go out, and what do they cost?",
      answer:
        "You choose, for example one the evening before and one two hours ahead. Reminders sent outside WhatsApp's reply window use Meta-approved templates, which carry a per-message charge on top of the plan.",
    },
  ],
  closing: {
    heading: "Fill your calendar without the phone calls",
    text: "Tell us what customers book with you and how your week runs. We will show you the booking chat on WhatsApp, with your own slots, before anything goes live.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a booking agent" },
    secondary: { label: "See pricing", to: "/pricing" },
    extra: { label: "AI for retail", to: "/industries/retail", context: "how shops use bots and agents" },
  },
};
