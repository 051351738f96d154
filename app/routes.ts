import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table of SPEC §2. Each route's id is its path, so a module that serves several
 * pages (the placeholder page) can look its copy up in app/content/pages.ts.
 */
const page = (path: string, file: string) => route(path, file, { id: path });

/** Pages whose content is not built yet: they show their placeholder from content/pages.ts. */
const placeholder = (path: string) => page(path, "routes/placeholder.tsx");

export default [
  placeholder("/"),

  placeholder("/services"),
  placeholder("/services/ai-automation"),
  placeholder("/services/web-applications"),
  placeholder("/services/mobile-applications"),
  placeholder("/services/front-end"),
  placeholder("/services/back-end"),
  placeholder("/services/custom-software-development"),
  placeholder("/services/rpa"),
  placeholder("/services/agile-coaching"),

  placeholder("/products"),
  placeholder("/products/sales-management"),
  placeholder("/products/smart-ai-whatsapp"),

  placeholder("/industries"),
  placeholder("/industries/healthcare"),
  placeholder("/industries/retail"),
  placeholder("/industries/manufacturing"),
  placeholder("/industries/real-estate"),
  placeholder("/industries/ecommerce"),
  placeholder("/industries/wholesale-retail"),
  placeholder("/industries/manufacturing-supply-chain"),
  placeholder("/industries/logistics"),
  placeholder("/industries/education"),

  placeholder("/ai-solutions"),
  placeholder("/ai-solutions/whatsapp"),
  placeholder("/ai-solutions/voice"),
  placeholder("/ai-solutions/instagram"),
  placeholder("/ai-solutions/fb-messenger"),
  placeholder("/ai-solutions/web"),
  placeholder("/ai-solutions/support-agent"),
  placeholder("/ai-solutions/sales-agent"),
  placeholder("/ai-solutions/booking-agent"),
  placeholder("/ai-solutions/lead-agent"),
  placeholder("/ai-agents"),
  placeholder("/solutions"),

  placeholder("/case-studies"),
  page("/case-studies/:slug", "routes/case-study.tsx"),

  placeholder("/process"),
  placeholder("/how-we-work"),
  placeholder("/resources"),
  placeholder("/whitepapers"),
  placeholder("/security"),
  placeholder("/legal"),

  placeholder("/blog"),
  page("/blog/:slug", "routes/article.tsx"),

  placeholder("/about"),
  page("/contact", "routes/contact.tsx"),
  page("/contact/sent", "routes/contact-sent.tsx"),
  page("/contact/problem", "routes/contact-problem.tsx"),
  placeholder("/faq"),
  placeholder("/pricing"),
  placeholder("/integrations"),
  placeholder("/legal/privacy"),
  placeholder("/legal/terms"),

  page("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
