import type { SolutionPage } from "./types";

export const page: SolutionPage = {
  path: "/ai-solutions/fb-messenger",
  nav: { menu: "AI Solutions", group: "Channel bots", label: "Messenger AI Bot" },
  head: {
    title: "Facebook Messenger AI Bot",
    heading: "Facebook Messenger AI Bot",
    description:
      "An AI assistant for your Facebook page that answers Messenger enquiries, shares products and passes buyers to your sales team.",
  },
  kind: "channel",
  hero: {
    eyebrow: "Facebook Messenger AI bot",
    headline: "Answer every Messenger enquiry from your Facebook page and your ads",
    intro:
      "In many towns across Tamil Nadu, Facebook is still where people find a shop. They tap “Send message” on your page or ad and ask “Is this available?”, “What is the price?” or “Where is your shop?”. The Messenger bot answers in English or Tamil, shares products and directions, and passes buyers who are ready to your sales team.",
    primary: { label: "Talk to us", to: "/contact?topic=bots", context: "about a Messenger bot" },
    secondary: { label: "See all AI solutions", to: "/ai-solutions" },
    figures: [
      { value: "1-2 weeks", label: "to launch a typical chatbot once the scope is agreed" },
      { value: "30 minutes", label: "free consultation to scope and price your Messenger bot" },
      { value: "24 hours", label: "our reply time to an enquiry on working days" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "messenger",
    title: "Furniture showroom",
    lines: [
      { from: "customer", text: "Is this teak cot still available? Saw your ad" },
      { from: "bot", text: "Yes, the 6x5 teak cot is in stock at ₹38,500." },
      { from: "customer", text: "Tirunelveli deliver pannuveengala?" },
      { from: "bot", text: "Yes. Delivery to Tirunelveli is ₹1,500. Would you like to see it first?" },
      { from: "customer", text: "Sunday varalama? My son will come too" },
      { from: "bot", text: "We are open Sunday, 10 am to 8 pm. Here is the map pin." },
    ],
    alt: "A Messenger chat from a Facebook ad in which the bot confirms a teak cot is in stock, gives the delivery charge to the customer's town and shares the showroom's Sunday timings.",
  },
  howItWorks: {
    heading: "How the Messenger bot is set up",
    intro: "Messenger is built to order, so each step is agreed with you first.",
    steps: [
      {
        label: "A short call to scope it",
        description:
          "We look at your page, your ads and a sample of recent messages, then agree what the bot answers and what it passes on. You get a price and a timeline after this call.",
      },
      {
        label: "Connect your Facebook page",
        description:
          "The bot works through Meta's official Messenger tools on the page you already run. Your page admins keep full access to the inbox.",
      },
      {
        label: "Set up answers for each ad and post",
        description:
          "Each click-to-Messenger ad can open with its own greeting and questions, so someone who tapped a sofa ad is asked about sofas, not shown a general menu.",
      },
      {
        label: "Leads go to your team",
        description:
          "Name, phone number, town and what the person wants are collected and sent to your CRM or to a WhatsApp group your staff watch, with the chat attached.",
      },
    ],
  },
  useCases: {
    heading: "Who messages you on Facebook",
    intro: "Often a different crowd from your Instagram followers, and they expect a reply the same day.",
    items: [
      {
        trade: "Retail",
        title: "Older customers in smaller towns",
        description:
          "Many use Facebook rather than Instagram and write short messages, sometimes in Tamil script. The bot replies simply, in their language, and offers a call from your staff when typing gets tiring.",
      },
      {
        trade: "Retail",
        title: "Furniture and appliance showrooms",
        description:
          "Big purchases are rarely finished in a chat. The bot answers price and size questions, sends the showroom location and books a visit time so your staff are ready.",
      },
      {
        trade: "Retail",
        title: "A festival offer shared in local groups",
        description:
          "When your Pongal offer post travels around town groups, everyone who messages asks about the dates, branches and EMI. The bot gives each of them the same correct answer.",
      },
      {
        trade: "Wholesale",
        title: "Dealer enquiries from nearby towns",
        description:
          "Shopkeepers who find your page ask about dealer rates and minimum orders. The bot collects their shop name, GST number and town, and passes the enquiry to the salesperson who covers that area.",
      },
      {
        trade: "Ecommerce",
        title: "“Is this still available?”",
        description:
          "Buyers used to Marketplace send this to every listing they like. The bot checks stock and answers with the price and a link to order, instead of leaving the message unread for hours.",
      },
      {
        trade: "Ecommerce",
        title: "Click-to-Messenger ad campaigns",
        description:
          "You pay for every click, so the first reply matters. The bot answers within seconds, asks one or two questions about what the buyer wants and notes which ad brought them in.",
      },
    ],
  },
  features: {
    heading: "What the Messenger bot brings",
    items: [
      {
        title: "A greeting for each ad",
        description:
          "Different opening questions for each ad or post, so the conversation starts from the product the buyer tapped on.",
      },
      {
        title: "Product cards and map pins",
        description:
          "Shows photos, prices and a link to order, or the location of your shop for buyers who want to come in.",
      },
      {
        title: "Replies in Tamil or English",
        description:
          "Answers in the language the customer writes in, including Tamil script, and understands Tanglish.",
      },
      {
        title: "Leads without a form",
        description:
          "Asks for name, phone number and town in the chat, one question at a time, and saves them to your CRM.",
      },
      {
        title: "Call-back requests",
        description:
          "When a customer would rather talk, the bot notes a convenient time and your staff ring them back.",
      },
      {
        title: "Your admins stay in charge",
        description: "Page admins see every chat in the Meta inbox, and the bot stops as soon as one of them replies.",
      },
    ],
  },
  humanOnly: {
    heading: "Where your staff take over",
    intro: "The bot collects the details, and a person decides.",
    items: [
      "Agreeing a price lower than the one on your page or ad",
      "Granting dealer rates or credit terms to a new stockist",
      "Handling a complaint about a product or a delivery",
      "Promising a delivery date for furniture or appliances before your staff have checked",
      "Anything to do with a refund",
    ],
  },
  integrations: {
    heading: "Where Messenger leads and orders go",
    intro: "Leads land in your CRM; product details come from your online store if you have one.",
    names: ["Zoho CRM", "HubSpot", "LeadSquared", "Freshsales", "Shopify", "WooCommerce", "Zoho Desk"],
  },
  plans: {
    heading: "How Messenger is priced",
    intro:
      "Messenger is not part of the Starter, Pro or Premium plans. We add it to the plan you have, or build it as a separate project, and give you a price after a short call. If most of your customers are on WhatsApp, a plan may be the better place to start.",
    fit: {
      kind: "quote",
      note: "Messenger is not in a plan: we add it to your plan or build it as a project, and price it after a short call.",
    },
  },
  related: {
    articles: ["vertical-ai-wins", "ai-whatsapp-responses-2025"],
  },
  faq: [
    {
      question: "Why is Messenger not in a plan?",
      answer:
        "Shops use their Facebook pages in very different ways: some get most messages from ads, others from posts shared in local groups. We scope Messenger to how your page is used, so we price it after a short call instead of fitting it into a fixed plan.",
    },
    {
      question: "Can one bot answer on Messenger and WhatsApp?",
      answer:
        "Yes. We can add Messenger to a WhatsApp or Instagram plan, with the same product answers behind each. A buyer who starts on Facebook can switch to WhatsApp for order updates if they share their number.",
    },
    {
      question: "Do I need to run ads for this to work?",
      answer:
        "No. The bot answers anyone who messages your page, whether they came from a post, the page button or a search. Ads that open Messenger simply bring more chats, and the bot can greet those buyers with questions about the product in the ad.",
    },
    {
      question: "Will it message everyone who likes my page?",
      answer:
        "No. It replies to people who write to your page, and a comment on your post can get a private reply with the details. It does not send messages to people who only liked or followed the page, and it replies within the time limits Meta sets.",
    },
    {
      question: "How long does it take to set up?",
      answer:
        "A typical chatbot goes live in one to two weeks. Messenger work that connects to your CRM or store can take longer, and we give you the timeline together with the quote.",
    },
    {
      question: "Can my staff still reply from the Facebook page?",
      answer:
        "Yes. Your page admins keep using the Meta inbox as before. When one of them replies in a chat, the bot steps back, and it picks up again only if you hand the chat back.",
    },
  ],
  closing: {
    heading: "Find out what your Facebook page could answer by itself",
    text: "Send us your page link and a few recent Messenger chats. In a free 30-minute call we will suggest what the bot should handle, what it should pass to your staff, and give you a price.",
    primary: { label: "Talk to us", to: "/contact?topic=bots", context: "about a Messenger bot" },
    secondary: { label: "AI for retail shops", to: "/industries/retail" },
    extra: { label: "See the lead agent", to: "/ai-solutions/lead-agent" },
  },
};
