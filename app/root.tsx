import { lazy, Suspense, useEffect, useRef } from "react";
import {
  Links,
  Meta,
  type MetaDescriptor,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import faviconSvg from "../public/favicon.svg?raw";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ChatLauncher } from "./components/chat/ChatLauncher";
import { ChatPanelFrame } from "./components/chat/ChatPanelFrame";
import { CHAT_PANEL_ID } from "./components/chat/constants";
import { ConsentBannerView } from "./components/layout/ConsentBanner";
import { Footer } from "./components/layout/Footer";
import { Header, MobileMenuTemplate } from "./components/layout/header/Header";
import { MAIN_CONTENT_ID } from "./components/layout/main-content";
import { SkipLink } from "./components/layout/SkipLink";
import { NotFound } from "./components/ui/NotFound";
import { PrerenderedTemplate } from "./components/ui/PrerenderedTemplate";
import { RouteError } from "./components/ui/RouteError";
import { blogFeed } from "./content/feed";
import { PAGE_LOCALE_ID } from "./islands/page-locale";
import { notFoundHead } from "./lib/not-found-head";
import type { PageLocale } from "./lib/page-head";
import { englishPageLocale, languageTags, PageContext, type PageFacts } from "./lib/page-language";
import { settings } from "./lib/settings";
import { svgDataUri } from "./lib/svg-data-uri";
import { reapplyTheme } from "./lib/theme";
import { themeBootScript } from "./lib/theme-boot";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // Written into the page: the browser would otherwise fetch it while the page's own image and
  // stylesheet are still arriving.
  { rel: "icon", href: svgDataUri(faviconSvg), type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: blogFeed.title, href: blogFeed.path },
];

/**
 * Every page replaces this with its own head. It only applies where no page matched: the
 * fallback document the server sends, with status 404, for an unknown article or case study.
 */
export const meta: Route.MetaFunction = () => notFoundHead();

// Analytics and its cookie notice exist only in builds with an analytics id; other builds never load them.
const Analytics = settings.analyticsId ? lazy(() => import("./components/layout/Analytics")) : null;

/** The page on screen, from its loader's data: English where no page matched (an error, an unknown slug). */
function usePageFacts(): PageFacts {
  const { pathname } = useLocation();
  const data = useMatches().at(-1)?.loaderData as { locale?: PageLocale; head?: MetaDescriptor[] } | null | undefined;
  const title = data?.head?.find((descriptor) => "title" in descriptor) as { title?: string } | undefined;
  return { path: pathname, title: title?.title ?? null, locale: data?.locale ?? englishPageLocale };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const page = usePageFacts();
  const { locale } = page;
  // Once React has taken over, whether a page or an error view rendered: set the theme class
  // again (see reapplyTheme) and mark the document, which end-to-end tests wait for.
  useEffect(() => {
    reapplyTheme();
    document.documentElement.dataset.hydrated = "";
  }, []);
  // Around the document, not inside <body>: a level there would change every id React makes below it.
  return (
    <PageContext value={page}>
      <html lang={languageTags[locale.lang].html} suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
          <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script that sets the theme before first paint */}
          <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
          <Meta />
          <Links />
        </head>
        <body className="flex min-h-dvh flex-col bg-surface text-ink antialiased">
          <SkipLink target={MAIN_CONTENT_ID} />
          <Header />
          {/* Before the content, though the launcher floats at its foot: it is there at the first paint. */}
          <PrerenderedTemplate name="chat-panel">
            {import.meta.env.SSR && <ChatPanelFrame id={CHAT_PANEL_ID} />}
          </PrerenderedTemplate>
          <ChatLauncher />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
            {children}
          </main>
          <Footer />
          <MobileMenuTemplate />
          {locale.tamil && <PageLocaleData locale={locale} />}
          {settings.analyticsId && (
            <PrerenderedTemplate name="consent">{import.meta.env.SSR && <ConsentBannerView />}</PrerenderedTemplate>
          )}
          {Analytics && settings.analyticsId && (
            <Suspense fallback={null}>
              <Analytics id={settings.analyticsId} bookingUrl={settings.bookingUrl} />
            </Suspense>
          )}
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </PageContext>
  );
}

/**
 * A Tamil page's layout words, for the islands React renders on their own (app/islands); the
 * menus are left out, the header is not an island.
 */
function PageLocaleData({ locale }: { locale: PageLocale }) {
  // Written at build time; hydration leaves the prerendered data as it is.
  const json = import.meta.env.SSR
    ? JSON.stringify({ ...locale, tamil: locale.tamil && { ...locale.tamil, menus: [] } }).replace(/</g, "\\u003c")
    : "";
  return (
    <script
      type="application/json"
      id={PAGE_LOCALE_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with "<" escaped, not a script
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export default function App() {
  useFocusMainOnNavigation();
  return <Outlet />;
}

/**
 * After a client-side navigation, focus moves to the new page's content, as it would after a
 * full page load, so keyboard and screen-reader users start there. Links to an #anchor keep
 * the browser's own focus and scroll handling.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page, by pathname
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The document served for paths that were not prerendered (unknown slugs) before the app takes over. */
export function HydrateFallback() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
