import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readPublicSettings } from "./app/lib/public-settings";
import { buildAliases, buildDefines } from "./build-defines";

/**
 * Modules the root layout needs on every page anyway (the 404 and error views, the head
 * fallback, saved state, icons) go into one "shell" chunk. Left to itself Rollup splits them
 * into a dozen tiny shared chunks, because slug routes import some of them too, and each
 * costs a request and its own gzip overhead.
 */
const shellModules = [
  "/app/components/ui/NotFound.tsx",
  "/app/components/ui/RouteError.tsx",
  "/app/components/ui/ErrorFallback.tsx",
  "/app/components/ui/MessagePage.tsx",
  "/app/components/ui/Action.tsx",
  "/app/components/ui/action-style.ts",
  "/app/components/ui/SiteLink.tsx",
  "/app/components/ui/WhatsAppLink.tsx",
  "/app/lib/whatsapp.ts",
  "/app/lib/canonical.ts",
  "/app/lib/card-columns.ts",
  "/app/components/icons/Icon.tsx",
  "/app/content/messages.ts",
  "/app/content/site.ts",
  "/app/lib/not-found-head.ts",
  "/app/lib/loader-head.ts",
  "/app/lib/client-state.ts",
  "/app/lib/error-reporting.ts",
  "/app/lib/settings.ts",
  "/app/lib/settings-source.build.ts",
  "/app/lib/theme.ts",
  "/app/lib/analytics.ts",
  "/app/hooks/useHydrated.ts",
  "/app/hooks/useClientState.ts",
  "/app/lib/chat/open-state.ts",
];

/**
 * The building blocks nearly every content page uses (hero, sections, closing band) share one
 * "page" chunk: one request and one gzip stream instead of five tiny chunks, each paying its
 * own overhead.
 */
const pageModules = [
  "/app/components/sections/PageHero.tsx",
  "/app/components/sections/Section.tsx",
  "/app/components/sections/CtaBand.tsx",
  "/app/components/sections/FigureList.tsx",
  "/app/components/illustrations/Picture.tsx",
];

/**
 * The inquiry rules and the call that sends one, shared by the contact form and the chat
 * panel's handoff: one chunk, so neither pays for a split.
 */
const inquiryModules = ["/app/lib/inquiry/validation.ts", "/app/lib/inquiry/submit.ts"];

function shellChunk(id: string): string | undefined {
  // Vite's helper for lazy imports: once two chunks import lazily it would be a chunk of its own.
  if (shellModules.some((module) => id.endsWith(module)) || id.includes("vite/preload-helper")) return "shell";
  if (inquiryModules.some((module) => id.endsWith(module))) return "inquiry";
  // The newsletter box needs only the email check and its endpoint, not the inquiry rules they
  // would be pulled in with. Every form loads this chunk, so the endpoints shared by the pages
  // and the server (app/api-contract.ts) go in it too.
  if (id.endsWith("/app/lib/inquiry/email.ts") || id.endsWith("/app/api-contract.ts")) return "email";
  return pageModules.some((module) => id.endsWith(module)) ? "page" : undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: buildAliases },
  define: await buildDefines(readPublicSettings(process.env)),
  build: {
    target: "es2022",
    rollupOptions: { output: { manualChunks: shellChunk } },
  },
});
