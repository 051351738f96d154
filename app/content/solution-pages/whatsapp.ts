import { caseStudyLinkLabel } from "../messages";
import { monthlyPrice } from "../pricing";
import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/whatsapp",
  nav: { menu: "AI Solutions", group: "Channel bots", label: "WhatsApp AI Bot" },
  head: {
    title: "WhatsApp AI Bot",
    heading: "WhatsApp AI Bot",
    description:
      "A WhatsApp AI bot that answers price and stock questions, takes orders, confirms COD and sends UPI reminders, in English and Tamil.",
  },
  kind: "channel",
  hero: {
    eyebrow: "WhatsApp AI bot",
    headline: "Take orders, confirm COD and chase UPI payments without leaving WhatsApp",
    intro:
      "Your customers already message you on WhatsApp: price questions, orders typed in Tanglish, “send the rate list”. The bot answers from your catalogue, writes the order down, confirms COD and reminds people to pay by UPI, in English or Tamil. When a chat needs you, it hands over with the whole conversation.",
    primary: { label: "Talk to us", to: "/contact?topic=whatsapp", context: "about a WhatsApp bot" },
    secondary: {
      label: "Try the ready-made bot",
      to: "/products/smart-ai-whatsapp",
      context: "Smart AI WhatsApp Chatbot, free for the first 100 conversations",
    },
    figures: [
      { value: monthlyPrice("Starter"), label: "a month for Starter, with WhatsApp order intake and confirmation" },
      { value: "68%", label: "of orders arrived on WhatsApp for an FMCG distributor, in our case study" },
      { value: "1-2 weeks", label: "to launch a typical chatbot" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Saree store",
    lines: [
      { from: "customer", text: "Maroon Kanchi silk, 5000 range la irukka?" },
      { from: "bot", text: "Yes, 3 maroon Kanchipuram silks from ₹4,800. Sending photos now." },
      { from: "customer", text: "Second one venum. COD possible?" },
      { from: "bot", text: "COD is available for your pincode. Delivery by Friday. Shall I confirm?" },
      { from: "customer", text: "Yes confirm" },
      { from: "bot", text: "Confirmed, order 2318. I will message you when it is dispatched." },
    ],
    alt: "A WhatsApp chat in which the bot shows a customer maroon silk sarees in her budget, checks COD for her pincode and confirms the order.",
  },
  howItWorks: {
    heading: "How the WhatsApp bot works",
    intro: "From your price list to the first order taken by the bot, usually in one to two weeks.",
    steps: [
      {
        label: "Set up on the official platform",
        description:
          "The bot runs on Meta's WhatsApp Business Platform, not on a personal phone. In the consultation we check whether your current shop number can move across or whether a new number suits you better.",
      },
      {
        label: "Load your catalogue and rules",
        description:
          "Send us your price list, even the PDF you forward to customers today, with your COD areas, delivery charges and UPI details. We build the bot's answers from these, and you approve them before launch.",
      },
      {
        label: "The bot takes and follows up orders",
        description:
          "It answers product questions, writes down orders from plain text or Tanglish, reads each one back, confirms COD, sends a UPI or payment link and messages the customer at dispatch and delivery.",
      },
      {
        label: "Your staff step in where needed",
        description:
          "Complaints, bargaining beyond your rules and anything the bot is unsure of go to a person on your team, with the chat attached. You can read and reply to every conversation yourself.",
      },
    ],
  },
  useCases: {
    heading: "Where shops use it first",
    intro: "The same bot, set up for a counter, a godown and an online store.",
    items: [
      {
        trade: "Retail",
        title: "Saree and textile shops in wedding season",
        description:
          "Families send a photo of a saree they liked and ask for other colours. The bot replies with matching pieces from your catalogue and either takes the order or books a visit, so counter staff can serve the people in the shop.",
      },
      {
        trade: "Retail",
        title: "Stock and EMI questions at a mobile shop",
        description:
          "“Is the new model in stock? EMI irukka?” The bot answers stock, price and the EMI options you list, and holds a handset for pickup for as long as your rule allows.",
      },
      {
        trade: "Retail",
        title: "Monthly lists for a neighbourhood store",
        description:
          "Regular customers type their whole month's grocery list in one message. The bot splits it into items, checks what is in stock, adds the delivery charge and confirms the total before anything is packed.",
      },
      {
        trade: "Wholesale",
        title: "Retailer orders for a distributor",
        description:
          "Kirana retailers order at all hours, often late at night after closing. In our case study, a distributor serving about 1,400 retailers in Tamil Nadu took 68% of its orders on WhatsApp and cut order processing time by 80%.",
      },
      {
        trade: "Wholesale",
        title: "Reminders for retailers on credit",
        description:
          "Retailers who buy on udhaar get a polite message with the amount due and a UPI link on the day you choose. The bot reminds; whether a shop gets more credit stays your decision.",
      },
      {
        trade: "Ecommerce",
        title: "COD confirmation before dispatch",
        description:
          "Before a COD parcel leaves, the bot asks the buyer to confirm the order and the address. Orders nobody confirms are flagged, so your team can call before paying the courier for a parcel that may come back.",
      },
      {
        trade: "Ecommerce",
        title: "Reorders of things that run out",
        description:
          "Sellers of ghee, millet mixes or cold-pressed oil can remind opted-in buyers when their last pack is probably finishing, with the previous order ready to confirm. Automated reorders come with the Premium plan.",
      },
      {
        trade: "Ecommerce",
        title: "Returns logged, not decided",
        description:
          "A buyer says the kurti does not fit. The bot collects the order number, the reason and photos, checks them against your written return policy and passes the request to your staff to approve.",
      },
    ],
  },
  features: {
    heading: "What the bot handles",
    items: [
      {
        title: "Orders the way people type them",
        description:
          "Understands English, Tamil and Tanglish, spelling mistakes included, and reads back items, quantities and the total before it confirms anything.",
      },
      {
        title: "Catalogue answers with photos",
        description:
          "Shares prices, sizes, colours and photos from your WhatsApp catalogue or product list. Starter covers up to 10 items, Pro up to 25, and Premium has no limit.",
      },
      {
        title: "COD and UPI in the same chat",
        description:
          "Confirms COD where you allow it and sends a UPI or payment link where you do not. Reminders for unpaid orders come with the Pro plan.",
      },
      {
        title: "Delivery status without a phone call",
        description:
          "Sends dispatch and delivery updates and answers “where is my order” from your courier or dispatch records, so your staff are not reading tracking numbers aloud.",
      },
      {
        title: "Orders in one dashboard",
        description:
          "Orders taken in chat can flow into WhatsApp Sales Management, our dashboard for orders, customers and follow-ups, or into the software you already use.",
      },
      {
        title: "A person whenever the customer asks",
        description:
          "Typing “talk to someone” sends the chat to your team with its history. The bot stays quiet in that chat until your staff hand it back.",
      },
    ],
  },
  humanOnly: {
    heading: "What the bot leaves to you",
    intro: "However the chat goes, these wait for a person on your team.",
    items: [
      "Refunds, and any change to the account a refund is paid into",
      "Discounts or rates beyond the ones you have set",
      "Giving a retailer credit or raising a credit limit",
      "Complaints about quality, a late delivery or your staff",
      "Cancelling an order that has already been dispatched",
    ],
  },
  integrations: {
    heading: "Works with your accounts, store and CRM",
    intro: "Orders and bills can go straight into the software you run today, so nobody types them in twice.",
    names: [
      "TallyPrime",
      "Zoho Books",
      "Shopify",
      "WooCommerce",
      "Razorpay Magic Checkout",
      "Zoho CRM",
      "HubSpot",
      "Freshdesk",
    ],
  },
  plans: {
    heading: "Which plans include WhatsApp",
    intro: `WhatsApp comes with every plan. Starter at ${monthlyPrice("Starter")} a month covers order intake and confirmation in English and Tamil. Pro at ${monthlyPrice("Pro")} adds delivery status, UPI and payment-link reminders and review collection, and Premium at ${monthlyPrice("Premium")} adds automated reorders, campaigns and analytics. WhatsApp message charges are extra and depend on how many messages you send.`,
    fit: { kind: "channel", channel: "whatsapp" },
  },
  related: {
    caseStudy: "whatsapp-bot-ai-dashboard",
    articles: ["whatsapp-business-solutions-comparison", "ai-whatsapp-responses-2025"],
  },
  faq: [
    {
      question: "Will my current WhatsApp number work?",
      answer:
        "The bot runs on Meta's official WhatsApp Business Platform, not on a personal WhatsApp number. In the free consultation we check whether your existing shop number can move across or whether a second number is better. Either way, we handle the setup with Meta for you.",
    },
    {
      question: "What will the WhatsApp messages cost?",
      answer:
        "Meta charges for messages separately from our plans, and the amount depends on your volume. Our comparison article estimates about ₹12,500 a month for 10,000 messages with an AI bot, against about ₹5,000 with a simpler rule-based bot. These are estimates, and we work out yours from your own message volume.",
    },
    {
      question: "Is there a ready-made version I can try first?",
      answer:
        "Yes. The Smart AI WhatsApp Chatbot learns from your website address in about 2 minutes and takes about 5 minutes to set up. The first 100 conversations are free, no credit card is needed and you can cancel any time. When you need flows tied to Tally, COD rules or retailer credit, we build the bot around your business instead.",
    },
    {
      question: "Can it read orders typed in Tanglish or sent as voice notes?",
      answer:
        "Tanglish is understood, and the bot replies in English or Tamil as the customer prefers. Voice notes can be turned into text as part of a tailored build. When a message is unclear, the bot asks the customer to confirm instead of guessing.",
    },
    {
      question: "Can I send Deepavali offers to all my customers?",
      answer:
        "Yes, to customers who have opted in to hear from you, using message templates Meta approves. Targeted campaigns are part of the Premium plan. Messaging people who never opted in breaks WhatsApp's rules and puts your number at risk, so the bot does not do it.",
    },
    {
      question: "What happens when the bot gets an order wrong?",
      answer:
        "It reads every order back before confirming, so the customer can correct it in the chat. It will not be right every time, which is why unclear chats go to your staff and every conversation is saved for you to check. During the 30 days of support after launch we adjust its answers with you.",
    },
  ],
  closing: {
    heading: "See your own orders in a WhatsApp bot",
    text: "Send us your price list and a few screenshots of typical customer chats. In a free 30-minute call we will show how the bot would handle them, and whether a plan, a ready-made product or a tailored build fits you.",
    primary: { label: "Talk to us", to: "/contact?topic=whatsapp", context: "about a WhatsApp bot" },
    secondary: {
      label: caseStudyLinkLabel,
      to: "/case-studies/whatsapp-bot-ai-dashboard",
      context: "WhatsApp ordering for an FMCG distributor",
    },
    extra: {
      label: "See WhatsApp Sales Management",
      to: "/products/sales-management",
      context: "orders, customers and follow-ups in one dashboard",
    },
  },
};
