import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/instagram",
  nav: { menu: "AI Solutions", group: "Channel bots", label: "Instagram AI Bot" },
  head: {
    title: "Instagram AI Bot",
    heading: "Instagram AI Bot",
    description:
      "Reply to Instagram DMs, comments and story replies in seconds: prices, sizes, stock and product links, with a person one tap away.",
  },
  kind: "channel",
  hero: {
    eyebrow: "Instagram AI bot",
    headline: "Answer every “price?” comment and DM while the post is still fresh",
    intro:
      "A reel does well and fifty people comment “price?” or “DM details”. By the time you reach the last one, most have scrolled on. The Instagram bot answers DMs, story replies and comments in seconds with the price, sizes, stock and a product link, confirms COD, and passes the chat to you when a buyer needs a person.",
    primary: { label: "Talk to us", to: "/contact?topic=bots", context: "about an Instagram bot" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/instagram-ai-bot-ecommerce",
      context: "Instagram DM assistant for a fashion label",
    },
    figures: [
      { value: "78%", label: "of a fashion label's Instagram DMs were answered by the AI, in our case study" },
      { value: "+27%", label: "DM conversion rate for that label" },
      { value: monthlyPrice("Pro"), label: "a month for Pro, the first plan with Instagram" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "instagram",
    title: "Your brand on Instagram",
    lines: [
      { from: "customer", text: "Price? The mustard kurti in your last reel" },
      { from: "bot", text: "It is ₹1,299. S to XL are in stock. Which size do you usually wear?" },
      { from: "customer", text: "M, but tops are often tight at the shoulder" },
      { from: "bot", text: "This cut runs small, so L should fit better. Here is the link." },
      { from: "customer", text: "COD available for Coimbatore?" },
      { from: "bot", text: "Yes, COD is available in Coimbatore, with delivery in 3-4 days." },
    ],
    alt: "An Instagram DM in which the bot gives the price of a kurti from a reel, suggests a size from the customer's fit problem and confirms COD to her city.",
  },
  howItWorks: {
    heading: "How the Instagram bot works",
    intro: "It works inside your professional Instagram account, on the messages Meta lets a business answer.",
    steps: [
      {
        label: "Connect your professional account",
        description:
          "We link your Instagram business account through Meta's official messaging tools. Your login stays with you, and you can still read and answer every DM from the app.",
      },
      {
        label: "Teach it your products",
        description:
          "Product links, prices, size charts, fabric and care notes, COD pincodes and delivery times come from your Shopify or WooCommerce store, or from a sheet we set up with you.",
      },
      {
        label: "It replies to DMs, story replies and comments",
        description:
          "A DM or a story reply gets a full answer. A comment such as “price?” gets a short public reply and a private message with the details and the link.",
      },
      {
        label: "You take the chats that need you",
        description:
          "Custom orders, bulk enquiries, complaints and anyone who asks for a person come to your inbox, marked so you can find them quickly.",
      },
    ],
  },
  useCases: {
    heading: "What Instagram sellers hand to the bot",
    intro: "Mostly online sellers, but also shops and wholesalers who post their stock.",
    items: [
      {
        trade: "Ecommerce",
        title: "Comments on a launch-day reel",
        description:
          "A new collection reel brings hundreds of comments in one evening. Each person who asked gets the price and the link in their DMs within a minute, not the next afternoon.",
      },
      {
        trade: "Ecommerce",
        title: "Size questions before they turn into returns",
        description:
          "The bot reads your size chart, asks for the buyer's usual size and warns when a style runs small. Sizing was one of the main jobs of the DM assistant in our fashion case study.",
      },
      {
        trade: "Ecommerce",
        title: "Buyers who asked for a link and went quiet",
        description:
          "Within the reply window Meta allows, the bot sends one short follow-up saying the item is still in stock. Recovering stalled chats was part of the assistant's work for the fashion label in our case study.",
      },
      {
        trade: "Retail",
        title: "New arrivals at a jewellery or saree shop",
        description:
          "Shops post new designs on Instagram but sell at the counter. Gold rates change daily, so the bot quotes the range you update each morning and books a visit to see the piece in person.",
      },
      {
        trade: "Retail",
        title: "“Is this on display?” at a furniture showroom",
        description:
          "Followers ask whether the sofa in the post can be seen in the showroom. The bot says which branch has it, shares the location pin and gives the showroom timings.",
      },
      {
        trade: "Wholesale",
        title: "Resellers asking for bulk rates",
        description:
          "Boutique owners and home resellers message wholesalers they find on Instagram. The bot asks for their city, GST number and quantity, explains your minimum order and passes serious buyers to your sales team.",
      },
    ],
  },
  features: {
    heading: "Built for how Instagram buyers ask",
    items: [
      {
        title: "Comment to DM",
        description:
          "Turns a “price?” comment into a private message with the answer, so the price reaches the person who asked and your comments stay readable.",
      },
      {
        title: "Product links from your store",
        description:
          "Sends the exact product page from Shopify or WooCommerce, with the size or colour the buyer chose where your store supports it.",
      },
      {
        title: "Stock checked before it says yes",
        description:
          "Looks up stock before replying, so nobody is sent to a sold-out page after being told the piece is available.",
      },
      {
        title: "COD or prepaid, by pincode",
        description:
          "Tells buyers whether COD is available where they live and shares a payment link for prepaid orders.",
      },
      {
        title: "Order status in the DMs",
        description:
          "Answers “when will my parcel come” from your store and courier data. Order tracking and delivery status are part of the Pro plan.",
      },
      {
        title: "Your team can take over",
        description:
          "Staff see every conversation and can reply from the Instagram inbox. Once a person joins a chat, the bot stops replying in it.",
      },
    ],
  },
  humanOnly: {
    heading: "What stays with you and your team",
    intro: "The bot passes these on instead of answering them itself.",
    items: [
      "Refunds and exchange approvals",
      "Custom stitching, alterations or made-to-order prices",
      "Discounts or collaboration deals beyond the codes you set",
      "Replies to negative comments and public complaints",
      "Rates for a reseller's first bulk order",
    ],
  },
  integrations: {
    heading: "Connects to your store and customer list",
    intro: "Product data comes from your store; buyers and enquiries go to your CRM or helpdesk.",
    names: ["Shopify", "WooCommerce", "BigCommerce", "Razorpay Magic Checkout", "Zoho CRM", "HubSpot", "Freshdesk"],
  },
  plans: {
    heading: "Which plans include Instagram",
    intro: `Instagram comes with Pro at ${monthlyPrice("Pro")} a month and Premium at ${monthlyPrice("Premium")} a month, together with WhatsApp; Starter covers WhatsApp only. Pro adds order tracking, payment reminders and up to 25 catalogue items, while Premium removes the catalogue limit and adds the website chatbot.`,
    fit: { kind: "channel", channel: "instagram" },
  },
  related: {
    caseStudy: "instagram-ai-bot-ecommerce",
    articles: ["ai-whatsapp-responses-2025", "ai-app-development-trends-2025"],
  },
  faq: [
    {
      question: "Will the bot reply to comments in public?",
      answer:
        "Only briefly, and only if you want it to, for example “Sent you the details in DM”. The price and link go in a private message. You choose which posts it watches and can switch comment replies off for any post.",
    },
    {
      question: "Can it message people who only liked a post or followed me?",
      answer:
        "No. Meta lets a business message people who wrote to it first, through a DM, a story reply or a comment, and limits how long after that the business may reply. The bot keeps inside those rules so your account stays in good standing.",
    },
    {
      question: "I sell only on Instagram, with no website. Does it still work?",
      answer:
        "Yes. We keep your products, prices and stock in a simple sheet or in a dashboard, and the bot takes the order details and address in the chat. For payment it shares a UPI ID or payment link, or confirms COD.",
    },
    {
      question: "How quickly does it reply?",
      answer:
        "Replies go out as soon as a message arrives, not when someone on your team is free. For the direct-to-consumer fashion label in our case study, response time was under a minute and 78% of DMs were answered by the AI, with the rest handled by the team.",
    },
    {
      question: "Can it handle DMs in Tamil and Tanglish?",
      answer:
        "Yes. It replies in English or Tamil and understands Tanglish, which is how many DMs arrive. Hindi and other languages can be set up as well.",
    },
    {
      question: "Can the same bot answer on WhatsApp?",
      answer:
        "Yes. Pro covers WhatsApp and Instagram together, with one catalogue behind both. A buyer who starts on Instagram can get order updates on WhatsApp once they share their number.",
    },
  ],
  closing: {
    heading: "Let your DMs keep up with your reels",
    text: "Show us a post that brought more comments than you could answer. We will show you how the bot would have replied to them, and which chats it would have passed to you.",
    primary: { label: "Talk to us", to: "/contact?topic=bots", context: "about an Instagram bot" },
    secondary: { label: "See pricing", to: "/pricing" },
    extra: { label: "See the WhatsApp bot", to: "/ai-solutions/whatsapp" },
  },
};
