import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table of the whole site. Each route's id is its path. A module that serves a family of
 * pages (services, AI solutions, industries, information pages) finds its copy by the path in
 * its loader: adding a page to a family is a content module and a line here.
 */
const page = (path: string, file: string) => route(path, file, { id: path });
const solution = (path: string) => page(path, "routes/ai-solution.tsx");
const industry = (path: string) => page(path, "routes/industry.tsx");
const infoPage = (path: string) => page(path, "routes/info-page.tsx");

export default [
  page("/", "routes/home.tsx"),

  page("/services", "routes/services.tsx"),
  page("/services/ai-automation", "routes/service.tsx"),
  page("/services/web-applications", "routes/service.tsx"),
  page("/services/mobile-applications", "routes/service.tsx"),
  page("/services/front-end", "routes/service.tsx"),
  page("/services/back-end", "routes/service.tsx"),
  page("/services/custom-software-development", "routes/service.tsx"),
  page("/services/rpa", "routes/service.tsx"),
  page("/services/agile-coaching", "routes/agile-coaching.tsx"),

  page("/products", "routes/products.tsx"),
  page("/products/sales-management", "routes/sales-management.tsx"),
  page("/products/smart-ai-whatsapp", "routes/smart-ai-whatsapp.tsx"),

  page("/industries", "routes/industries.tsx"),
  page("/industries/healthcare", "routes/healthcare.tsx"),
  industry("/industries/retail"),
  industry("/industries/manufacturing"),
  industry("/industries/real-estate"),
  industry("/industries/ecommerce"),
  industry("/industries/wholesale-retail"),
  industry("/industries/manufacturing-supply-chain"),
  industry("/industries/logistics"),
  industry("/industries/education"),

  page("/ai-solutions", "routes/ai-solutions.tsx"),
  solution("/ai-solutions/whatsapp"),
  solution("/ai-solutions/voice"),
  solution("/ai-solutions/instagram"),
  solution("/ai-solutions/fb-messenger"),
  solution("/ai-solutions/web"),
  solution("/ai-solutions/support-agent"),
  solution("/ai-solutions/sales-agent"),
  solution("/ai-solutions/booking-agent"),
  solution("/ai-solutions/lead-agent"),
  page("/ai-agents", "routes/ai-agents.tsx"),
  infoPage("/solutions"),

  page("/case-studies", "routes/case-studies.tsx"),
  page("/case-studies/:slug", "routes/case-study.tsx"),

  infoPage("/process"),
  infoPage("/how-we-work"),
  infoPage("/resources"),
  infoPage("/whitepapers"),
  infoPage("/security"),
  page("/legal", "routes/legal-index.tsx"),

  page("/blog", "routes/blog.tsx"),
  page("/blog/:slug", "routes/article.tsx"),

  page("/about", "routes/about.tsx"),
  page("/contact", "routes/contact.tsx"),
  page("/contact/sent", "routes/contact-sent.tsx"),
  page("/contact/problem", "routes/contact-problem.tsx"),
  page("/faq", "routes/faq.tsx"),
  page("/pricing", "routes/pricing.tsx"),
  page("/integrations", "routes/integrations.tsx"),
  page("/legal/privacy", "routes/legal-document.tsx"),
  page("/legal/terms", "routes/legal-document.tsx"),

  page("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
