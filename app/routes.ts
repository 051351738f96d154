import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table of SPEC §2. Each route's id is its path. A module that serves several pages
 * (the seven service pages, the placeholders) finds its copy by the path in its loader.
 */
const page = (path: string, file: string) => route(path, file, { id: path });

/** Pages whose content is not built yet: they show their placeholder from content/pages.ts. */
const placeholder = (path: string) => page(path, "routes/placeholder.tsx");

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
  placeholder("/industries/retail"),
  placeholder("/industries/manufacturing"),
  placeholder("/industries/real-estate"),
  placeholder("/industries/ecommerce"),
  placeholder("/industries/wholesale-retail"),
  placeholder("/industries/manufacturing-supply-chain"),
  placeholder("/industries/logistics"),
  placeholder("/industries/education"),

  page("/ai-solutions", "routes/ai-solutions.tsx"),
  placeholder("/ai-solutions/whatsapp"),
  placeholder("/ai-solutions/voice"),
  placeholder("/ai-solutions/instagram"),
  placeholder("/ai-solutions/fb-messenger"),
  placeholder("/ai-solutions/web"),
  placeholder("/ai-solutions/support-agent"),
  placeholder("/ai-solutions/sales-agent"),
  placeholder("/ai-solutions/booking-agent"),
  placeholder("/ai-solutions/lead-agent"),
  page("/ai-agents", "routes/ai-agents.tsx"),
  placeholder("/solutions"),

  page("/case-studies", "routes/case-studies.tsx"),
  page("/case-studies/:slug", "routes/case-study.tsx"),

  placeholder("/process"),
  placeholder("/how-we-work"),
  placeholder("/resources"),
  placeholder("/whitepapers"),
  placeholder("/security"),
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
