import { site } from "./site";
import { heroVisuals } from "./visuals";

/** Copy of the contact page. Contact details come from settings via site.ts. */
export const contactPage = {
  hero: {
    eyebrow: "Contact Us",
    visual: heroVisuals.contact,
    heading: "Tell us what slows your business down",
    intro:
      "Orders lost in WhatsApp chats, replies that come too late, spreadsheets nobody trusts: describe it in a few lines and we will show you how we would automate it.",
  },
  formTitle: "Tell Us About Your Project",
  formIntro: "Fields marked * are required. We only use your details to answer you.",
  details: {
    title: "Contact details",
    email: site.email,
    phone: site.phone,
    whatsapp: site.whatsapp,
    address: site.address,
    hours: "Monday to Friday, 9:00 AM to 6:00 PM IST",
    /** On the phone, on WhatsApp and in meetings. */
    languages: "English and Tamil",
  },
  expectations: {
    title: "What to Expect",
    items: [
      { title: "A reply within 24 hours", text: "A real person from our team answers, not an autoresponder." },
      {
        title: "A 30-minute free consultation",
        text: "We look at how you sell and serve customers today and where automation pays off first.",
      },
      {
        title: "A detailed proposal",
        text: "Scope, timeline and a fixed price, so you can decide with the numbers in front of you.",
      },
    ],
  },
  freeNote: {
    title: "100% free consultation",
    text: "No obligation and no sales pressure. If we are not the right fit, we will say so.",
  },
  faq: [
    {
      question: "How quickly will you reply?",
      answer:
        "Within 24 hours on working days (Monday to Friday, 9:00 AM to 6:00 PM IST). Messages sent on a weekend are answered on Monday.",
    },
    {
      question: "Is the consultation really free?",
      answer:
        "Yes. The first 30-minute call costs nothing and commits you to nothing. You get our honest view of what to automate first, even if you build it with someone else.",
    },
    {
      question: "What should I prepare for the call?",
      answer:
        "A rough idea of your daily order or enquiry volume, the tools you use today (WhatsApp, Instagram, a spreadsheet, a CRM) and the one task you would most like to stop doing by hand.",
    },
    {
      question: "Do you work with businesses outside India?",
      answer:
        "Yes. We are based in Chennai and work with clients in 5+ countries over video calls, with overlapping hours for Europe, the Middle East and Asia.",
    },
  ],
} as const;

export const inquirySentPage = {
  text: "We reply within 24 hours, Monday to Friday. A copy of what you wrote stays with us; if anything is urgent, call us.",
  next: "While you wait, you can read how we have helped businesses like yours.",
} as const;

export const inquiryProblemPage = {
  intro: "We did not receive your message because:",
  back: "Use your browser's Back button to return to the form with your text still in it, fix what is listed above and send it again.",
  formLink: "Open the contact form",
  direct: "Or write to us directly at",
} as const;
