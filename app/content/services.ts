/** Copy for /services, the seven service pages under /services/<slug> and /services/agile-coaching. */
import type { Card, ClosingCta, Hero, ProcessStep, SectionIntro, ServicePage, Testimonial } from "./types";
import { heroVisuals } from "./visuals";

interface ServicesOverview {
  hero: Hero;
  cards: readonly Card[];
  whyChoose: SectionIntro & { items: readonly { title: string; description: string }[] };
  closing: ClosingCta;
}

export const servicesOverview: ServicesOverview = {
  hero: {
    eyebrow: "Our Services",
    visual: heroVisuals.services,
    headline: "Technology Services That Drive Growth",
    intro:
      "AI agents, WhatsApp automation, apps and custom software for retail, wholesale and ecommerce businesses, designed, built and supported by one Chennai team.",
    primary: { label: "Start Your Project", to: "/contact" },
    secondary: { label: "View Our Work", to: "/case-studies" },
  },
  cards: [
    {
      title: "Agentic AI Automation",
      description:
        "AI agents that finish whole tasks, not just answer questions. They read orders, check stock and raise invoices in the tools you already use.",
      features: [
        "Order-to-invoice workflows",
        "Works with your ERP, CRM and spreadsheets",
        "Human approval for exceptions",
        "A log of every action taken",
      ],
      badge: "Most Popular",
      link: { label: "Learn More", to: "/services/ai-automation" },
    },
    {
      title: "WhatsApp CRM & Automation",
      description:
        "Take orders, share catalogues and chase payments on WhatsApp. Every chat is saved against the customer, so nothing gets lost in a phone.",
      features: [
        "Official WhatsApp Business Platform",
        "Catalogue browsing and order capture",
        "Payment reminders with UPI links",
        "Broadcasts to opted-in customers",
      ],
      badge: "Trending",
      link: { label: "Learn More", to: "/ai-solutions/whatsapp" },
    },
    {
      title: "AI Agent Development",
      description:
        "Custom AI agents that know your products, prices and policies. They answer customers and staff, and hand over to a person when needed.",
      features: [
        "Trained on your own documents",
        "Looks up stock, orders and bookings",
        "Handover to your team with context",
        "Replies in English, Tamil and Hindi",
      ],
      badge: "New",
      link: { label: "Learn More", to: "/ai-agents" },
    },
    {
      title: "Custom Bot Development",
      description:
        "Chatbots for WhatsApp, Instagram and your website, built around the questions your customers actually ask.",
      features: [
        "WhatsApp, Instagram and web chat",
        "Order tracking and FAQs",
        "Lead capture into your CRM",
        "Monthly conversation reports",
      ],
      link: { label: "Learn More", to: "/ai-solutions" },
    },
    {
      title: "Web Applications",
      description: "Dealer portals, online stores and dashboards that load quickly, even on a slow mobile connection.",
      features: [
        "React and TypeScript",
        "B2B ordering and dealer portals",
        "Role-based access",
        "Hosting, monitoring and backups",
      ],
      link: { label: "Learn More", to: "/services/web-applications" },
    },
    {
      title: "Mobile Applications",
      description: "Android and iOS apps for your customers, sales reps and delivery staff.",
      features: [
        "Native and cross-platform builds",
        "Offline order taking for field sales",
        "Push notifications",
        "Play Store and App Store publishing",
      ],
      link: { label: "Learn More", to: "/services/mobile-applications" },
    },
    {
      title: "Custom Software Development",
      description:
        "Software shaped around how your business works, from billing and GST invoices to warehouse management.",
      features: [
        "Inventory and warehouse systems",
        "Billing with GST invoices",
        "Links to your accounting software",
        "Data moved over from old systems",
      ],
      link: { label: "Learn More", to: "/services/custom-software-development" },
    },
    {
      title: "RPA",
      description:
        "Software robots for repetitive screen and spreadsheet work: entering invoices, reconciling stock and filing reports.",
      features: [
        "Invoice and purchase order entry",
        "Bank and payment reconciliation",
        "Scheduled reports",
        "Built on UiPath or Power Automate",
      ],
      link: { label: "Learn More", to: "/services/rpa" },
    },
    {
      title: "Agile Coaching",
      description:
        "Coaching for product and engineering teams that want to deliver steadily. Scrum, Kanban, SAFe and Lean, fitted to how you work.",
      features: [
        "Team and leadership coaching",
        "Scrum, Kanban, SAFe and Lean",
        "Delivery metrics you can act on",
        "Coaches who sit with your teams",
      ],
      link: { label: "Learn More", to: "/services/agile-coaching" },
    },
  ],
  whyChoose: {
    heading: "Why Choose Our Services",
    intro: "What you get from us, whichever service you start with.",
    items: [
      {
        title: "Faster time to market",
        description:
          "We work in two-week cycles and show you working software at every review. You start using the first version early and we improve it from real use.",
      },
      {
        title: "Scalable architecture",
        description:
          "We build for your festive-season peak, not an ordinary Tuesday. Adding branches, dealers or users does not mean starting again.",
      },
      {
        title: "Security first",
        description:
          "Encrypted data, role-based access and regular updates. We follow WhatsApp and payment-provider rules so your business accounts stay in good standing.",
      },
      {
        title: "24/7 Support",
        description:
          "Bots and apps run round the clock and are monitored automatically, so the bot keeps taking orders at 2 AM. Our team answers Monday to Friday, 9 AM to 6 PM IST.",
      },
    ],
  },
  closing: {
    heading: "Not sure which service fits?",
    text: "Tell us what slows your business down. We will suggest where to start and give you a rough cost before any work begins.",
    primary: { label: "Start Your Project", to: "/contact" },
    secondary: { label: "View Our Work", to: "/case-studies" },
  },
};

