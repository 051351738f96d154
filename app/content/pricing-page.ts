/** Copy of the pricing page around the plans of pricing.ts. */
import type { ClosingCta, FaqItem, SectionIntro } from "./types";
import type { Visual } from "./visuals";
import { heroVisuals } from "./visuals";

export const pricingPage: {
  hero: { eyebrow: string; headline: string; intro: string; visual: Visual };
  footnote: string;
  whyChoose: SectionIntro & { items: readonly { title: string; description: string }[] };
  faq: readonly FaqItem[];
  closing: ClosingCta;
} = {
  hero: {
    eyebrow: "Pricing",
    visual: heroVisuals.pricing,
    headline: "AI Bot Plans for Retail & Ecommerce",
    intro:
      "Three plans for bots that take orders, chase payments and answer customers on WhatsApp, Instagram and your website. Pay monthly or yearly, with no setup fee.",
  },
  footnote:
    "Prices are in Indian rupees. Infrastructure costs, such as messaging and hosting charges, are extra and vary with usage; we estimate them with you before you start.",
  whyChoose: {
    heading: "Why Choose AI-Powered Bot Integration?",
    intro:
      "A bot that understands your customers does more than answer questions: it sells, follows up and fits the way your business already works.",
    items: [
      {
        title: "Natural language understanding",
        description:
          "Customers write the way they speak, with typos, short forms and a mix of English and Tamil. The bot works out what they mean, from a half-typed product name to 'where is my order?', and replies clearly.",
      },
      {
        title: "Learning & adaptation",
        description:
          "We review conversations with you and refine answers, product details and flows, so the bot gets better at the questions your customers actually ask.",
      },
      {
        title: "Personalization",
        description:
          "Returning customers are greeted by name and shown what they usually buy instead of starting from scratch each time. On Premium, the bot also reminds them when it is time to reorder.",
      },
      {
        title: "Analytics & insights",
        description:
          "Every plan includes a CRM with your customers and orders, and Premium adds analytics that show which products people ask about, where orders stall and which messages lead to sales.",
      },
      {
        title: "Multi-platform consistency",
        description:
          "The same catalogue, prices and answers on WhatsApp, Instagram and your website, so customers get the same reply wherever they message you.",
      },
      {
        title: "Revenue-driven conversations",
        description:
          "Every chat is steered towards an order: the bot suggests related products, sends payment links and follows up on orders left unpaid.",
      },
      {
        title: "Zero training required",
        description:
          "Your team does not need to learn new software. We set up the bot and load your catalogue, and chats that need a person reach your staff with the full conversation attached.",
      },
    ],
  },
  faq: [
    {
      question: "Is there a setup fee?",
      answer:
        "No. There is no setup fee on any plan. You pay the monthly or yearly plan price, plus infrastructure costs that depend on your usage.",
    },
    {
      question: "What are infrastructure costs?",
      answer:
        "They are the charges for running your bots, such as messaging and hosting. They are extra and vary with usage, so they depend on how many conversations your bots handle. We estimate them from your expected volumes before you start.",
    },
    {
      question: "Do you offer a discount for yearly billing?",
      answer:
        "Yes. Every plan can be billed yearly, at ten times the monthly price: you pay for ten months and use the plan for twelve.",
    },
    {
      question: "Can I change my plan later?",
      answer:
        "Yes. Upgrades take effect immediately, so you can use the new features straight away; downgrades take effect from your next billing cycle. In both cases the new price applies from the next billing cycle.",
    },
    {
      question: "Which payment methods do you accept?",
      answer:
        "Customers in India can pay by major credit card, bank transfer or UPI. International customers can pay by wire transfer or card.",
    },
  ],
  closing: {
    heading: "Not sure which plan fits?",
    text: "Tell us how many products you sell and where your customers message you, and we will recommend a plan in a free 30-minute consultation.",
    primary: { label: "Contact Sales", to: "/contact" },
    secondary: { label: "About Us", to: "/about" },
  },
};
