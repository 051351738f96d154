/**
 * Head copy of every static page, keyed by its path, and what a page that is not built yet
 * tells the visitor. Route modules look their page up here; the sitemap and the tests check
 * that every route has an entry and that no entry lacks a route.
 */
export interface PageInfo {
  /** Document title without the brand suffix. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The visible page heading (h1) where the page shows its own placeholder. */
  heading: string;
  /**
   * Pages that do not have their content yet:
   * - "crafting": a solution the team is still building ('We are crafting it').
   * - "coming-soon": a page whose content is being written ('Content coming soon').
   */
  placeholder?: "crafting" | "coming-soon";
  /** One sentence under the heading of a placeholder page. */
  summary?: string;
  /** Keep the page out of search indexes and the sitemap (pages reached only after a form post). */
  noindex?: boolean;
}

export const pages = {
  "/": {
    title: "AI Automation, WhatsApp Bots & Software for Growing Businesses",
    heading: "AI agents and automation that sell, support and save time",
    description:
      "Cleverobotics builds AI agents, WhatsApp bots, web and mobile apps and RPA for retail, wholesale and ecommerce businesses. 50+ projects delivered from Chennai.",
  },
  "/services": {
    title: "Technology Services: AI, Bots, Apps & Automation",
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
      "Software shaped around how your business really works. 150+ projects over 10+ years with 99% client satisfaction.",
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
      "Scrum, Kanban, SAFe and Lean coaching from practitioners with 20 years of experience: 236+ teams coached, 40% average productivity gain.",
  },
  "/products": {
    title: "Our Products: WhatsApp Sales Management & Smart AI Chatbot",
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
    title: "Smart AI WhatsApp Chatbot: Trained on Your Website",
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
      "How AI assistants and WhatsApp automation help retail stores answer shoppers, take orders and bring customers back.",
    placeholder: "coming-soon",
    summary: "Our retail solutions page is coming soon.",
  },
  "/industries/manufacturing": {
    title: "AI for Manufacturing",
    heading: "Manufacturing",
    description:
      "Automation for manufacturers: dealer ordering on WhatsApp, production reporting and document processing with RPA.",
    placeholder: "coming-soon",
    summary: "Our manufacturing solutions page is coming soon.",
  },
  "/industries/real-estate": {
    title: "AI for Real Estate",
    heading: "Real Estate",
    description: "Lead qualification bots and site-visit booking assistants for real estate developers and brokers.",
    placeholder: "coming-soon",
    summary: "Our real estate solutions page is coming soon.",
  },
  "/industries/ecommerce": {
    title: "AI for Ecommerce",
    heading: "Ecommerce",
    description: "AI chat, order tracking and abandoned-cart recovery on WhatsApp and Instagram for online stores.",
    placeholder: "crafting",
    summary:
      "We are shaping a dedicated ecommerce offer from our work with online stores. Until it is ready, our team can walk you through what already works for sellers like you.",
  },
  "/industries/wholesale-retail": {
    title: "AI for Wholesale & Retail",
    heading: "Wholesale & Retail",
    description:
      "Automation for wholesalers and distributors: bulk orders on WhatsApp, credit reminders and stock updates for retailers.",
    placeholder: "crafting",
    summary:
      "We are packaging what we have built for distributors into a wholesale offer. Talk to us and we will show you the parts that are live today.",
  },
  "/industries/manufacturing-supply-chain": {
    title: "AI for Manufacturing & Supply Chain",
    heading: "Manufacturing & Supply Chain",
    description:
      "Purchase order processing, supplier follow-ups and dispatch updates automated across your supply chain.",
    placeholder: "crafting",
    summary: "We are crafting a supply-chain offer from our RPA and agent work. Ask us how far it already reaches.",
  },
  "/industries/logistics": {
    title: "AI for Logistics",
    heading: "Logistics",
    description: "Shipment status bots, proof-of-delivery capture and driver coordination for logistics companies.",
    placeholder: "crafting",
    summary:
      "We are crafting a logistics offer around shipment updates and delivery coordination. Tell us what slows your operations down.",
  },
  "/industries/education": {
    title: "AI for Education",
    heading: "Education",
    description:
      "Admission enquiry bots, fee reminders and parent communication on WhatsApp for schools and institutes.",
    placeholder: "crafting",
    summary:
      "We are crafting an education offer around admissions and parent communication. Tell us about your institution.",
  },
  "/ai-solutions": {
    title: "AI Solutions: WhatsApp, Voice & Web Bots and AI Agents",
    heading: "AI Solutions",
    description:
      "WhatsApp AI bots, voice assistants, web chatbots and AI agents for lead generation, sales and support, built for retail and ecommerce.",
    keywords: ["AI solutions", "WhatsApp AI bot", "voice AI assistant", "AI chatbot", "AI sales agent"],
  },
  "/ai-solutions/whatsapp": {
    title: "WhatsApp AI Bot",
    heading: "WhatsApp AI Bot",
    description:
      "An AI assistant on WhatsApp that answers product questions, takes orders and follows up, in English and Tamil.",
    placeholder: "crafting",
    summary:
      "We are crafting this page. The WhatsApp bot itself is live with our clients: ask us for a demo on your own number.",
  },
  "/ai-solutions/voice": {
    title: "Voice AI Assistant",
    heading: "Voice AI Assistant",
    description: "A phone assistant that answers calls, books appointments and passes hot leads to your team.",
    placeholder: "crafting",
    summary:
      "We are crafting our voice assistant page. Tell us about your call volumes and we will show you what it can do.",
  },
  "/ai-solutions/instagram": {
    title: "Instagram AI Bot",
    heading: "Instagram AI Bot",
    description:
      "Reply to Instagram DMs and story mentions instantly, share product links and capture leads automatically.",
    placeholder: "crafting",
    summary: "We are crafting our Instagram bot page. Ask us how it fits with your shop.",
  },
  "/ai-solutions/fb-messenger": {
    title: "Facebook Messenger AI Bot",
    heading: "Facebook Messenger AI Bot",
    description:
      "An AI assistant for your Facebook page that answers questions and routes enquiries to your sales team.",
    placeholder: "crafting",
    summary: "We are crafting our Messenger bot page. Ask us what it can take off your team's plate.",
  },
  "/ai-solutions/web": {
    title: "Web AI Chatbot",
    heading: "Web AI Chatbot",
    description:
      "A website chatbot trained on your own pages that answers visitors, recommends products and books calls.",
    placeholder: "crafting",
    summary: "We are crafting our web chatbot page. The assistant in the corner of this site is one of them: try it.",
  },
  "/ai-solutions/support-agent": {
    title: "AI Support Agent",
    heading: "AI Support Agent",
    description:
      "An AI agent that resolves routine support tickets, checks order status and escalates the rest to people.",
    placeholder: "crafting",
    summary: "We are crafting our support agent page. Tell us which questions fill your inbox.",
  },
  "/ai-solutions/sales-agent": {
    title: "AI Sales Agent",
    heading: "AI Sales Agent",
    description:
      "An AI agent that qualifies buyers, suggests products, shares quotes and follows up until the order is placed.",
    placeholder: "crafting",
    summary: "We are crafting our sales agent page. Tell us how your customers buy today.",
  },
  "/ai-solutions/booking-agent": {
    title: "AI Booking Agent",
    heading: "AI Booking Agent",
    description: "An AI agent that books appointments and site visits around your calendar and sends reminders.",
    placeholder: "crafting",
    summary: "We are crafting our booking agent page. Tell us what your customers book with you.",
  },
  "/ai-solutions/lead-agent": {
    title: "AI Lead Generation Agent",
    heading: "AI Lead Generation Agent",
    description:
      "An AI agent that captures leads from every channel, scores them and hands the best ones to your sales team.",
    placeholder: "crafting",
    summary: "We are crafting our lead agent page. Tell us where your leads come from today.",
  },
  "/ai-agents": {
    title: "AI Agents for WhatsApp, Instagram, Messenger, Phone & Web",
    heading: "AI Agents",
    description:
      "Channel AI agents that answer, sell and book on WhatsApp, Instagram, Messenger, the phone and your website. Join the waitlist.",
  },
  "/solutions": {
    title: "Solutions",
    heading: "Solutions",
    description:
      "Ready-made solution bundles for retail, wholesale and ecommerce businesses are coming soon from Cleverobotics.",
    placeholder: "coming-soon",
    summary:
      "We are bundling our most requested automations into ready-made solutions. They are coming soon; until then, our services and AI solutions cover the same ground.",
  },
  "/case-studies": {
    title: "Case Studies: AI, Healthcare & Mobile Projects",
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
    title: "Our Process",
    heading: "Our Process",
    description: "How a Cleverobotics project runs from discovery to launch and support. Content coming soon.",
    placeholder: "coming-soon",
    summary: "We are writing up how we take a project from first call to launch.",
  },
  "/how-we-work": {
    title: "How We Work",
    heading: "How We Work",
    description:
      "The way our team plans, builds and supports your automation, in plain words. We are crafting this page.",
    placeholder: "crafting",
    summary: "We are crafting this page about our working habits: short iterations, weekly demos and plain reporting.",
  },
  "/resources": {
    title: "Resources",
    heading: "Resources",
    description: "Guides, templates and checklists for automating a retail or ecommerce business. Content coming soon.",
    placeholder: "coming-soon",
    summary: "We are putting together guides and checklists. Our blog already has practical articles.",
  },
  "/whitepapers": {
    title: "Whitepapers",
    heading: "Whitepapers",
    description: "In-depth papers on AI agents, WhatsApp commerce and automation economics. Content coming soon.",
    placeholder: "coming-soon",
    summary: "Our first whitepapers are in review. Our blog covers many of the same topics today.",
  },
  "/security": {
    title: "Security",
    heading: "Security",
    description: "How Cleverobotics protects your data and your customers' data. Content coming soon.",
    placeholder: "coming-soon",
    summary: "We are documenting our security practices. Our privacy policy already explains how we handle data.",
  },
  "/legal": {
    title: "Legal",
    heading: "Legal",
    description:
      "The legal documents of Cleverobotics: how we handle personal data, and the terms that govern our services and this website.",
  },
  "/blog": {
    title: "Blog: AI, WhatsApp Automation & Business Software",
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
    title: "Integrations: CRM, Support, Ecommerce & Accounting",
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
