/** Copy of /solutions: everything we sell, grouped by the owner's goal, then by industry. */
import { monthlyPrice } from "../pricing";
import type { InfoPage } from "./types";

export const page: InfoPage = {
  path: "/solutions",
  nav: { menu: "AI Solutions", label: "Solution bundles" },
  head: {
    title: "Solutions for Every Business Goal",
    heading: "Solutions",
    description:
      "Everything Cleverobotics builds, grouped by what you want: sell more, answer customers faster, or cut back-office work.",
  },
  schemaType: "CollectionPage",
  hero: {
    eyebrow: "Solutions",
    headline: "Start from what hurts: lost orders, slow replies or evenings spent on data entry",
    intro:
      "Most owners do not need everything on this page. Pick the goal that costs you most today, whether that is orders missed in the rush, customers waiting for a reply or bills typed into Tally after closing, and start with one fix. We add the next piece only when the first one has proved its worth.",
    primary: { label: "Book a free consultation", to: "/contact?topic=demo" },
    secondary: { label: "See pricing", to: "/pricing" },
    figures: [
      { value: monthlyPrice("Starter"), label: "a month for the Starter plan, with no setup fee" },
      { value: "1-2 weeks", label: "to launch a typical chatbot" },
      { value: "30 minutes", label: "free consultation to choose your first step" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Sell more", detail: "Orders taken on WhatsApp, Instagram and your app" },
      { label: "Answer faster", detail: "Quick replies, with a person for the hard cases" },
      { label: "Cut back-office work", detail: "Less typing of bills, stock and reports" },
    ],
    alt: "Three goals an owner can start from: sell more, answer customers faster and cut back-office work.",
  },
  blocks: [
    {
      kind: "cards",
      intro: {
        heading: "Sell more",
        intro:
          "For owners who lose orders because nobody replied in time, or who want regular customers to come back and buy again.",
      },
      cards: [
        {
          title: "WhatsApp AI bot",
          description:
            "Shares your catalogue, takes the order in the chat and confirms it with the customer. It reads orders typed in Tanglish and passes the chat to your staff when a customer asks for a person.",
          features: ["Order intake and confirmation", "Replies in English and Tamil", "On every plan, from Starter"],
          link: { label: "Learn more", to: "/ai-solutions/whatsapp", context: "WhatsApp AI bot" },
        },
        {
          title: "Instagram AI bot",
          description:
            "Answers DMs about size, price and stock with the product link, so interest from a reel does not go cold overnight.",
          features: ["Sizing and stock questions", "Product links in the reply", "On the Pro and Premium plans"],
          link: { label: "Learn more", to: "/ai-solutions/instagram", context: "Instagram AI bot" },
        },
        {
          title: "AI sales agent",
          description:
            "Follows up on quotes, reminds regular buyers before their stock runs out and suggests items from past orders, only at the prices and discounts you allow.",
          link: { label: "Learn more", to: "/ai-solutions/sales-agent", context: "AI sales agent" },
        },
        {
          title: "Lead generation agent",
          description:
            "Replies to every enquiry from ads, WhatsApp, Instagram or your website, asks your qualifying questions and sends serious buyers to a salesperson with a short summary.",
          link: { label: "Learn more", to: "/ai-solutions/lead-agent", context: "lead generation agent" },
        },
        {
          title: "WhatsApp Sales Management",
          description:
            "Our dashboard that puts WhatsApp orders, customers and follow-ups on one screen, with AI lead scoring and a sales forecast to plan stock before the festival rush.",
          link: { label: "Learn more", to: "/products/sales-management", context: "WhatsApp Sales Management" },
        },
        {
          title: "Web and mobile ordering apps",
          description:
            "A dealer portal or shopping app where customers see current prices, place orders, repeat past ones and download GST invoices. A typical web app takes 1-3 months.",
          link: { label: "Learn more", to: "/services/web-applications", context: "web and mobile ordering apps" },
        },
      ],
    },
    {
      kind: "cards",
      intro: {
        heading: "Answer faster",
        intro:
          "For owners whose phone never stops: the same questions about price, timings and delivery, from morning until late at night.",
      },
      cards: [
        {
          title: "Smart AI WhatsApp Chatbot",
          description:
            "Our ready-made product: give it your website address and it learns your business in about 2 minutes. Your first 100 conversations are free, with no credit card.",
          features: ["Setup in about 5 minutes", "Runs on a schedule you set", "Hands over to your staff"],
          link: { label: "Learn more", to: "/products/smart-ai-whatsapp", context: "Smart AI WhatsApp Chatbot" },
        },
        {
          title: "Web chatbot",
          description:
            "A chat box on your website that answers from your own pages and product data, and notes the visitor's number when they want a call back.",
          link: { label: "Learn more", to: "/ai-solutions/web", context: "web chatbot" },
        },
        {
          title: "Support agent",
          description:
            "Handles where-is-my-order, exchange and bill-copy questions from your order data and written policies. When a person is needed, it opens a ticket with the whole chat.",
          link: { label: "Learn more", to: "/ai-solutions/support-agent", context: "support agent" },
        },
        {
          title: "Voice assistant",
          description:
            "Picks up calls to your shop number after hours or in the rush, notes orders and bookings, and puts the caller through to your staff when needed.",
          link: { label: "Learn more", to: "/ai-solutions/voice", context: "voice assistant" },
        },
        {
          title: "Messenger bot",
          description:
            "For shops whose customers find them on Facebook: answers questions about timings, offers and orders in Messenger and collects details for your team.",
          link: { label: "Learn more", to: "/ai-solutions/fb-messenger", context: "Messenger bot" },
        },
        {
          title: "Booking agent",
          description:
            "Offers only the free slots in your calendar for fittings, showroom visits or service calls, confirms the time in writing and sends a reminder the day before.",
          link: { label: "Learn more", to: "/ai-solutions/booking-agent", context: "booking agent" },
        },
      ],
    },
    {
      kind: "cards",
      intro: {
        heading: "Cut back-office work",
        intro:
          "For owners who stay late typing orders into Tally, matching UPI payments against bills or building the same report every Monday.",
      },
      cards: [
        {
          title: "RPA",
          description:
            "Software robots for screen and spreadsheet work with fixed rules: keying supplier invoices, matching UPI and bank settlements, updating stock on seller panels.",
          link: { label: "Learn more", to: "/services/rpa", context: "RPA" },
        },
        {
          title: "AI automation",
          description:
            "Agents that read what rules cannot, such as a photo of a handwritten order or an email in Tamil and English, and prepare the entry for your staff to check.",
          link: { label: "Learn more", to: "/services/ai-automation", context: "AI automation" },
        },
        {
          title: "Custom software",
          description:
            "Billing, stock and dealer systems built around the way your business runs, for when packaged software makes your staff work around it.",
          link: { label: "Learn more", to: "/services/custom-software-development", context: "custom software" },
        },
        {
          title: "Links to Tally and your other tools",
          description:
            "Back-end integrations so an order is typed once: WhatsApp, your website, TallyPrime, Zoho Books, Shopify and your CRM share the same data.",
          link: { label: "Learn more", to: "/services/back-end", context: "back-end integrations" },
        },
        {
          title: "Simpler screens for your staff",
          description:
            "Slow, crowded billing and admin screens rebuilt so they open quickly on any device and can show Tamil as well as English.",
          link: { label: "Learn more", to: "/services/front-end", context: "front-end development" },
        },
        {
          title: "Agile coaching",
          description:
            "For businesses with their own tech team: coaching that helps them plan in short cycles and deliver steadily, fitted to how they already work.",
          link: { label: "Learn more", to: "/services/agile-coaching", context: "agile coaching" },
        },
      ],
    },
    {
      kind: "cards",
      columns: 2,
      intro: {
        heading: "Solutions by industry",
        intro: "The same tools, set up for the way your trade takes orders and answers customers.",
      },
      cards: [
        {
          title: "Retail",
          description:
            "Saree shops, mobile stores, jewellers and furniture showrooms: price and stock questions answered on WhatsApp while the counter is full.",
          link: { label: "Learn more", to: "/industries/retail", context: "solutions for retail" },
        },
        {
          title: "Ecommerce",
          description:
            "Instagram and Shopify sellers: order status, COD confirmation before dispatch and return requests handled in the chat.",
          link: { label: "Learn more", to: "/industries/ecommerce", context: "solutions for ecommerce" },
        },
        {
          title: "Wholesale and distribution",
          description:
            "Retailer orders taken on WhatsApp, checked against each retailer's credit and ready to enter in Tally.",
          link: { label: "Learn more", to: "/industries/wholesale-retail", context: "solutions for wholesale" },
        },
        {
          title: "Manufacturing",
          description:
            "Dealer orders, dispatch-date calls and daily production reports taken off the office team's desk.",
          link: { label: "Learn more", to: "/industries/manufacturing", context: "solutions for manufacturing" },
        },
        {
          title: "Logistics",
          description:
            "Parcel status questions answered from your tracking data, and failed deliveries rebooked without a round of calls.",
          link: { label: "Learn more", to: "/industries/logistics", context: "solutions for logistics" },
        },
        {
          title: "Education",
          description: "Admission enquiries, fee reminders and messages to parents, answered and sent on WhatsApp.",
          link: { label: "Learn more", to: "/industries/education", context: "solutions for education" },
        },
        {
          title: "Real estate",
          description: "Property enquiries answered at any hour, with the site visit booked in the same chat.",
          link: { label: "Learn more", to: "/industries/real-estate", context: "solutions for real estate" },
        },
        {
          title: "Healthcare",
          description:
            "Appointment booking, reminders and patient questions, as in our patient app for a six-clinic network in Chennai.",
          link: { label: "Learn more", to: "/industries/healthcare", context: "solutions for healthcare" },
        },
      ],
    },
    {
      kind: "faq",
      intro: { heading: "Choosing where to begin" },
      items: [
        {
          question: "Where do I start?",
          answer:
            "Start with the goal that costs you most money today. For most shops and distributors that is WhatsApp: orders and questions that wait too long for a reply. In a free 30-minute call we suggest one first step and give you a rough cost.",
        },
        {
          question: "Can I start small?",
          answer: `Yes. The Starter plan is ${monthlyPrice("Starter")} a month for one WhatsApp order flow and a catalogue of up to 10 items, with no setup fee. Or try the Smart AI WhatsApp Chatbot on your first 100 conversations without a credit card.`,
        },
        {
          question: "Will a bot replace my staff?",
          answer:
            "No. It takes the repeated questions and the typing, and hands anything unusual to a person with the full chat: complaints, credit, discounts outside your rules. Your staff then spend their time on the customers who need them.",
        },
        {
          question: "How long before it is working?",
          answer:
            "A typical chatbot goes live in 1-2 weeks. Web and mobile apps take 1-3 months, and larger projects that join several systems take 3-6 months. You get the demo and launch dates in writing before work starts.",
        },
      ],
    },
  ],
  closing: {
    heading: "Not sure which goal comes first?",
    text: "Tell us what slows your day down: late replies, lost orders or evenings with Tally. We reply within 24 hours on working days with a suggested first step.",
    primary: { label: "Talk to us", to: "/contact?topic=other", context: "about where to start" },
    secondary: { label: "See our work", to: "/case-studies" },
    extra: { label: "Free guides", to: "/whitepapers" },
  },
};
