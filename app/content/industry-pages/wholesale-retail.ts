import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/wholesale-retail",
  nav: { menu: "Industries", label: "Wholesale & Retail" },
  head: {
    title: "AI for Wholesale & Retail",
    heading: "Wholesale & Retail",
    description:
      "WhatsApp ordering for retailers, weekly price lists, credit reminders and orders straight into Tally, for distributors and wholesalers.",
  },
  card: {
    name: "Wholesale & Retail",
    description:
      "WhatsApp ordering in Tanglish, weekly price lists, credit limits and orders straight into TallyPrime for distributors, wholesalers and their retail counters.",
  },
  hero: {
    eyebrow: "Wholesale and distribution",
    headline: "Retailer orders on WhatsApp, checked against credit and ready for Tally",
    intro:
      "Your retailers already order on WhatsApp: typed in Tanglish, sent as voice notes or as a photo of a handwritten list. We turn those messages into confirmed orders, priced from this week's list, checked against each shop's credit limit and ready for billing. For a wholesale FMCG distributor supplying about 1,400 kirana retailers, order processing time fell by 80%.",
    primary: { label: "Talk to us", to: "/contact?topic=whatsapp", context: "about WhatsApp ordering for retailers" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/whatsapp-bot-ai-dashboard",
      context: "WhatsApp ordering for an FMCG distributor",
    },
    figures: [
      { value: "68%", label: "of orders via WhatsApp for an FMCG distributor (case study)" },
      { value: "−80%", label: "order processing time in the same case study" },
      { value: "92%", label: "demand forecast accuracy in the same case study" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Order desk",
    lines: [
      { from: "customer", text: "Anna 5 case sunflower oil 1L, 2 bag ponni rice 25kg, 10 box biscuit. Rate same ah?" },
      { from: "bot", text: "Oil 1L × 5 case, Ponni 25kg × 2 bag, biscuit × 10 box. Oil is up ₹40 a case this week." },
      { from: "bot", text: "Total ₹14,860 with GST. Outstanding after this: ₹22,300 of your ₹30,000 limit. Confirm?" },
      { from: "customer", text: "Confirm. Tomorrow delivery?" },
      { from: "bot", text: "Confirmed and sent for billing. It goes on tomorrow morning's van to your area." },
    ],
    alt: "A WhatsApp chat in which a kirana retailer types an order in Tanglish, and the distributor's bot reads it into order lines, notes a price change, shows the total against the credit limit and confirms delivery.",
  },
  problems: {
    heading: "What slows a distributor's order desk",
    intro:
      "Whether you supply kiranas, medical shops, hardware stores or bakeries, the order desk fights the same six things every week.",
    items: [
      {
        problem: "Orders that arrive in every shape",
        detail:
          "“5 case oil 2 bag ponni” typed in Tanglish, a two-minute voice note recorded in a noisy shop, a photo of a list written on the back of an old bill. Someone at the desk reads each one, guesses the pack size and types it in, and the mistakes turn into short deliveries and arguments at the shop.",
        answer:
          "An AI sales agent on WhatsApp reads typed orders in Tamil, English and Tanglish, and can be set up to read voice notes and photos of handwritten lists. It matches each line to your item master, asks when a pack size or brand is unclear, and shows the order back for the retailer to confirm. Nothing goes to billing until the retailer confirms.",
        links: [
          { label: "Sales agent", to: "/ai-solutions/sales-agent", context: "AI that takes orders from retailers" },
          {
            label: "WhatsApp AI bot",
            to: "/ai-solutions/whatsapp",
            context: "ordering on the official WhatsApp platform",
          },
        ],
      },
      {
        problem: "Price lists that change every week",
        detail:
          "Oil, dal and sugar rates move week to week, schemes change with every company offer, and the new list goes out as a PDF that many retailers never open. Then the bill shows a different rate from the one the salesman quoted.",
        answer:
          "You keep one price list, in Tally or a sheet, and the bot quotes from it in every chat with schemes and slab discounts applied. When a retailer orders an item whose rate has moved, the bot mentions the change before confirming, so the surprise comes before the bill instead of after it.",
        links: [
          {
            label: "WhatsApp Sales Management",
            to: "/products/sales-management",
            context: "orders and price lists in one dashboard",
          },
        ],
      },
      {
        problem: "Credit limits and outstanding payments",
        detail:
          "Udhaar keeps the trade moving, but some shops order again while last month's bills are still unpaid. Salesmen do not want to refuse a good customer, and the accounts team finds out at month end.",
        answer:
          "Each order is checked against the retailer's credit limit and outstanding before it is accepted. Over the limit, the bot says so politely and passes the order to your staff to approve or hold. Retailers can ask for their balance in chat at any time, and get a reminder with a UPI link when a bill falls due.",
        links: [
          {
            label: "WhatsApp Sales Management",
            to: "/products/sales-management",
            context: "credit checks and payment follow-ups",
          },
          { label: "See pricing", to: "/pricing", context: "payment reminders are in the Pro plan" },
        ],
      },
      {
        problem: "Salesmen's beats planned by habit",
        detail:
          "Each salesman visits the same shops on the same days, whether they need stock or not. The shop that has quietly started buying from another distributor is not visited until it is lost.",
        answer:
          "The sales dashboard scores every retailer on how often they order, how much and how long since the last order, and lists the shops worth a visit this week. Salesmen place orders through the same WhatsApp flow while standing in the shop, so their orders land where everyone else's do.",
        links: [
          {
            label: "WhatsApp Sales Management",
            to: "/products/sales-management",
            context: "retailer scoring and demand forecasts",
          },
          { label: "Mobile apps", to: "/services/mobile-applications", context: "a beat app for field salesmen" },
        ],
      },
      {
        problem: "Typing every order into TallyPrime",
        detail:
          "After the last van leaves, the office re-types the day's WhatsApp orders into Tally as sales vouchers, line by line, often late into the evening. A missed order is found only when the retailer phones about a short delivery.",
        answer:
          "Confirmed orders go into TallyPrime as sales vouchers automatically, with the right party ledger, items, rates and GST. Where a direct connection is not possible, an RPA bot enters them the way your staff would. Your office handles only the exceptions, such as an item out of stock or a rate someone wants to change.",
        links: [
          { label: "RPA", to: "/services/rpa", context: "entering orders into TallyPrime" },
          {
            label: "Read: RPA or generative AI?",
            to: "/blog/rpa-vs-genai-business-guide",
            context: "which automation fits which job",
          },
        ],
      },
      {
        problem: "A retail counter alongside the wholesale trade",
        detail:
          "Many wholesalers also sell loose to walk-in buyers and nearby households. Those customers ask prices on the same WhatsApp number, and their chats get buried under retailer orders, or get quoted trade rates by mistake.",
        answer:
          "The bot tells a registered retailer from a retail customer by their number and answers each from the right price list. Retail buyers get counter prices, pickup times and home delivery where you offer it; retailers get trade rates and credit. Both kinds of order land in one dashboard, kept apart.",
        links: [
          { label: "Retail", to: "/industries/retail", context: "how we work with shops" },
          { label: "Smart AI WhatsApp Chatbot", to: "/products/smart-ai-whatsapp" },
        ],
      },
    ],
  },
  day: {
    heading: "One weekday at a distributor's godown",
    intro: "The same Tuesday in a distributor's office, without the WhatsApp ordering bot and then with it.",
    before: [
      {
        time: "7:30 AM",
        text: "The office phone already holds a night's worth of typed lists, voice notes and photos. The desk reads them one by one and calls back the shops whose handwriting nobody can make out.",
      },
      {
        time: "10:00 AM",
        text: "A retailer orders at last week's oil rate. The new price list went out as a PDF on Monday, but it was never opened. The salesman promises to adjust it later.",
      },
      {
        time: "1:00 PM",
        text: "A shop with a large unpaid balance places another big order. Nobody checks the ledger, and the van is loaded.",
      },
      {
        time: "5:00 PM",
        text: "Salesmen send photos of their order books from the field. Two of them covered the same shops as last week and missed a retailer who has stopped ordering.",
      },
      {
        time: "8:30 PM",
        text: "The office is still typing the day's orders into Tally. One morning order is missing, and the retailer will call tomorrow about a short delivery.",
      },
    ],
    after: [
      {
        time: "7:30 AM",
        text: "Overnight orders were confirmed by the retailers themselves, with each line matched to your item list. The desk sees a short list of lines the bot was unsure about.",
      },
      {
        time: "10:00 AM",
        text: "The retailer sees the new oil rate while ordering and confirms it. There is nothing to adjust later.",
      },
      {
        time: "1:00 PM",
        text: "The big order from the shop over its limit is held for the accounts team, and the shop gets a UPI link for the overdue bill.",
      },
      {
        time: "5:00 PM",
        text: "Salesmen worked from this week's visit list, with the retailer who went quiet at the top. Their orders came in through the same WhatsApp flow.",
      },
      {
        time: "8:30 PM",
        text: "Confirmed orders are already in TallyPrime as vouchers. The office clears the few exceptions and closes on time.",
      },
    ],
  },
  tools: {
    heading: "Tally first, then everything else",
    intro:
      "Most distributors we meet bill in TallyPrime, so that is where we start: item master, rates, party ledgers and outstanding are read from your books, and confirmed orders are written back. Salesmen's visits and retailer notes can go into a CRM if you keep one.",
    names: ["TallyPrime", "Zoho Books", "Zoho CRM", "Freshsales"],
  },
  caseStudies: {
    heading: "The distributor case study",
    intro:
      "A wholesale FMCG distributor in Tamil Nadu took orders from about 1,400 kirana retailers by phone, salesmen's books and WhatsApp. In 10 weeks we built a WhatsApp ordering bot and a sales dashboard. After launch, 68% of orders came through WhatsApp, order processing took 80% less time and the demand forecast was 92% accurate.",
    slugs: ["whatsapp-bot-ai-dashboard"],
  },
  faq: [
    {
      question: "Our retailers are not comfortable with apps. Will they use it?",
      answer:
        "They already use WhatsApp every day, which is why the ordering happens there and not in a new app. A retailer can type an order the way they would tell your salesman, or repeat last week's order in one tap. In the FMCG distributor case study, 68% of orders came in through WhatsApp.",
    },
    {
      question: "Will retailers know they are ordering from a bot, not my salesman?",
      answer:
        "Yes. The number belongs to your business, and the bot says it is your ordering assistant. Your salesmen stay in the loop: they see their retailers' orders and step in for schemes, complaints and special rates. The bot takes the typing off them, not the relationship.",
    },
    {
      question: "Can it read my Tally stock and outstanding?",
      answer:
        "In most setups, yes. We connect to TallyPrime to read stock, rates and each retailer's outstanding, and to post confirmed orders as sales vouchers. If Tally runs on a single office computer, we agree how often it syncs, and the bot knows only what was entered before the last sync.",
    },
    {
      question: "Can it understand voice notes and photos of handwritten lists?",
      answer:
        "It can be set up to. Reading is good with clear recordings and neat lists, and weaker with a noisy shop or hurried handwriting, much as it is for your staff. That is why the bot always shows the order back as lines for the retailer to confirm, and passes anything it cannot read to your order desk.",
    },
    {
      question: "What if a retailer writes in Tamil?",
      answer:
        "Tamil script, English and Tanglish all work, including the trade's short forms such as “cs”, “pc” and “kg bag”. Replies go in English or Tamil, whichever the retailer uses. Other languages, for retailers you supply across the state border, can be added on request.",
    },
    {
      question: "How long does it take, and what does it cost?",
      answer: `The case study project took 10 weeks, including the dashboard and forecasting. The monthly plans suit a small catalogue: Starter holds 10 items, Pro 25, and only Premium at ${monthlyPrice("Premium")} a month is unlimited. A distributor with hundreds of SKUs usually needs Premium or a quoted project with Tally entry and credit checks, and WhatsApp message charges are extra and grow with your order volume.`,
    },
  ],
  closing: {
    heading: "Show us how an order reaches your Tally today",
    text: "In a free 30-minute consultation, walk us through a normal day of retailer orders, from the first WhatsApp message to the voucher in Tally. We will tell you which steps a bot can take over, what stays with your desk and what it would cost. You will hear back from us within 24 hours on a working day.",
    primary: { label: "Book a free consultation", to: "/contact?topic=whatsapp" },
    secondary: {
      label: "WhatsApp Sales Management",
      to: "/products/sales-management",
      context: "orders, retailer scoring and forecasts",
    },
    extra: {
      label: "Read: why industry AI wins",
      to: "/blog/vertical-ai-wins",
      context: "industry-specific AI in seven steps",
    },
  },
};
