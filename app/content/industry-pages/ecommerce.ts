import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/ecommerce",
  nav: { menu: "Industries", label: "Ecommerce" },
  head: {
    title: "AI for Ecommerce",
    heading: "Ecommerce",
    description:
      "Answer 'where is my order', confirm COD before dispatch, recover carts and handle returns on WhatsApp, Instagram and your store.",
  },
  card: {
    name: "Ecommerce",
    description:
      "Order status answers, COD confirmation before dispatch, cart reminders, sizing help and returns for Shopify, WooCommerce and Instagram sellers.",
  },
  hero: {
    eyebrow: "Online stores and Instagram sellers",
    headline: "Answer “where is my order” and confirm COD before the parcel leaves",
    intro:
      "Shopify and WooCommerce stores and Instagram sellers spend their evenings on the same messages: order status, sizes, COD, returns. We connect an AI assistant to your store and your DMs that answers from live order and stock data, confirms cash-on-delivery orders before dispatch and hands anything tricky to your team.",
    primary: { label: "Book a demo", to: "/contact?topic=demo" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/instagram-ai-bot-ecommerce",
      context: "Instagram DM assistant for a fashion label",
    },
    figures: [
      { value: "78%", label: "of DMs answered by AI for a fashion label (Instagram case study)" },
      { value: "+27%", label: "DM conversion rate for the same label" },
      { value: monthlyPrice("Pro"), label: "a month for the Pro plan, with WhatsApp and Instagram" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "instagram",
    title: "Your store on Instagram",
    lines: [
      { from: "customer", text: "Is the black kurta from your last reel there in M? I'm usually M in other brands" },
      {
        from: "bot",
        text: "M is in stock. This kurta runs slim: M fits a 38 in chest, so for a loose fit try L.",
      },
      { from: "customer", text: "Ok L then. COD possible to 641004?" },
      { from: "bot", text: "Yes, COD is available to 641004. Here is the black kurta in L, with the size chart." },
      { from: "customer", text: "Ordered" },
      { from: "bot", text: "Thank you. We will send a WhatsApp message to confirm your COD order before packing it." },
    ],
    alt: "An Instagram direct message in which a customer asks about a kurta's fit and COD to a pin code, and the store's assistant advises a size and says the COD order will be confirmed before packing.",
  },
  problems: {
    heading: "Where an online store loses time and money",
    intro:
      "Selling online in India runs on chat as much as on the store. Customers ask before they buy, ask again while they wait, and ask once more if something goes wrong.",
    items: [
      {
        problem: "“Where is my order?” from morning to night",
        detail:
          "Every morning starts with tracking questions in DMs, on WhatsApp and by email, most of them about parcels that are on time. Each one means opening the store admin, finding the AWB number and checking the courier's site.",
        answer:
          "The assistant finds the order by phone number or order ID, reads its status from your store and courier, and replies with the tracking link and expected date. It also sends shipping updates on its own, so fewer customers need to ask. Delayed or lost parcels go to a person with the order details attached.",
        links: [
          { label: "Support agent", to: "/ai-solutions/support-agent", context: "AI that answers order questions" },
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp", context: "shipping updates on WhatsApp" },
        ],
      },
      {
        problem: "COD orders refused at the door",
        detail:
          "A customer orders on impulse at midnight, picks cash on delivery and then refuses the parcel, or gave a number that never answers. You pay shipping both ways, the stock is stuck in transit for days, and some pin codes are worse than others.",
        answer:
          "Before a COD parcel is packed, the assistant sends a WhatsApp message asking the customer to confirm, with the option to pay by UPI instead. Orders not confirmed by your cut-off are held or flagged for a call. It will not stop every refusal, but it catches wrong numbers, fake orders and changed minds before you pay the courier.",
        links: [
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp", context: "COD confirmation messages" },
          { label: "Integrations", to: "/integrations", context: "store and checkout connectors we use" },
        ],
      },
      {
        problem: "Abandoned carts and chats that go quiet",
        detail:
          "Shoppers add a saree to the cart and leave at the payment page, or ask about a product in DMs and stop replying. Without a nudge, they buy from the next reel they scroll past.",
        answer:
          "Shoppers who left at checkout and have opted in to messages get a reminder with a checkout link. In DMs, the assistant sends one follow-up inside Instagram's 24-hour messaging window, as the platform requires, and then stops. For a fashion label, that single follow-up was a visible part of its 27% rise in DM conversion.",
        links: [
          { label: "Instagram AI", to: "/ai-solutions/instagram", context: "follow-ups inside Instagram's rules" },
          {
            label: caseStudyLinkLabel,
            to: "/case-studies/instagram-ai-bot-ecommerce",
            context: "Instagram DM assistant for a fashion label",
          },
        ],
      },
      {
        problem: "Sizing questions before every order",
        detail:
          "“I'm 5 feet 4, which size?” “Cotton or rayon?” “Will the colour match the photo?” These questions decide the sale, and a wrong answer on size comes back as a return a week later.",
        answer:
          "The assistant answers from your own size charts, fabric notes and live stock by size, not from general advice, and says plainly when a size is sold out. When a question needs judgement, such as a custom fit or a bulk order, it passes the chat to your team with a short summary.",
        links: [
          { label: "Instagram AI", to: "/ai-solutions/instagram", context: "size and stock answers in DMs" },
          { label: "Web chat AI", to: "/ai-solutions/web", context: "the same answers on your store" },
        ],
      },
      {
        problem: "Returns and exchanges that eat the afternoon",
        detail:
          "One customer wants the next size, another wants a refund, a third sends a photo of a torn parcel. Each is a long chat, a reverse pickup to book and a refund to track in a spreadsheet.",
        answer:
          "The assistant collects the order number, reason and photos, checks your return window and policy, and books the exchange or pickup where your rules allow it. Refunds, damage claims and anything outside policy go to a person, who sees the whole request in one place instead of across three apps.",
        links: [
          {
            label: "Support agent",
            to: "/ai-solutions/support-agent",
            context: "returns and exchanges handled in chat",
          },
          { label: "Web applications", to: "/services/web-applications", context: "a returns page for your store" },
        ],
      },
      {
        problem: "Reviews and repeat orders left to chance",
        detail:
          "Happy customers rarely leave a review unless asked, and a first order is often the last. The customer list sits in Shopify or WooCommerce, but nobody has time to send the right message at the right time.",
        answer:
          "A few days after delivery, the assistant asks for feedback and a review, and sends unhappy replies to your team before anything else. Opted-in customers hear when a product they buy regularly is due again or when their size is back. Feedback collection is in the Pro plan; automated reorders and targeted campaigns are in Premium.",
        links: [
          { label: "See pricing", to: "/pricing", context: "what each plan includes" },
          {
            label: "WhatsApp Sales Management",
            to: "/products/sales-management",
            context: "customers and repeat orders in one dashboard",
          },
        ],
      },
    ],
  },
  day: {
    heading: "A sale day at a small online label",
    intro: "A sale announced in a morning reel and run by a team of three, before the assistant and after.",
    before: [
      {
        time: "8:00 AM",
        text: "The reel goes live. By the time the team has had tea, the DMs are full of “price?”, “size chart?” and “COD available?”, and the first shoppers are already waiting.",
      },
      {
        time: "11:00 AM",
        text: "Sale orders are coming in, and so are “where is my order” messages about last week's parcels. One person stops packing to look up tracking numbers.",
      },
      {
        time: "2:30 PM",
        text: "Two COD parcels from last week come back refused. Shipping was paid both ways, and the stock will not be back on the shelf for days.",
      },
      {
        time: "6:00 PM",
        text: "A customer wants to swap a kurta for the next size. The chat moves between DM, WhatsApp and email, and nobody is sure who promised what.",
      },
      {
        time: "11:30 PM",
        text: "The founder clears leftover DMs in bed. Many of the shoppers who asked about sizes in the morning never ordered.",
      },
    ],
    after: [
      {
        time: "8:00 AM",
        text: "The reel goes live and the assistant answers price, size and COD questions straight away, with product links from the store. The team keeps packing.",
      },
      {
        time: "11:00 AM",
        text: "Customers asking about older orders get their tracking link and expected date from the assistant. Only one delayed parcel reaches the team, with its details.",
      },
      {
        time: "2:30 PM",
        text: "Today's COD orders got a confirmation message before packing. The few left unconfirmed at the cut-off wait for a call instead of going out.",
      },
      {
        time: "6:00 PM",
        text: "The exchange request arrives with the order number, reason and photos already collected. A team member approves it and the pickup is booked.",
      },
      {
        time: "11:30 PM",
        text: "The founder reads a short list of conversations marked for a person, and sees which of today's chats turned into orders.",
      },
    ],
  },
  tools: {
    heading: "Connected to your store and your checkout",
    intro:
      "The assistant reads orders, stock and customers from your store and writes back what happened in chat. These are the connectors Indian online stores ask us for most.",
    names: ["Shopify", "WooCommerce", "Razorpay Magic Checkout", "Freshdesk", "Zoho Desk", "Zoho Books", "HubSpot"],
  },
  caseStudies: {
    heading: "Online brands we have built for",
    intro:
      "A direct-to-consumer fashion label that sells mostly through Instagram, and a herbal healthcare brand whose web app joins online consultations with product orders.",
    slugs: ["instagram-ai-bot-ecommerce", "ethnichealthcare-web-application"],
  },
  faq: [
    {
      question: "Will shoppers know the replies come from a bot?",
      answer:
        "We set the assistant up to introduce itself as your store's automatic assistant, and we advise keeping it that way. Shoppers can ask for a person at any point, and returns, complaints and payment problems go to your team by default. Your team gets a summary, so nobody is asked for their order number twice.",
    },
    {
      question: "Does a COD confirmation message annoy customers?",
      answer:
        "It is one short message with two buttons, confirm or cancel, and an option to pay by UPI instead. Shoppers who meant to order tap confirm in a second; those who did not tell you before you pay for shipping. You choose the cut-off time and what happens to orders that stay unconfirmed.",
    },
    {
      question: "Does it work with Shopify and WooCommerce?",
      answer:
        "Yes. Both are in our integration directory: the assistant reads products, stock and order status, creates orders and sends shipping updates. Stores on Magento (Adobe Commerce) or BigCommerce connect the same way. A store built from scratch can be connected through its own API, which we quote as a project.",
    },
    {
      question: "What if a customer writes in Tamil or Hinglish?",
      answer:
        "The assistant answers in English and Tamil and understands Tanglish. Hindi or Hinglish can be set up as well, as we did for a fashion label whose shoppers write that way. When it is unsure what a message means, it asks again or passes the chat to your team.",
    },
    {
      question: "Can it message a shopper on Instagram days after they asked?",
      answer:
        "Not freely. Instagram lets a business reply within 24 hours of the customer's last message, so the assistant answers and follows up once inside that window. Later messages, such as a delivery update, go on WhatsApp to customers who have opted in, using templates approved under Meta's rules.",
    },
    {
      question: "Which plan do I need?",
      answer: `Pro at ${monthlyPrice("Pro")} a month covers WhatsApp and Instagram, order tracking, payment reminders and review collection, with up to 25 catalogue items. A store with a larger range, or one that wants the assistant on its website as well, needs Premium at ${monthlyPrice("Premium")} a month with an unlimited catalogue. A separate support agent for returns and complaints is quoted per project.`,
    },
  ],
  closing: {
    heading: "Tell us what your inbox looks like on a sale day",
    text: "In a free 30-minute consultation we go through the questions your store gets most, where COD refusals and returns cost you, and which of them an assistant can take on. We reply within 24 hours, Monday to Friday.",
    primary: { label: "Book a demo", to: "/contact?topic=demo" },
    secondary: { label: "Instagram AI", to: "/ai-solutions/instagram", context: "how the DM assistant works" },
    extra: {
      label: "Read: how AI replies work",
      to: "/blog/ai-whatsapp-responses-2025",
      context: "AI replies on WhatsApp, a six-step plan",
    },
  },
};
