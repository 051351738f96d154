/** Copy of /industries and /industries/healthcare. */
import type { CallToAction, ClosingCta, Hero, SectionIntro } from "./types";

export interface Industry {
  name: string;
  description: string;
  /** A short icon name, e.g. "heart". */
  icon: string;
  link: string;
  /** Shown first and highlighted. */
  priority?: boolean;
}

export const industriesPage: {
  hero: Hero;
  industries: readonly Industry[];
  /** Introduces the other industry pages, listed after the four main cards. */
  more: SectionIntro;
  closing: ClosingCta;
} = {
  hero: {
    eyebrow: "Industries",
    headline: "Industries we serve",
    intro:
      "Every trade has its own way of taking orders, serving customers and keeping records. We build AI agents, bots and software around how your industry actually works, not around a generic template.",
    primary: { label: "Talk to Us", to: "/contact" },
    secondary: { label: "View Case Studies", to: "/case-studies" },
  },
  industries: [
    {
      name: "Healthcare",
      description:
        "Appointment booking, patient reminders and enquiry routing on WhatsApp and the web, with clinic workflows and records kept in one place.",
      icon: "heart",
      link: "/industries/healthcare",
      priority: true,
    },
  ],
  more: {
    heading: "More trades we automate",
    intro:
      "Online stores, distributors, supply chains, transport, schools and institutes: each page shows the problems of that trade and what we do about them.",
  },
  closing: {
    heading: "Your industry not listed?",
    text: "We also work with wholesalers, distributors, ecommerce brands and service businesses. Tell us how your business runs and we will show you where automation fits.",
    primary: { label: "Talk to Us", to: "/contact" },
    secondary: { label: "See Our Services", to: "/services" },
  },
};

export const healthcarePage: {
  hero: Hero;
  solutionGroups: readonly { title: string; description: string; solutions: readonly string[] }[];
  compliance: { title: string; text: string };
  consultation: CallToAction;
  closing: ClosingCta;
} = {
  hero: {
    eyebrow: "Healthcare",
    headline: "Healthcare Technology",
    intro:
      "Patient engagement bots, clinic workflow automation and health data platforms for clinics, diagnostic centres and hospital groups. We take the routine messages and paperwork off your front desk, so your staff can spend their time with patients.",
    primary: { label: "Book a Healthcare Consultation", to: "/contact?topic=demo" },
    secondary: { label: "View Case Studies", to: "/case-studies" },
  },
  solutionGroups: [
    {
      title: "Patient engagement",
      description:
        "Let patients book, reschedule and get answers on WhatsApp and your website, without waiting on the phone.",
      solutions: [
        "Appointment booking and rescheduling on WhatsApp",
        "Reminders for appointments, follow-ups and tests",
        "Answers about timings, doctors, fees and preparation",
        "Enquiry routing to the right department, without giving medical advice",
        "Report-ready notifications with secure links",
      ],
    },
    {
      title: "Clinic operations",
      description: "Automate the front-desk and back-office work that fills your staff's day.",
      solutions: [
        "Doctor schedules and queue updates",
        "Patient registration forms filled before the visit",
        "Billing, receipts and payment links",
        "Daily appointment and collection reports",
        "Stock alerts for the pharmacy and consumables",
      ],
    },
    {
      title: "Health data platforms",
      description:
        "Web and mobile platforms that keep patient records, visits and results together, with access limited to those who need it.",
      solutions: [
        "Patient records across branches in one system",
        "Role-based access for doctors, nurses and front-desk staff",
        "Audit logs of who viewed or changed a record",
        "Connections to your existing lab, billing or hospital software",
        "Dashboards for visits, referrals and revenue",
      ],
    },
  ],
  compliance: {
    title: "Privacy and compliance",
    text: "Our healthcare solutions are designed with privacy and security in mind, using measures such as role-based access, encryption and audit logs. Regulated deployments, for example under India's Digital Personal Data Protection Act, 2023 or HIPAA for clients in the United States, are scoped in a separate agreement before any patient data is handled, and we work with your compliance team and advisers on the requirements that apply to you.",
  },
  consultation: { label: "Book a Healthcare Consultation", to: "/contact?topic=demo" },
  closing: {
    heading: "Give your front desk some breathing room",
    text: "Book a consultation and we will look at how patients reach you today, where time is lost, and what to automate first.",
    primary: { label: "Book a Healthcare Consultation", to: "/contact?topic=demo" },
    secondary: { label: "Talk to Us", to: "/contact" },
  },
};