export type ServiceSlug =
  | "ai-automation"
  | "web-applications"
  | "mobile-applications"
  | "front-end"
  | "back-end"
  | "custom-software-development"
  | "rpa";

const startProject = { label: "Start Your Project", to: "/contact" };
const ourServices = { label: "Our Services", to: "#services" };
const aboutExpertise = { label: "Learn More About Our Expertise", to: "/about" };

export const servicePages: Record<ServiceSlug, ServicePage> = {
  "ai-automation": {
    path: "/services/ai-automation",
    hero: {
      eyebrow: "Agentic AI Automation",
      visual: heroVisuals.aiAutomation,
      headline: "AI automation services",
      intro:
        "AI agents that take orders, answer customers and clear back-office work. Your team spends its time on sales instead of data entry.",
      primary: startProject,
      secondary: { label: "Explore AI Solutions", to: "/ai-agents" },
      figures: [
        { value: "500+", label: "processes automated" },
        { value: "75%", label: "average cost reduction" },
        { value: "24/7", label: "operation, every day of the year" },
      ],
    },
    services: {
      heading: "What we automate",
      intro: "Each agent works inside the tools you already use and asks a person when it is unsure.",
      items: [
        {
          title: "Order processing agents",
          description: "Read orders from WhatsApp messages, emails and PDFs, and enter them into your billing system.",
          features: [
            "Reads text, voice notes and photos of order slips",
            "Checks stock before confirming",
            "Flags unusual quantities",
          ],
        },
        {
          title: "Customer support agents",
          description: "Answer questions on products, prices and delivery from your own data, at any hour.",
          features: [
            "Replies in English, Tamil and Hindi",
            "Looks up order status",
            "Hands over to staff with the full chat",
          ],
        },
        {
          title: "Invoice and payment follow-ups",
          description: "Send invoices, track dues and remind customers politely until they pay.",
          features: ["UPI payment links", "Reminder schedules per customer", "Daily dues summary for the owner"],
        },
        {
          title: "Inventory and reorder automation",
          description: "Watch stock levels and draft purchase orders before the shelves run empty.",
          features: ["Reorder points per item", "Supplier purchase orders for approval", "Alerts on slow-moving stock"],
        },
        {
          title: "Lead qualification",
          description:
            "Sort enquiries from ads, WhatsApp and your website, and pass the serious buyers to your sales team.",
          features: ["Asks qualifying questions", "Updates your CRM", "Books calls in your team's calendar"],
        },
        {
          title: "Reports and insights",
          description: "A short summary of sales, dues and stock, sent to your WhatsApp every morning.",
          features: ["Plain-language summaries", "Ask questions about your own data", "Weekly trend alerts"],
        },
      ],
    },
    technologies: {
      heading: "Tools we build with",
      intro: "Proven models and platforms, chosen for your volumes and budget.",
      items: [
        { name: "OpenAI API", desc: "GPT models that read, write and reason over orders and messages." },
        { name: "Anthropic Claude", desc: "Careful reading of long price lists, contracts and catalogues." },
        { name: "Google Gemini", desc: "Models that read photos of handwritten order slips and bills." },
        { name: "LangChain", desc: "Connects language models to your data, tools and business rules." },
        { name: "n8n", desc: "Workflow automation that links agents to hundreds of business apps." },
        { name: "WhatsApp Business Platform", desc: "Meta's official API for business messaging on WhatsApp." },
        { name: "Python", desc: "Data processing and the custom tools each agent uses." },
        { name: "PostgreSQL with pgvector", desc: "Stores your documents so agents find the right answer by meaning." },
      ],
    },
    closing: {
      heading: "Find out what you can automate",
      text: "Share one process that takes up your team's day. We will map it and tell you which parts an agent can take over.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },

  "web-applications": {
    path: "/services/web-applications",
    hero: {
      eyebrow: "Web Applications",
      visual: heroVisuals.webApplications,
      headline: "Web application development",
      intro:
        "Ordering portals, dashboards and customer sites built with React and TypeScript. Fast on a phone, secure, and easy to change as you grow.",
      primary: startProject,
      secondary: ourServices,
      figures: [
        { value: "100+", label: "web apps our engineers have built, here and before" },
        { value: "99.9%", label: "uptime" },
        { value: "24/7", label: "uptime monitoring of your live app" },
      ],
    },
    services: {
      heading: "Web applications we build",
      intro: "From a single dashboard to a full B2B ordering platform.",
      items: [
        {
          title: "B2B ordering portals",
          description: "Retailers and dealers place repeat orders, see their own price lists and check dues online.",
          features: [
            "Customer-specific pricing",
            "Credit limits and outstanding balances",
            "Order history and quick reorder",
          ],
        },
        {
          title: "Ecommerce storefronts",
          description: "Online stores that load fast on mobile and keep checkout short.",
          features: [
            "UPI, card and cash-on-delivery payments",
            "Courier and shipping integration",
            "Search-friendly product pages",
          ],
        },
        {
          title: "Business dashboards",
          description: "Sales, stock and collections on one screen, updated as orders come in.",
          features: ["Views by branch and salesperson", "Export to Excel", "Alerts when figures cross a limit"],
        },
        {
          title: "Customer and patient portals",
          description: "Secure portals where customers or patients book, pay and download their records.",
          features: ["Appointment booking", "Secure document downloads", "OTP login"],
        },
        {
          title: "Progressive web apps",
          description: "App-like sites that install from the browser and keep working on weak connections.",
          features: ["Offline support", "Home-screen install", "Push notifications"],
        },
        {
          title: "Admin and back-office tools",
          description: "Internal tools that replace shared spreadsheets for orders, staff and approvals.",
          features: ["Role-based access", "Approval workflows", "Audit logs"],
        },
      ],
    },
    technologies: {
      heading: "Technologies we use",
      intro: "A modern, widely supported stack that any good developer can pick up later.",
      items: [
        { name: "React", desc: "Component-based interfaces that stay fast as features grow." },
        { name: "TypeScript", desc: "Typed code that catches mistakes before your customers do." },
        { name: "React Router", desc: "Server rendering and routing for quick first loads." },
        { name: "Node.js", desc: "Server code and APIs in the same language as the front end." },
        { name: "PostgreSQL", desc: "A reliable database for orders, customers and stock." },
        { name: "Tailwind CSS", desc: "Consistent, responsive styling without bloated stylesheets." },
        { name: "Docker", desc: "The same setup in development, testing and production." },
        { name: "AWS", desc: "Hosting in the Mumbai region, close to your users." },
      ],
    },
    caseStudyCategory: "Healthcare Technology",
    closing: {
      heading: "Plan your web application",
      text: "Tell us who will use it and what they need to get done. We will come back with a scope, a timeline and an estimate.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },

  "mobile-applications": {
    path: "/services/mobile-applications",
    hero: {
      eyebrow: "Mobile Apps",
      visual: heroVisuals.mobileApplications,
      headline: "Mobile app development",
      intro:
        "Android and iOS apps for your customers, sales reps and delivery staff. Built to run well on budget phones and patchy networks.",
      primary: startProject,
      secondary: ourServices,
      figures: [
        { value: "50+", label: "apps our developers have launched, here and before" },
        { value: "95%", label: "client satisfaction" },
        { value: "24/7", label: "crash and uptime monitoring" },
      ],
    },
    services: {
      heading: "Mobile apps we build",
      intro: "Native where performance matters most, cross-platform where time and budget matter more.",
      items: [
        {
          title: "Customer shopping apps",
          description:
            "Customers browse, order and reorder from your catalogue, and collect loyalty points as they go.",
          features: ["UPI and card payments", "Order tracking", "Offers based on past purchases"],
        },
        {
          title: "Field sales apps",
          description: "Sales reps take orders at the retailer's counter, even where there is no signal.",
          features: ["Offline order capture", "Beat plans and visit logs", "Live stock and price lists"],
        },
        {
          title: "Delivery apps",
          description: "Assign deliveries, follow drivers on a map and capture proof of delivery.",
          features: ["Daily route lists", "Photo and signature capture", "Cash collection records"],
        },
        {
          title: "Booking and membership apps",
          description: "Bookings, memberships and reminders for clubs, clinics and service businesses.",
          features: ["Slot booking", "Membership renewals", "Reminder notifications"],
        },
        {
          title: "Native iOS and Android",
          description: "Fully native apps in Swift and Kotlin when you need top performance or deep device access.",
          features: [
            "Camera, GPS and Bluetooth",
            "Smooth scrolling and animation",
            "Follows each platform's design rules",
          ],
        },
        {
          title: "App maintenance",
          description: "We handle OS updates, store policy changes and crash fixes after launch.",
          features: ["Crash monitoring", "Store release management", "Updates for new Android and iOS versions"],
        },
      ],
    },
    technologies: {
      heading: "Technologies we use",
      intro: "Tools chosen for the app, not out of habit.",
      items: [
        { name: "Kotlin", desc: "Native Android apps, from entry-level phones to tablets." },
        { name: "Swift", desc: "Native iPhone and iPad apps with SwiftUI." },
        { name: "Flutter", desc: "One codebase for Android and iOS with a native feel." },
        { name: "React Native", desc: "Cross-platform apps that share code with your React website." },
        { name: "Firebase", desc: "Sign-in, push notifications and crash reports." },
        { name: "Razorpay", desc: "UPI, card and wallet payments inside the app." },
        { name: "Google Maps Platform", desc: "Store locators, delivery tracking and route planning." },
        { name: "Sentry", desc: "Error tracking so we fix problems before users report them." },
      ],
    },
    caseStudyCategory: "Mobile App Development",
    closing: {
      heading: "Have an app in mind?",
      text: "Tell us who it is for and what it must do on day one. We will suggest the right platform and a realistic launch plan.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },

  "front-end": {
    path: "/services/front-end",
    hero: {
      eyebrow: "Front-End Development",
      visual: heroVisuals.frontEnd,
      headline: "Front-end development",
      intro:
        "Interfaces that load fast, read clearly and work on every screen, from an entry-level Android phone to the billing desktop at your shop counter.",
      primary: startProject,
      secondary: ourServices,
      figures: [
        { value: "200+", label: "components built" },
        { value: "98%", label: "performance score" },
        { value: "100%", label: "responsive" },
      ],
    },
    services: {
      heading: "Front-end services",
      intro: "We build the parts of your product that customers see and touch.",
      items: [
        {
          title: "Responsive interfaces",
          description: "Layouts that fit phones, tablets and desktops without a separate mobile site.",
          features: ["Mobile-first layouts", "Touch-friendly controls", "Tested on real low-end devices"],
        },
        {
          title: "Design systems",
          description: "A shared library of buttons, forms and layouts so every screen looks and behaves the same.",
          features: ["Reusable components", "Documented in Storybook", "Matches your brand"],
        },
        {
          title: "Performance optimisation",
          description: "Faster pages through smaller bundles, lighter images and server rendering.",
          features: ["Core Web Vitals audits", "Image and font optimisation", "Code splitting"],
        },
        {
          title: "Accessibility",
          description: "Interfaces that work with a keyboard, a screen reader or enlarged text.",
          features: ["WCAG 2.2 AA checks", "Keyboard navigation", "Readable contrast and text sizes"],
        },
        {
          title: "Multilingual interfaces",
          description: "Screens in English, Tamil, Hindi and other Indian languages, with correct fonts and formats.",
          features: ["Indian-language fonts", "Translation workflow", "Rupee, date and number formats"],
        },
        {
          title: "Front-end modernisation",
          description: "Move old jQuery or AngularJS screens to React, one page at a time.",
          features: ["Step-by-step migration", "No risky big-bang rewrite", "Tests in place before changes"],
        },
      ],
    },
    technologies: {
      heading: "Technologies we use",
      intro: "Current, well-supported tools with large communities behind them.",
      items: [
        { name: "React", desc: "Our default library for interactive interfaces." },
        { name: "TypeScript", desc: "Types that keep large front ends safe to change." },
        { name: "Tailwind CSS", desc: "Utility-first styling that keeps screens consistent." },
        { name: "Vite", desc: "Fast builds and instant reloads during development." },
        { name: "Next.js", desc: "Server-rendered React for content-heavy and SEO-critical sites." },
        { name: "Storybook", desc: "A living catalogue of every component and its states." },
        { name: "Playwright", desc: "Automated browser tests on Chrome, Safari and Firefox." },
        { name: "Figma", desc: "Shared designs that developers build from directly." },
      ],
    },
    closing: {
      heading: "Make your product easier to use",
      text: "Send us a link to your current site or app. We will point out what slows it down and what we would fix first.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },

  "back-end": {
    path: "/services/back-end",
    hero: {
      eyebrow: "Back-End Development",
      visual: heroVisuals.backEnd,
      headline: "Back-end development",
      intro:
        "APIs, databases and integrations that keep orders, stock and payments in step. Built to stay up through your busiest sale.",
      primary: startProject,
      secondary: ourServices,
      figures: [
        { value: "99.9%", label: "uptime" },
        { value: "1M+", label: "requests per day" },
        { value: "50ms", label: "response time" },
      ],
    },
    services: {
      heading: "Back-end services",
      intro: "The parts your customers never see but notice at once when they fail.",
      items: [
        {
          title: "API development",
          description: "Clean, documented APIs for your apps, partners and dealers.",
          features: ["REST and GraphQL", "OpenAPI documentation", "Versioning without breaking clients"],
        },
        {
          title: "Database design",
          description: "Data models for orders, stock and customers that stay fast as records grow.",
          features: ["Schema design and indexing", "Migrations without downtime", "Backups and restore drills"],
        },
        {
          title: "Third-party integrations",
          description: "Connections to payment gateways, couriers, WhatsApp and accounting software.",
          features: ["Payment gateways and UPI", "Courier and shipping APIs", "GST e-invoicing"],
        },
        {
          title: "Cloud infrastructure",
          description: "Hosting set up as code, so environments are repeatable and costs stay visible.",
          features: ["Infrastructure as code", "Automated deployments", "Monthly cost reviews"],
        },
        {
          title: "Performance and scaling",
          description: "Caching, queues and load tests before your festive sales, not during them.",
          features: ["Load testing", "Caching and background queues", "Auto-scaling"],
        },
        {
          title: "Security and compliance",
          description:
            "Encryption, access control and audit logs, with personal data handled in line with India's DPDP Act.",
          features: ["Encryption at rest and in transit", "Role-based access", "Audit logs"],
        },
      ],
    },
    technologies: {
      heading: "Technologies we use",
      intro: "Proven server technology, chosen for the load you expect.",
      items: [
        { name: "Node.js", desc: "Fast APIs and real-time services in TypeScript." },
        { name: "Python", desc: "FastAPI services, data jobs and AI integrations." },
        { name: "Go", desc: "Lean services for high request volumes." },
        { name: "PostgreSQL", desc: "Our default database for transactional data." },
        { name: "Redis", desc: "Caching, sessions and job queues." },
        { name: "Docker", desc: "Identical environments from laptop to production." },
        { name: "Kubernetes", desc: "Runs and scales services when one server is not enough." },
        { name: "AWS", desc: "Managed cloud services in the Mumbai and Hyderabad regions." },
      ],
    },
    closing: {
      heading: "Build a back end you can rely on",
      text: "Tell us about your traffic, your data and what breaks today. We will propose an architecture and a plan to get there.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },

  "custom-software-development": {
    path: "/services/custom-software-development",
    hero: {
      eyebrow: "Custom Software",
      visual: heroVisuals.customSoftware,
      headline: "Custom software development",
      intro:
        "Software built around how your business actually runs, not the other way round. Billing, inventory, dealer management and the links between them.",
      primary: startProject,
      secondary: ourServices,
      figures: [
        { value: "150+", label: "projects our engineers have delivered, here and before" },
        { value: "99%", label: "client satisfaction" },
        { value: "10+", label: "years in business software" },
      ],
    },
    services: {
      heading: "What we build",
      intro: "When off-the-shelf software does not fit, we build what does.",
      items: [
        {
          title: "Inventory and warehouse management",
          description: "Track stock across godowns, shops and vans, down to the batch and expiry date.",
          features: ["Multi-location stock", "Batch and expiry tracking", "Barcode scanning"],
        },
        {
          title: "Billing and GST invoicing",
          description: "Raise GST-compliant invoices, credit notes and e-way bills from one place.",
          features: ["GST invoice formats", "E-invoicing and e-way bills", "Customer-wise price lists"],
        },
        {
          title: "Dealer and distributor management",
          description: "Manage your dealer network's orders, schemes, targets and credit in one system.",
          features: ["Dealer onboarding", "Scheme and discount rules", "Credit limits and collections"],
        },
        {
          title: "ERP extensions and integrations",
          description: "Add the screens your ERP is missing and connect it to your other tools.",
          features: ["Two-way data sync", "Custom reports", "Links to Tally and Zoho"],
        },
        {
          title: "Legacy system modernisation",
          description: "Move old desktop or Excel-based systems to the web without losing your data.",
          features: ["Data migration and checks", "Phased cut-over", "Staff training"],
        },
        {
          title: "Workflow and approval systems",
          description: "Replace email chains and paper files with tracked approvals.",
          features: ["Purchase and expense approvals", "Escalation rules", "Full audit trail"],
        },
      ],
    },
    technologies: {
      heading: "Technologies we use",
      intro: "Mainstream tools, so your software is easy to maintain for years.",
      items: [
        { name: "TypeScript", desc: "One typed language across browser and server." },
        { name: "Node.js", desc: "APIs and background jobs for business systems." },
        { name: "Python", desc: "Data imports, reports and automation scripts." },
        { name: "React", desc: "Screens your staff learn quickly." },
        { name: "PostgreSQL", desc: "Dependable storage for financial and stock records." },
        { name: "TallyPrime", desc: "Invoices and ledgers synced with your accounts." },
        { name: "Docker", desc: "Repeatable installs on the cloud or your own servers." },
        { name: "Microsoft Azure", desc: "Cloud hosting for businesses already on Microsoft 365." },
      ],
    },
    closing: {
      heading: "Describe the system you need",
      text: "Walk us through the work as it happens today. We will show you what software could take off your team's plate.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },

  rpa: {
    path: "/services/rpa",
    hero: {
      eyebrow: "RPA",
      visual: heroVisuals.rpa,
      headline: "Robotic process automation",
      intro:
        "Software robots that copy invoices, reconcile stock and file reports, using the same screens your staff use today.",
      primary: startProject,
      secondary: ourServices,
      figures: [
        { value: "80%", label: "time savings" },
        { value: "95%", label: "accuracy" },
        { value: "6 months", label: "to ROI" },
      ],
    },
    services: {
      heading: "Processes we automate",
      intro: "Rule-based, repetitive work is where robots pay for themselves fastest.",
      items: [
        {
          title: "Invoice and purchase order entry",
          description: "Read supplier invoices and purchase orders, and key them into your accounts.",
          features: ["PDF and scanned documents", "Checks against purchase orders", "Exceptions sent for review"],
        },
        {
          title: "Bank and payment reconciliation",
          description: "Match bank statements and UPI settlements against invoices every day.",
          features: ["Daily statement downloads", "Automatic matching", "Unmatched entries flagged"],
        },
        {
          title: "Stock and order sync",
          description: "Keep stock and orders in step across your ERP, website and marketplaces.",
          features: ["Marketplace stock updates", "Price list syncing", "Order download and entry"],
        },
        {
          title: "GST and statutory reports",
          description: "Prepare the data for GST returns and match purchases against supplier filings.",
          features: ["Purchase register matching with GSTR-2B", "Mismatch reports", "Monthly filing checklists"],
        },
        {
          title: "Report generation",
          description: "Build the daily and monthly reports your team now assembles by hand.",
          features: ["Data pulled from several systems", "Excel and PDF outputs", "Emailed on a schedule"],
        },
        {
          title: "Email and document processing",
          description: "Read incoming emails and attachments, pull out the details and route them.",
          features: ["Order and quote emails", "Data extraction with AI", "Routing to the right person"],
        },
      ],
    },
    technologies: {
      heading: "Technologies we use",
      intro: "Leading RPA platforms, plus code where a platform licence is not worth it.",
      items: [
        { name: "UiPath", desc: "Enterprise RPA for high-volume, attended and unattended robots." },
        { name: "Microsoft Power Automate", desc: "Desktop and cloud flows for teams on Microsoft 365." },
        { name: "Automation Anywhere", desc: "Cloud-native RPA for larger automation programmes." },
        { name: "Python", desc: "Lightweight robots for data jobs without licence fees." },
        { name: "Playwright", desc: "Reliable automation of web portals and browser tasks." },
        { name: "Azure AI Document Intelligence", desc: "Reads invoices, receipts and forms into structured data." },
        { name: "OpenAI API", desc: "Understands free-text emails that rules alone cannot handle." },
        { name: "Microsoft 365", desc: "Automates Excel, Outlook and SharePoint work." },
      ],
    },
    closing: {
      heading: "Pick one process to automate first",
      text: "Tell us which task your team repeats most often. We will estimate the hours saved and how soon a robot pays for itself.",
      primary: startProject,
      secondary: aboutExpertise,
    },
  },
};

interface AgileCoachingPage {
  hero: Hero;
  services: SectionIntro & { items: readonly Card[] };
  methodologies: SectionIntro & {
    items: readonly { name: "Scrum" | "Kanban" | "SAFe" | "Lean"; description: string }[];
  };
  outcomes: SectionIntro & { items: readonly { title: string; description: string }[] };
  approach: SectionIntro & { steps: readonly ProcessStep[] };
  testimonials: SectionIntro & { items: readonly Testimonial[] };
  closing: ClosingCta;
}

export const agileCoaching: AgileCoachingPage = {
  hero: {
    eyebrow: "Agile Coaching",
    visual: heroVisuals.agileCoaching,
    headline: "Agile coaching that sticks",
    intro:
      "Coaching for product and engineering teams that want to deliver steadily, without ceremony for its own sake. Our coaches have led teams themselves.",
    primary: { label: "Talk to a Coach", to: "/contact" },
    secondary: { label: "How We Coach", to: "#services" },
    figures: [
      { value: "236+", label: "teams our coaches have coached" },
      { value: "40%", label: "average productivity gain" },
      { value: "20 years", label: "of agile practice among our coaches" },
    ],
  },
  services: {
    heading: "How we coach",
    intro: "We work alongside your people, in your meetings, on your real backlog.",
    items: [
      {
        title: "Team coaching",
        description:
          "A coach joins your team's planning, stand-ups and retrospectives, and helps the team fix what slows it down.",
        features: ["Backlog and sprint practices", "Working agreements", "Flow and cycle-time tracking"],
      },
      {
        title: "Leadership coaching",
        description:
          "One-to-one and group coaching for founders, managers and product owners who set direction for agile teams.",
        features: ["Setting clear priorities", "Delegating decisions to teams", "Reading delivery metrics"],
      },
      {
        title: "Agile transformation",
        description:
          "A staged change programme for organisations moving several teams, or a whole department, to agile ways of working.",
        features: ["Current-state assessment", "Team structure and roles", "Scaled planning across teams"],
      },
    ],
  },
  methodologies: {
    heading: "Methods we work with",
    intro: "We pick the method that suits your work and adapt it. The method is never the goal.",
    items: [
      {
        name: "Scrum",
        description: "Fixed-length sprints, clear roles and regular reviews. Suits teams building new products.",
      },
      {
        name: "Kanban",
        description:
          "Visual boards and limits on work in progress. Suits support, operations and steady streams of requests.",
      },
      {
        name: "SAFe",
        description: "Shared planning across many teams working on one product. Suits larger organisations.",
      },
      {
        name: "Lean",
        description: "Finding and removing waste across the whole flow of work, from idea to customer.",
      },
    ],
  },
  outcomes: {
    heading: "What changes",
    intro: "Results we measure against your own baseline, not an industry average.",
    items: [
      {
        title: "Faster delivery",
        description: "Teams typically see a 30-50% velocity improvement within six months of coaching.",
      },
      {
        title: "Predictable releases",
        description: "Plans based on real throughput, so release dates hold and stakeholders stop chasing.",
      },
      {
        title: "Fewer defects",
        description: "Testing moves earlier in the work, so fewer bugs reach customers.",
      },
      {
        title: "Clearer priorities",
        description: "One ordered backlog that business and tech agree on, reviewed every sprint.",
      },
      {
        title: "More engaged teams",
        description: "Teams own how they work and raise problems early instead of working around them.",
      },
      {
        title: "Better use of time",
        description: "Shorter, purposeful meetings and less waiting between handovers.",
      },
    ],
  },
  approach: {
    heading: "Our approach",
    intro: "Four stages, with a review at the end of each one.",
    steps: [
      {
        step: 1,
        label: "Assessment",
        description: "We observe your teams, interview people and measure how work flows today.",
      },
      {
        step: 2,
        label: "Strategy",
        description: "We agree the goals, the method and the measures of success with your leadership.",
      },
      {
        step: 3,
        label: "Implementation",
        description: "Coaches work with your teams week by week, adjusting as the results come in.",
      },
      {
        step: 4,
        label: "Sustain",
        description: "We train internal champions and step back, so the practices last after we leave.",
      },
    ],
  },
  testimonials: {
    heading: "What teams say",
    items: [
      {
        name: "Meera Subramanian",
        role: "Head of Engineering",
        company: "Brightcart Commerce",
        content:
          "Our sprint reviews used to be status meetings. After three months of coaching, we demo working features every fortnight and our release dates have stopped slipping.",
      },
      {
        name: "Daniel Hughes",
        role: "Delivery Director",
        company: "Northwick Software",
        content:
          "We brought them in for a SAFe rollout across four teams. They kept it lighter than we expected, and quarterly planning now takes two days instead of a week.",
      },
      {
        name: "Arjun Mehta",
        role: "Co-founder and CTO",
        company: "Stockline Retail Tech",
        content:
          "The coach sat in on our stand-ups and retrospectives for eight weeks. Cycle time on support tickets went from nine days to four.",
      },
    ],
  },
  closing: {
    heading: "Start with a team assessment",
    text: "Tell us how your teams work today and where delivery gets stuck. We will suggest a coaching plan sized to your organisation.",
    primary: { label: "Book an Assessment", to: "/contact" },
    secondary: { label: "Learn More About Our Expertise", to: "/about" },
  },
};
