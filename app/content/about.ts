/** Copy of the about page. */
import type { ClosingCta, Figure, Hero, ProcessStep, SectionIntro } from "./types";
import { heroVisuals, type Visual } from "./visuals";

export const aboutPage: {
  hero: Hero & { pills: readonly string[]; visual: Visual };
  nameStory: SectionIntro & { paragraphs: readonly string[] };
  whoWeAre: SectionIntro & { paragraphs: readonly string[] };
  visionMission: { vision: { title: string; text: string }; mission: { title: string; text: string } };
  values: SectionIntro & { items: readonly { title: string; description: string }[] };
  advantage: SectionIntro & { steps: readonly ProcessStep[] };
  stats: SectionIntro & { figures: readonly Figure[] };
  /** Who works on a project: roles and how many, with no names (we show none we cannot stand behind). */
  team: SectionIntro & {
    figures: readonly Figure[];
    roles: readonly { role: string; when: string; description: string }[];
  };
  story: SectionIntro & { paragraphs: readonly string[] };
  closing: ClosingCta;
} = {
  hero: {
    eyebrow: "About Us",
    visual: heroVisuals.about,
    headline: "Clever automation for smarter business",
    intro:
      "Cleverobotics is a Chennai team of engineers and automation specialists. We build AI agents, bots and software that take repetitive work off retail, wholesale and ecommerce businesses, so owners and their teams can spend their time on customers and growth.",
    primary: { label: "Talk to Us", to: "/contact" },
    secondary: { label: "See Our Work", to: "/case-studies" },
    pills: ["AI Solutions", "Automation"],
  },
  nameStory: {
    heading: "Where our name comes from",
    paragraphs: [
      "Cleverobotics joins two words: Clever and Robotics. Clever is the thinking part: understanding how a business really runs and finding the simplest way to improve it. Robotics is the doing part: bots, agents and software robots that carry out the work reliably, day after day.",
      "Put together, Clever and Robotics give us Cleverobotics, and a reminder of what we set out to build: not automation for its own sake, but automation that knows when to act and when to hand over to a person.",
    ],
  },
  whoWeAre: {
    heading: "Who we are",
    paragraphs: [
      "We are engineers, designers and automation specialists based in Chennai. For more than a decade we have built custom software and web and mobile apps; today most of our work is AI automation: WhatsApp, Instagram and website bots, AI agents, and software robots for back-office tasks.",
      "Most of our clients run shops, wholesale and distribution businesses or ecommerce brands. They come to us when orders arrive faster than their team can type them in, when payment follow-ups slip, or when customers wait too long for a reply.",
      "We also build two products of our own, WhatsApp Sales Management and the Smart AI WhatsApp Chatbot, and we coach teams in agile ways of working.",
    ],
  },
  visionMission: {
    vision: {
      title: "Our vision",
      text: "A future in which every business, from a single shop to a large distributor, can use AI to serve its customers well and grow without being buried in routine work.",
    },
    mission: {
      title: "Our mission",
      text: "To build practical, dependable automation that gives our clients back their time, explained in plain language, delivered in short steps and supported long after launch.",
    },
  },
  values: {
    heading: "What we value",
    intro: "Six principles that shape how we work with every client.",
    items: [
      {
        title: "Customer-centricity",
        description:
          "We start from your business, not from the technology. Everything we build has to make life easier for you, your team or your customers.",
      },
      {
        title: "Excellence & quality",
        description:
          "We test thoroughly, write code that others can maintain and do not call a job finished until it works reliably in your real conditions.",
      },
      {
        title: "Innovation",
        description:
          "We keep up with AI so you do not have to, and bring in new tools only when they solve a real problem better than what you already have.",
      },
      {
        title: "Collaboration",
        description:
          "We work as an extension of your team, with shared plans, regular demos and honest updates, including when something turns out harder than expected.",
      },
      {
        title: "Adaptability",
        description:
          "Businesses change, and so do their priorities. We build in short iterations so that plans can change without wasted work.",
      },
      {
        title: "Impact",
        description:
          "We judge our work by what it changes for you: hours saved, orders captured and mistakes avoided, not by the number of features shipped.",
      },
    ],
  },
  advantage: {
    heading: "The Cleverobotics advantage",
    intro: "Five steps from your first conversation with us to a system your team relies on every day.",
    steps: [
      {
        step: 1,
        label: "Discovery & analysis",
        description:
          "We study how you sell, serve and fulfil today, talk to the people doing the work and pick the tasks where automation will save the most time.",
      },
      {
        step: 2,
        label: "Strategic planning",
        description:
          "You receive a written scope, timeline and cost, with clear priorities, before any work begins, so there are no surprises later.",
      },
      {
        step: 3,
        label: "Agile development",
        description:
          "We build in short iterations and show you working software at the end of each one, so you can steer the project as it takes shape.",
      },
      {
        step: 4,
        label: "Quality assurance",
        description:
          "We test with your real products, prices and customer questions, including the awkward ones, before anything goes live.",
      },
      {
        step: 5,
        label: "Deployment & support",
        description:
          "We launch alongside your team, train them and stay on hand to fix, tune and extend what we have built.",
      },
    ],
  },
  stats: {
    heading: "Our track record",
    intro: "What more than a decade of building software for businesses adds up to.",
    figures: [
      { value: "10+", label: "Years in business" },
      { value: "50+", label: "Projects delivered as Cleverobotics" },
      { value: "25+", label: "Clients served" },
      { value: "5+", label: "Countries" },
    ],
  },
  team: {
    heading: "The team on your project",
    intro:
      "You work with a small team that stays with your project from the first call to support after launch, not a different face every week.",
    figures: [
      { value: "3 to 6", label: "people on each project in our case studies" },
      { value: "1", label: "product lead as your single point of contact" },
      { value: "24 hours", label: "to reply to a new enquiry" },
    ],
    roles: [
      {
        role: "Product lead",
        when: "One on every project",
        description:
          "Runs discovery with you, writes the plan and the weekly updates, shows each demo and answers in your project's WhatsApp group.",
      },
      {
        role: "Engineers",
        when: "Two or three on most projects",
        description:
          "AI, back-end, web and mobile engineers who build what was agreed, test it on budget Android phones and connect it to Tally, Zoho or your store.",
      },
      {
        role: "Designer",
        when: "Wherever people use a screen",
        description:
          "Designs the chats, apps and dashboards your customers and staff use, in English and Tamil where you need it, and checks them with real users.",
      },
      {
        role: "QA engineer",
        when: "Before every release",
        description:
          "Tests each release on real devices and slow networks, and tries the odd inputs customers type, so problems are found before your customers find them.",
      },
      {
        role: "Data scientist",
        when: "For forecasting and scoring",
        description:
          "Builds the demand forecasts, customer scores and reports that turn your order history into decisions, and explains what the numbers can and cannot tell you.",
      },
      {
        role: "Agile coach",
        when: "On coaching engagements",
        description:
          "Works alongside your own product and engineering teams on Scrum, Kanban or SAFe, until the new way of working runs without us.",
      },
    ],
  },
  story: {
    heading: "Our story",
    paragraphs: [
      "Cleverobotics began as a small team in Chennai building custom software for businesses: billing and stock tools, customer portals and mobile apps.",
      "Project after project, we saw the same pattern. Our clients' biggest problem was rarely missing software; it was repetitive work. Orders typed from WhatsApp into spreadsheets, payments chased by phone, the same customer questions answered all day.",
      "So we moved towards automation: first software robots that copy data between systems, then WhatsApp bots and AI agents that talk to customers directly. Today we combine all of it, with AI where it helps, solid engineering everywhere and the same team from the first call to long-term support.",
      "We now work with clients in several countries, but we still work the way we started: listening first, showing working software early and staying around after launch.",
    ],
  },
  closing: {
    heading: "Ready to automate the work that slows you down?",
    text: "Tell us about your business and we will suggest where to start, in a free 30-minute consultation.",
    primary: { label: "Get Started Today", to: "/contact" },
    secondary: { label: "Explore Our Services", to: "/services" },
  },
};
