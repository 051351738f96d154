import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/voice",
  nav: { menu: "AI Solutions", group: "Channel bots", label: "Voice AI Assistant" },
  head: {
    title: "Voice AI Assistant",
    heading: "Voice AI Assistant",
    description:
      "A phone assistant that answers your shop's calls when staff are busy, takes orders and bookings, and puts callers through to a person.",
  },
  kind: "channel",
  hero: {
    eyebrow: "Voice AI assistant",
    headline: "A phone assistant that picks up when your counter is too busy to answer",
    intro:
      "During a festival rush or after closing time, the shop phone rings and nobody can pick up. The voice assistant answers those calls, takes orders and bookings, tells callers your timings and whether an item is in stock, and puts them through to a person whenever they ask. After each call your team gets a short summary on WhatsApp.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a voice assistant" },
    secondary: { label: "How a project runs", to: "/process" },
    figures: [
      { value: "30 minutes", label: "free consultation, where we scope and quote your voice assistant" },
      { value: "English and Tamil", label: "spoken by the assistant, with Tanglish understood" },
      { value: "24 hours", label: "until we reply to your enquiry, on working days" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "voice",
    title: "Call to your shop",
    lines: [
      { from: "customer", text: "Is the shop open now? I need two 20 litre paint buckets." },
      { from: "bot", text: "We are open till 9 tonight. Which colour? I can keep them ready." },
      { from: "customer", text: "White interior emulsion, same as my last bill." },
      { from: "bot", text: "Two 20 litre white interior emulsion. Your name for the pickup?" },
      { from: "customer", text: "Wait, I want to ask about tinting. Can I talk to someone?" },
      { from: "staff", text: "Hello, this is the counter. Which shade do you have in mind?" },
    ],
    alt: "A phone call transcript in which the voice assistant gives the closing time, notes a paint order for pickup and puts the caller through to a staff member when he asks for a person.",
  },
  howItWorks: {
    heading: "How the voice assistant handles a call",
    intro: "It answers only when you want it to, and knows when to step aside.",
    steps: [
      {
        label: "Decide when it answers",
        description:
          "Calls reach the assistant only at the times you choose: when the line is busy, when nobody picks up within a few rings, or after hours. Whether your current number can forward calls this way depends on your phone line, and we check it in the consultation.",
      },
      {
        label: "Give it your shop's facts",
        description:
          "Timings, branches, products and prices, booking slots and the questions callers usually ask. We turn these into what the assistant may say, and you approve the script and its limits.",
      },
      {
        label: "It talks, then reads back",
        description:
          "The assistant answers questions, takes an order or a booking, and repeats the details so the caller can correct a wrong item or number before it is saved.",
      },
      {
        label: "A person whenever asked",
        description:
          "If a caller asks for a person, or the call goes beyond what the assistant may handle, it transfers the call to the staff number you choose, or books a call-back if nobody is free.",
      },
      {
        label: "A summary on WhatsApp",
        description:
          "After each call your team gets a WhatsApp message with the caller's number, what they wanted and what was agreed. Orders also go to your order list.",
      },
    ],
  },
  useCases: {
    heading: "Calls it can take off your hands",
    intro: "Mostly the calls that ring out today, because everyone is busy or the shop is shut.",
    items: [
      {
        trade: "Retail",
        title: "Festival weeks at a textile shop",
        description:
          "In the weeks before Deepavali, counter staff cannot leave customers to answer the phone. The assistant takes calls about timings, parking and whether a new collection has arrived, and books a time for families who want a quieter visit.",
      },
      {
        trade: "Retail",
        title: "Service bookings at a mobile shop",
        description:
          "Callers who need a screen replaced or a phone serviced get a slot booked and a WhatsApp confirmation, instead of an unanswered phone after 9 pm.",
      },
      {
        trade: "Wholesale",
        title: "Early-morning orders from retailers",
        description:
          "Some kirana owners phone their distributor before they open their shutters. The assistant takes the order item by item, reads it back, and the sales team finds it in their list when the office opens.",
      },
      {
        trade: "Wholesale",
        title: "Rate and stock calls to a hardware wholesaler",
        description:
          "Contractors and shops ring to ask whether 12 mm rods are in stock and at what rate today. The assistant answers from the stock and rate list you update, and passes any bargaining to the owner.",
      },
      {
        trade: "Ecommerce",
        title: "Online buyers who would rather call",
        description:
          "Some buyers, often older ones, ring the number printed on the parcel or the website. The assistant answers order-status questions from your store data and sends the tracking link to them on WhatsApp.",
      },
      {
        trade: "Ecommerce",
        title: "Return requests by phone",
        description:
          "A caller who wants to return an item is asked for the order number and the reason, told your policy, and a return request is logged for your staff to approve.",
      },
    ],
  },
  features: {
    heading: "What the voice assistant can do",
    items: [
      {
        title: "Understands everyday speech",
        description:
          "Callers can speak English or Tamil, mixing the two as most people do. If it does not catch something, it asks again rather than guessing.",
      },
      {
        title: "Reads orders back",
        description:
          "Every order and booking is repeated to the caller before it is saved, because on a noisy line fifteen can sound like fifty.",
      },
      {
        title: "Transfer to a person",
        description:
          "Saying “I want to talk to someone” at any point puts the caller through to your staff, or books a call-back if the line is busy.",
      },
      {
        title: "Call summaries on WhatsApp",
        description:
          "A short written summary of each call reaches your team on WhatsApp, so nobody has to listen to a recording to know what was promised.",
      },
      {
        title: "Works to your timetable",
        description:
          "Set it to answer after hours, on Sundays, when all lines are busy or through a festival week. Your staff take calls the rest of the time.",
      },
      {
        title: "Bookings into your calendar",
        description:
          "Visits, service slots and deliveries go into the times you keep free, and the caller gets a confirmation on WhatsApp.",
      },
    ],
  },
  humanOnly: {
    heading: "What the assistant never does on its own",
    intro: "These go to a person, on the call or in the summary.",
    items: [
      "Agreeing a rate or discount that is not on your list",
      "Taking card numbers, OTPs or bank details over the phone",
      "Deciding a complaint, refund or replacement",
      "Giving a retailer credit or a later payment date",
      "Carrying on after a caller has asked for a person",
    ],
  },
  integrations: {
    heading: "Where call details end up",
    intro: "Orders, bookings and call notes go to the tools you already run, as well as to WhatsApp.",
    names: ["TallyPrime", "Shopify", "Zoho CRM", "LeadSquared", "Freshdesk", "Zoho Desk"],
  },
  plans: {
    heading: "How voice is priced",
    intro:
      "Voice is not part of the Starter, Pro or Premium plans. Phone lines, call volumes and languages differ from shop to shop, so we quote each voice assistant as a project after a free 30-minute consultation. Call and telephony charges are extra and depend on how many calls the assistant takes.",
    fit: {
      kind: "quote",
      note: "Voice is quoted per project after a free 30-minute consultation; call charges are extra.",
    },
  },
  related: {
    articles: ["rpa-vs-genai-business-guide", "vertical-ai-wins"],
  },
  faq: [
    {
      question: "Can a caller always reach a real person?",
      answer:
        "Yes. Asking for a person at any point transfers the call to the number you choose. If nobody is free, for example at night, the assistant takes a call-back request and your team sees it on WhatsApp first thing in the morning.",
    },
    {
      question: "Will callers know they are talking to an assistant?",
      answer:
        "Yes. It introduces itself as the shop's assistant at the start of the call. Callers who would rather not talk to it can ask for a person straight away.",
    },
    {
      question: "Can I keep my shop's phone number?",
      answer:
        "In most cases, yes: calls are forwarded to the assistant only at the times you choose, such as after hours or when the line is busy. Whether your line supports this depends on your phone provider, which we check in the consultation.",
    },
    {
      question: "What if it mishears an order?",
      answer:
        "It can happen, especially on a poor line or in a noisy shop. That is why the assistant reads every order back before saving it, and why the WhatsApp summary lets your staff catch anything odd before the order is packed.",
    },
    {
      question: "How much does a voice assistant cost?",
      answer:
        "We quote voice per project, because the price depends on how many calls you get, the hours it answers, the languages and what it connects to. The free 30-minute consultation is where we agree the scope, and call charges are billed on usage.",
    },
  ],
  closing: {
    heading: "Stop losing the calls nobody could pick up",
    text: "Tell us when your phone goes unanswered and what callers usually want. We will suggest when the assistant should pick up, what it should hand to your staff, and what it would cost.",
    primary: { label: "Talk to us", to: "/contact?topic=ai-agents", context: "about a voice assistant" },
    secondary: { label: "See the booking agent", to: "/ai-solutions/booking-agent" },
    extra: { label: "See the WhatsApp bot", to: "/ai-solutions/whatsapp", context: "where call summaries arrive" },
  },
};
