/**
 * Head copy of every static page, keyed by its path. Route modules look their page up here; the sitemap and the tests check
 * that every route has an entry and that no entry lacks a route.
 */
export interface PageInfo {
  /** Document title without the brand suffix. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page's name in breadcrumbs, structured data and the site assistant's links. */
  heading: string;
  /** Keep the page out of search indexes and the sitemap (pages reached only after a form post). */
  noindex?: boolean;
}

export const pages = {
  "/": {
    title: "AI Automation & WhatsApp Bots from Chennai",
    heading: "AI agents and automation that sell, support and save time",
    description:
      "Cleverobotics builds AI agents, WhatsApp bots, web and mobile apps and RPA for retail, wholesale and ecommerce businesses. 50+ projects delivered from Chennai.",
  },
  "/services": {
    title: "Technology Services: AI, Apps & Automation",
    heading: "Technology Services That Drive Growth",
    description:
      "Agentic AI automation, WhatsApp CRM, AI agents, custom bots, web and mobile apps, custom software, RPA and agile coaching, delivered by one Chennai team.",
  },
  "/services/ai-automation": {
    title: "AI Automation Services",
    heading: "AI Automation Services",
    description:
      "Automate order intake, customer replies and back-office work with AI agents. 500+ processes automated, 75% average cost reduction, running 24/7.",
    keywords: ["AI automation", "agentic AI", "business process automation", "AI agents India", "workflow automation"],
  },
  "/services/web-applications": {
    title: "Web Application Development",
    heading: "Web Application Development",
    description:
      "Fast, secure web applications built with React and TypeScript. 100+ apps delivered, 99.9% uptime and round-the-clock support.",
  },
  "/services/mobile-applications": {
    title: "Mobile App Development",
    heading: "Mobile App Development",
    description:
      "iOS and Android apps your customers keep using. 50+ apps launched with 95% client satisfaction and support around the clock.",
  },
  "/services/front-end": {
    title: "Front-End Development",
    heading: "Front-End Development",
    description:
      "Responsive, accessible interfaces that load fast on any phone. 200+ components shipped with a 98% performance score.",
  },
  "/services/back-end": {
    title: "Back-End Development",
    heading: "Back-End Development",
    description: "APIs and data systems that handle 1M+ requests a day at 50 ms response times with 99.9% uptime.",
  },
  "/services/custom-software-development": {
    title: "Custom Software Development",
    heading: "Custom Software Development",
    description:
      "Billing, stock and dealer software shaped around how your business really works, from engineers with 150+ projects behind them and 99% client satisfaction.",
  },
  "/services/rpa": {
    title: "Robotic Process Automation (RPA)",
    heading: "Robotic Process Automation",
    description:
      "Software robots that copy invoices, reconcile stock and file reports: 80% time savings, 95% accuracy and payback within 6 months.",
  },
  "/services/agile-coaching": {
    title: "Agile Coaching for Product Teams",
    heading: "Agile Coaching",
    description:
      "Scrum, Kanban, SAFe and Lean coaching from coaches with 20 years of agile practice among them: 236+ teams coached, 40% average productivity gain.",
  },
  "/products": {
    title: "WhatsApp Sales & AI Chatbot Products",
    heading: "Our Products",
    description:
      "Two products built for businesses that sell on WhatsApp: a sales management suite and a smart AI chatbot that learns from your website.",
  },
  "/products/sales-management": {
    title: "WhatsApp Sales Management for Ecommerce",
    heading: "WhatsApp Sales Management",
    description:
      "Run orders, customers and follow-ups from one dashboard connected to WhatsApp, with AI lead scoring and sales forecasting.",
  },
  "/products/smart-ai-whatsapp": {
    title: "AI WhatsApp Chatbot Trained on Your Website",
    heading: "Smart AI WhatsApp Chatbot",
    description:
      "A WhatsApp chatbot that learns from your website in 2 minutes, answers 24/7 and hands over to your team. No credit card required.",
  },
  "/industries": {
    title: "Industries We Serve",
    heading: "Industries We Serve",
    description:
      "AI and automation for healthcare, retail, manufacturing and real estate, shaped by the rules and rhythms of each trade.",
  },
  "/industries/healthcare": {
    title: "Healthcare Technology Solutions",
    heading: "Healthcare Technology",
    description:
      "Patient engagement bots, clinic workflow automation and secure health data platforms built with compliance in mind.",
  },
  "/industries/retail": {
    title: "AI for Retail Businesses",
    heading: "Retail",
    description:
      "WhatsApp ordering, instant answers to price and stock questions, and reminders that bring customers back, for shops and retail chains in Tamil Nadu.",
  },
  "/industries/manufacturing": {
    title: "AI for Manufacturing",
    heading: "Manufacturing",
    description:
      "Dealer orders on WhatsApp, order status without phone calls, and production reports and quotations put together by software instead of by hand.",
  },
  "/industries/real-estate": {
    title: "AI for Real Estate",
    heading: "Real Estate",
    description:
      "Qualify property enquiries at any hour, share brochures, book site visits and follow up on WhatsApp until the buyer decides.",
  },
  "/industries/ecommerce": {
    title: "AI for Ecommerce",
    heading: "Ecommerce",
    description:
      "Answer 'where is my order', confirm COD before dispatch, recover carts and handle returns on WhatsApp, Instagram and your store.",
  },
  "/industries/wholesale-retail": {
    title: "AI for Wholesale & Retail",
    heading: "Wholesale & Retail",
    description:
      "WhatsApp ordering for retailers, weekly price lists, credit reminders and orders straight into Tally, for distributors and wholesalers.",
  },
  "/industries/manufacturing-supply-chain": {
    title: "AI for Manufacturing & Supply Chain",
    heading: "Manufacturing & Supply Chain",
    description:
      "Purchase orders read from PDFs and emails, supplier follow-ups, dispatch paperwork and stock across warehouses, handled by software.",
  },
  "/industries/logistics": {
    title: "AI for Logistics",
    heading: "Logistics",
    description:
      "Answer 'where is my parcel' by itself, collect proof of delivery, coordinate drivers on WhatsApp and reconcile COD cash.",
  },
  "/industries/education": {
    title: "AI for Education",
    heading: "Education",
    description:
      "Admission enquiries answered day and night, demo classes booked, fee reminders and parent messages on WhatsApp for schools and institutes.",
  },
  "/ai-solutions": {
    title: "AI Solutions: WhatsApp, Voice & Web Bots",
    heading: "AI Solutions",
    description:
      "WhatsApp AI bots, voice assistants, web chatbots and AI agents for lead generation, sales and support, built for retail and ecommerce.",
    keywords: ["AI solutions", "WhatsApp AI bot", "voice AI assistant", "AI chatbot", "AI sales agent"],
  },
  "/ai-solutions/whatsapp": {
    title: "WhatsApp AI Bot",
    heading: "WhatsApp AI Bot",
    description:
      "A WhatsApp AI bot that answers price and stock questions, takes orders, confirms COD and sends UPI reminders, in English and Tamil.",
  },
  "/ai-solutions/voice": {
    title: "Voice AI Assistant",
    heading: "Voice AI Assistant",
    description:
      "A phone assistant that answers your shop's calls when staff are busy, takes orders and bookings, and puts callers through to a person.",
  },
  "/ai-solutions/instagram": {
    title: "Instagram AI Bot",
    heading: "Instagram AI Bot",
    description:
      "Reply to Instagram DMs, comments and story replies in seconds: prices, sizes, stock and product links, with a person one tap away.",
  },
  "/ai-solutions/fb-messenger": {
    title: "Facebook Messenger AI Bot",
    heading: "Facebook Messenger AI Bot",
    description:
      "An AI assistant for your Facebook page that answers Messenger enquiries, shares products and passes buyers to your sales team.",
  },
  "/ai-solutions/web": {
    title: "Web AI Chatbot",
    heading: "Web AI Chatbot",
    description:
      "A website chatbot trained on your own pages and products that answers visitors, suggests products and collects enquiries.",
  },
  "/ai-solutions/support-agent": {
    title: "AI Support Agent",
    heading: "AI Support Agent",
    description:
      "An AI agent that answers order status, returns and delivery questions from your policies and raises a ticket when a person is needed.",
  },
  "/ai-solutions/sales-agent": {
    title: "AI Sales Agent",
    heading: "AI Sales Agent",
    description:
      "An AI agent that follows up enquiries and quotes, suggests products from past orders and reminds retailers to reorder.",
  },
  "/ai-solutions/booking-agent": {
    title: "AI Booking Agent",
    heading: "AI Booking Agent",
    description:
      "An AI agent that books visits, fittings, demos and appointments around your calendar, and sends reminders and reschedules.",
  },
  "/ai-solutions/lead-agent": {
    title: "AI Lead Generation Agent",
    heading: "AI Lead Generation Agent",
    description:
      "An AI agent that captures leads from WhatsApp, Instagram, ads and your website, asks your questions and hands the best ones to sales.",
  },
  "/ai-agents": {
    title: "AI Agents for WhatsApp, Instagram & Web",
    heading: "AI Agents",
    description:
      "Channel AI agents that answer, sell and book on WhatsApp, Instagram, Messenger, the phone and your website. Join the waitlist.",
  },
  "/solutions": {
    title: "Solutions for Every Business Goal",
    heading: "Solutions",
    description:
      "Everything Cleverobotics builds, grouped by what you want: sell more, answer customers faster, or cut back-office work.",
  },
  "/case-studies": {
    title: "Case Studies: AI, Healthcare & Mobile Apps",
    heading: "Case Studies",
    description:
      "How we built AI dashboards, WhatsApp and Instagram bots, healthcare platforms and mobile apps, with the results our clients measured.",
    keywords: [
      "case studies",
      "AI automation projects",
      "WhatsApp bot case study",
      "healthcare app development",
      "mobile app portfolio",
    ],
  },
  "/process": {
    title: "Our Process: From First Call to Launch",
    heading: "Our Process",
    description:
      "How a Cleverobotics project runs in five steps, from discovery to launch and support, with what you get at each step and how long it takes.",
  },
  "/how-we-work": {
    title: "How We Work With You",
    heading: "How We Work",
    description:
      "Engagement models, weekly demos, what we need from you and support after launch: how working with Cleverobotics goes, in plain words.",
  },
  "/resources": {
    title: "Resources for Retail & Ecommerce Owners",
    heading: "Resources",
    description:
      "Articles, case studies, guides, answers and integrations for owners automating a retail, wholesale or ecommerce business, in one place.",
  },
  "/whitepapers": {
    title: "Whitepapers",
    heading: "Whitepapers",
    description:
      "Free in-depth guides on WhatsApp ordering, deciding what to automate and handling customer data under India's DPDP Act, to read or print.",
  },
  "/security": {
    title: "Security & Data Protection",
    heading: "Security",
    description:
      "How Cleverobotics protects your data and your customers' data: DPDP Act 2023, encryption, access control, retention and breach notification.",
  },
  "/legal": {
    title: "Legal",
    heading: "Legal",
    description:
      "The legal documents of Cleverobotics: how we handle personal data, and the terms that govern our services and this website.",
  },
  "/blog": {
    title: "Blog: AI, WhatsApp & Business Software",
    heading: "Blog",
    description:
      "Practical articles on WhatsApp bots, AI agents, RPA and app development for retail, wholesale and ecommerce owners.",
    keywords: [
      "AI blog",
      "WhatsApp automation",
      "AI chatbots",
      "RPA",
      "AI for small business",
      "app development trends",
    ],
  },
  "/about": {
    title: "About Us",
    heading: "About Us",
    description:
      "Cleverobotics is a Chennai team of engineers and automation specialists: 10+ years, 50+ projects, 25+ clients in 5+ countries.",
  },
  "/contact": {
    title: "Contact Us: Free 30-Minute Consultation",
    heading: "Contact Us",
    description:
      "Tell us about your project. We reply within 24 hours and offer a free 30-minute consultation. Monday to Friday, 9 AM to 6 PM IST.",
    keywords: ["contact Cleverobotics", "AI automation consultation", "WhatsApp bot Chennai", "free consultation"],
  },
  "/contact/sent": {
    title: "Thank You: Your Message Is On Its Way",
    heading: "Thank you! Your message has been sent.",
    description: "We have your message and will reply within 24 hours, Monday to Friday.",
    noindex: true,
  },
  "/contact/problem": {
    title: "Your Message Was Not Sent",
    heading: "Your message was not sent",
    description: "Something in the form needs your attention before we can receive your message.",
    noindex: true,
  },
  "/faq": {
    title: "Frequently Asked Questions",
    heading: "Frequently Asked Questions",
    description:
      "Answers about our AI automation services, plans and pricing, timelines, features and how to get started.",
  },
  "/pricing": {
    title: "Pricing: AI Bot Plans for Retail & Ecommerce",
    heading: "Pricing",
    description: "WhatsApp and Instagram AI bot plans from ₹15,999 a month: Starter, Pro and Premium. No setup fee.",
  },
  "/integrations": {
    title: "Integrations: CRM, Ecommerce & Accounting",
    heading: "Integrations",
    description:
      "Connect your bots and automations to 31+ tools across CRM, support, project management, ecommerce and accounting.",
  },
  "/legal/privacy": {
    title: "Privacy Policy",
    heading: "Privacy Policy",
    description: "How Cleverobotics collects, uses and protects personal data, and the rights you have over it.",
  },
  "/legal/terms": {
    title: "Terms of Service",
    heading: "Terms of Service",
    description: "The terms that govern the use of Cleverobotics services and this website.",
  },
} as const satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof pages;

export function pageInfo(path: string): PageInfo | undefined {
  return (pages as Record<string, PageInfo>)[path];
}
