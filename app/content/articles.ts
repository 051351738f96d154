/**
 * The blog catalogue: the listing fields of SPEC §3 "Article". Where the spec gives two
 * sets of dates and read times, the first set is used (see README, "Content").
 */
export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date. */
  publishDate: string;
  readTime: string;
  featured: boolean;
}

export const articles: readonly ArticleSummary[] = [
  {
    slug: "whatsapp-business-solutions-comparison",
    title: "WhatsApp Business API Bot vs AI Bot: Which One Does Your Business Need?",
    excerpt:
      "Rule-based API bots and AI bots both run on WhatsApp, but they cost, behave and scale differently. A side-by-side comparison with real monthly bills.",
    category: "WhatsApp Automation",
    publishDate: "2025-01-14",
    readTime: "12 min read",
    featured: true,
  },
  {
    slug: "ai-solopreneur-productivity-guide",
    title: "The AI Toolkit for Solopreneurs: Run a One-Person Business Like a Team",
    excerpt:
      "Which AI tools actually save a solo founder hours each week, how to chain them together, and where to keep a human in the loop.",
    category: "AI for Entrepreneurs",
    publishDate: "2025-01-10",
    readTime: "12 min read",
    featured: true,
  },
  {
    slug: "rpa-vs-genai-business-guide",
    title: "RPA vs Generative AI: A Business Guide to Choosing the Right Automation",
    excerpt:
      "Robotic process automation follows rules; generative AI handles judgement. How to tell which one fits a process, and what each really costs.",
    category: "Automation Strategy",
    publishDate: "2025-01-08",
    readTime: "18 min read",
    featured: true,
  },
  {
    slug: "ai-app-development-trends-2025",
    title: "AI and App Development Trends for 2025",
    excerpt:
      "Agents inside apps, on-device models and conversational commerce: the trends that will change how businesses build software this year.",
    category: "AI Trends",
    publishDate: "2025-01-05",
    readTime: "15 min read",
    featured: true,
  },
  {
    slug: "ai-whatsapp-responses-2025",
    title: "How AI Is Changing WhatsApp Customer Responses in 2025",
    excerpt:
      "From keyword menus to assistants that understand context: how AI replies on WhatsApp work, what they improve, and a six-step plan to adopt them.",
    category: "WhatsApp Automation",
    publishDate: "2025-01-20",
    readTime: "12 min read",
    featured: false,
  },
  {
    slug: "vertical-ai-wins",
    title: "Why Vertical AI Wins: Industry-Specific AI Beats Generic Tools",
    excerpt:
      "Generic AI tools impress in demos and stall in operations. Why AI built for one industry delivers better returns, with a seven-step adoption plan.",
    category: "AI Trends",
    publishDate: "2025-01-22",
    readTime: "14 min read",
    featured: false,
  },
];

export function findArticle(slug: string | undefined): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug);
}
