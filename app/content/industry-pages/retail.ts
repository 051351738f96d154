import { monthlyPrice } from "../pricing";
import type { IndustryPage } from "./types";

export const page: IndustryPage = {
  path: "/industries/retail",
  nav: { menu: "Industries", label: "Retail" },
  head: {
    title: "AI for Retail Businesses",
    heading: "Retail",
    description:
      "WhatsApp ordering, instant answers to price and stock questions, and reminders that bring customers back, for shops and retail chains in Tamil Nadu.",
  },
  card: {
    name: "Retail",
    description:
      "WhatsApp ordering, product questions answered in chat, low-stock alerts and loyalty messages for single shops and growing chains.",
    featured: true,
  },
  hero: {
    eyebrow: "Retail shops",
    headline: "Answer “price?” and “stock iruka?” on WhatsApp while the counter is full",
    intro:
      "Saree and textile shops, mobile showrooms, jewellers, footwear, kirana and furniture stores all get the same questions on WhatsApp, all day. We set up a bot on the official WhatsApp Business Platform that answers price, stock and timing questions in English and Tamil, takes orders and reminds customers to pay. When a customer needs a person, it hands the chat to your staff.",
    primary: { label: "Talk to us", to: "/contact?topic=whatsapp", context: "about a WhatsApp bot for your shop" },
    secondary: { label: "See pricing", to: "/pricing" },
    figures: [
      { value: monthlyPrice("Starter"), label: "a month for Starter: answers and orders, no setup fee" },
      { value: "1-2 weeks", label: "to launch a typical chatbot" },
      { value: "100", label: "free conversations to try the Smart AI WhatsApp Chatbot" },
    ],
  },
  illustration: {
    kind: "chat",
    channel: "whatsapp",
    title: "Saree store",
    lines: [
      { from: "customer", text: "Hi, yesterday status la potta green silk saree price enna? Stock iruka?" },
      {
        from: "bot",
        text: "Vanakkam. The green silk saree is ₹8,450, and two pieces are in stock at the main branch.",
      },
      { from: "customer", text: "Can you keep one for me? Will come Saturday evening" },
      { from: "bot", text: "Kept aside till Saturday 8 PM. Shall I send a UPI link for a ₹1,000 advance?" },
      { from: "customer", text: "Ok send" },
      { from: "bot", text: "Link sent. The advance will show on your bill, and our staff will be ready for you." },
    ],
    alt: "A WhatsApp chat in which a customer asks in Tanglish about a silk saree's price and stock, and the shop's bot answers, holds the saree and sends a UPI link for an advance.",
  },
  problems: {
    heading: "Where a shop loses sales on WhatsApp",
    intro:
      "These are the problems shop owners describe to us most, whether they sell silk, phones, gold, chappals, groceries or sofas.",
    items: [
      {
        problem: "The same questions all day, while the counter is full",
        detail:
          "“Price?”, “Stock iruka?”, “Shop open till when?”, “Size 8 iruka?”. Someone has to pick up the phone between customers, and at 11 AM on a Sunday nobody can. By the time a reply goes, the customer has asked the shop next door.",
        answer:
          "A WhatsApp bot answers price, stock, timing, location and size questions from your own product list, in English and Tamil, within seconds. It sends photos from your catalogue and passes the chat to a salesperson when the customer wants to bargain, asks for a video call or asks something it does not know.",
        links: [
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp", context: "answers on your shop's WhatsApp" },
          { label: "Smart AI WhatsApp Chatbot", to: "/products/smart-ai-whatsapp" },
        ],
      },
      {
        problem: "Orders written in a notebook, then lost",
        detail:
          "A customer orders a fridge stand or three sets of school uniform on WhatsApp. Someone writes it in the order notebook, or means to. The notebook stays at one branch, the message scrolls away, and the customer comes to collect something nobody kept ready.",
        answer:
          "Every order taken in chat becomes a record with the customer's name, items, amount, payment status and pickup or delivery date. Your staff see open orders in one dashboard on a phone or the counter PC, and the customer gets a confirmation message with the same details.",
        links: [
          {
            label: "WhatsApp Sales Management",
            to: "/products/sales-management",
            context: "orders from chat in one dashboard",
          },
        ],
      },
      {
        problem: "Festival and wedding-season rush",
        detail:
          "Before Deepavali and Pongal, and all through the wedding muhurtham months, messages pile up by the hundred. Staff who should be opening sarees or fitting shoes are typing replies instead, and the chats that could become the biggest bills of the year get answered the next morning.",
        answer:
          "The bot gives the first reply on every chat at any hour you set, shares the festival collection and offer prices, and books a visit time for big purchases such as bridal silk or a gold set. Serious buyers are lined up for your senior staff, with what they asked already noted. You change the offers yourself before the season starts.",
        links: [
          { label: "Sales agent", to: "/ai-solutions/sales-agent", context: "AI that follows up serious buyers" },
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp", context: "festival replies on WhatsApp" },
        ],
      },
      {
        problem: "Customers who bought once and never came back",
        detail:
          "A family buys a phone or a dining table, and you never hear from them again. Their number sits in someone's phone, nobody has time to message hundreds of people one by one, and bulk forwards from a personal number risk getting it banned.",
        answer:
          "Your customer list lives in the CRM with what each person bought and when. To customers who have opted in, the bot sends approved template messages: a new arrival in their size, a service reminder six months after an AC purchase, a Pongal offer. Replies come back into the same chat, where a person can pick them up.",
        links: [
          {
            label: "WhatsApp Sales Management",
            to: "/products/sales-management",
            context: "customer history and follow-ups",
          },
          { label: "See pricing", to: "/pricing", context: "targeted campaigns are in the Premium plan" },
        ],
      },
      {
        problem: "COD and UPI payments to chase",
        detail:
          "Cash on delivery for a home delivery, an advance for a stitched blouse, the balance due on a sofa set, a UPI payment the customer says they sent. Somebody matches it all at closing time from the bank app, screenshots and memory.",
        answer:
          "The bot sends a payment link or UPI request with the order, reminds the customer politely on the due date and marks the order paid when the link is paid. Your staff see who still owes what without scrolling through chats. Payment reminders come with the Pro plan.",
        links: [
          { label: "WhatsApp AI bot", to: "/ai-solutions/whatsapp", context: "payment reminders with UPI links" },
          { label: "See pricing", to: "/pricing", context: "what the Pro plan includes" },
        ],
      },
      {
        problem: "Stock spread across two or three branches",
        detail:
          "The customer wants the blue one in size 42. It is at the other branch, but the only way to know is to phone the branch manager, who is busy with a customer. Each branch keeps its own Tally or its own register, and the figures meet only at month end.",
        answer:
          "We connect each branch's billing data so the bot and your staff see stock across branches in one place and can tell the customer where to collect. Where a system cannot be connected directly, an RPA bot copies the figures on a schedule. A small stock app for branch staff can be built too.",
        links: [
          { label: "RPA", to: "/services/rpa", context: "copying stock figures between branch systems" },
          { label: "Mobile apps", to: "/services/mobile-applications", context: "a stock app for branch staff" },
        ],
      },
    ],
  },
  day: {
    heading: "A wedding-season Saturday at a textile shop",
    intro:
      "The same day, told twice: first as it runs on one phone and a notebook, then with the bot taking the first reply.",
    before: [
      {
        time: "10:00 AM",
        text: "The shutter goes up on a long list of unread chats from last night, most asking the price of one saree from yesterday's status. The owner's son starts replying between customers.",
      },
      {
        time: "12:30 PM",
        text: "The counter is three deep. A family asks on WhatsApp whether the bridal silk in the photo is still there. Nobody sees the message for two hours.",
      },
      {
        time: "4:00 PM",
        text: "A customer arrives to collect a blouse. The order was written in the notebook at the other branch, so it is not ready and the balance is argued over.",
      },
      {
        time: "7:00 PM",
        text: "Several customers say they paid their advance on UPI. Someone checks the bank app against their screenshots, one at a time.",
      },
      {
        time: "9:30 PM",
        text: "After closing, the owner answers the day's leftover chats from home. Some who asked at noon have already bought elsewhere.",
      },
    ],
    after: [
      {
        time: "10:00 AM",
        text: "Last night's price and stock questions were answered from your product list. Staff open the dashboard and see only the chats marked for a person, such as a request for a video call.",
      },
      {
        time: "12:30 PM",
        text: "The bridal silk question gets photos, the price and a choice of visit times straight away. The family books 5 PM, and the senior salesman is told.",
      },
      {
        time: "4:00 PM",
        text: "The blouse order was logged in chat with a pickup date, so it is ready. The customer got a “ready for pickup” message at 2 PM and pays the balance by UPI link.",
      },
      {
        time: "7:00 PM",
        text: "Advances paid through links are already marked against each order. Staff look only at the few that need checking by hand.",
      },
      {
        time: "9:30 PM",
        text: "The owner checks the day's orders and unpaid balances on the phone in a few minutes. Simple questions keep getting answered within the hours you set.",
      },
    ],
  },
  tools: {
    heading: "Works with the software your shop already uses",
    intro:
      "Most shops bill in TallyPrime or Zoho Books and keep customer numbers in a phone. We connect to the tools below, and where there is no connector we work from a sheet or an export instead.",
    names: ["TallyPrime", "Zoho Books", "Zoho CRM", "HubSpot", "Razorpay Magic Checkout", "Shopify"],
  },
  caseStudies: {
    heading: "Work close to a shop counter",
    intro:
      "Neither client is a shop, but both problems will sound familiar: a distributor taking orders from kirana retailers on WhatsApp, and a fashion label answering size and stock questions in Instagram messages.",
    slugs: ["whatsapp-bot-ai-dashboard", "instagram-ai-bot-ecommerce"],
  },
  faq: [
    {
      question: "Will my customers know they are talking to a bot?",
      answer:
        "Yes, and we recommend it. The first reply says it is the shop's automatic assistant, and any customer can type “talk to staff” to reach a person. Someone asking the price of a saree mostly wants a quick, correct answer; someone who wants a person still gets one, and your staff see the whole chat before they reply.",
    },
    {
      question: "Can it read my Tally stock?",
      answer:
        "Usually, yes. TallyPrime is one of the tools we connect to: the bot can look up stock and prices there, and orders taken in chat can be posted back as sales vouchers. The bot is only as current as your Tally entries, so if bills are entered at the end of the day, we agree how often stock is refreshed and what the bot says when an item is running low.",
    },
    {
      question: "What if a customer writes in Tamil?",
      answer:
        "The bot answers in English and Tamil, and it understands Tanglish such as “stock iruka” or “evlo price”. Hindi and other languages can be set up as well. If it cannot make out a message, it says so and passes the chat to your staff instead of guessing.",
    },
    {
      question: "Which plan fits a shop with hundreds of products?",
      answer:
        "Starter holds up to 10 catalogue items and Pro up to 25, which suits a shop that wants to start with its best sellers. A saree shop, mobile showroom or jewellery store with a wide range usually needs Premium, which has an unlimited catalogue, or a project quoted for your setup. WhatsApp message charges and hosting are extra in every plan.",
    },
    {
      question: "Can I keep my shop's WhatsApp number?",
      answer:
        "Often, yes. The bot runs on the official WhatsApp Business Platform, not in the WhatsApp app on a personal phone, so the number has to be registered on the platform. We check your current number in the consultation and explain what moving it involves, or set up a new number if that is simpler.",
    },
    {
      question: "How long does it take, and what does it cost to run?",
      answer: `A typical chatbot launches in 1-2 weeks, and plans start at ${monthlyPrice("Starter")} a month with no setup fee. Message charges depend on how many chats you get: our comparison article estimates about ₹12,500 a month for 10,000 messages with an AI bot. The Smart AI WhatsApp Chatbot also has a free trial of the first 100 conversations, with no credit card needed.`,
    },
  ],
  closing: {
    heading: "Tell us about a busy day on your shop's WhatsApp",
    text: "In a free 30-minute consultation we look at the questions your customers send most and tell you which ones a bot can answer and which should stay with your staff. We reply within 24 hours on working days.",
    primary: { label: "Book a free consultation", to: "/contact?topic=whatsapp" },
    secondary: {
      label: "Try the chatbot free",
      to: "/products/smart-ai-whatsapp",
      context: "Smart AI WhatsApp Chatbot",
    },
    extra: {
      label: "Read: API bot or AI bot?",
      to: "/blog/whatsapp-business-solutions-comparison",
      context: "WhatsApp bot costs compared",
    },
  },
};
