/** What a visitor can ask us about on the contact form; `?topic=` presets one by its value. */
export const inquiryTopics = [
  { value: "ai-automation", label: "AI automation" },
  { value: "whatsapp", label: "WhatsApp CRM & automation" },
  { value: "ai-agents", label: "AI agent development" },
  { value: "bots", label: "Custom bot development" },
  { value: "web-applications", label: "Web application" },
  { value: "mobile-applications", label: "Mobile application" },
  { value: "custom-software", label: "Custom software development" },
  { value: "rpa", label: "Robotic process automation (RPA)" },
  { value: "agile-coaching", label: "Agile coaching" },
  { value: "sales-management", label: "WhatsApp Sales Management (product)" },
  { value: "smart-ai-whatsapp", label: "Smart AI WhatsApp Chatbot (product)" },
  { value: "pricing", label: "Plans and pricing" },
  { value: "demo", label: "Book a demo" },
  { value: "other", label: "Something else" },
] as const;

export type InquiryTopic = (typeof inquiryTopics)[number]["value"];

export function isInquiryTopic(value: string): value is InquiryTopic {
  return inquiryTopics.some((topic) => topic.value === value);
}
