import { useEffect, useRef } from "react";
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
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { MAIN_CONTENT_ID } from "./components/layout/main-content";
import { PageBody } from "./components/layout/PageBody";
import { NotFound } from "./components/ui/NotFound";
import { RouteError } from "./components/ui/RouteError";
import { documentLinks } from "./lib/document-links";
import { notFoundHead } from "./lib/not-found-head";
import type { PageLocale } from "./lib/page-head";
import { englishPageLocale, languageTags, PageContext, type PageFacts } from "./lib/page-language";
import { reapplyTheme } from "./lib/theme";
import { themeBootScript } from "./lib/theme-boot";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }, ...documentLinks];

/**
 * Every page replaces this with its own head. It only applies where no page matched: the
 * fallback document the server sends, with status 404, for an unknown article or case study.
 */
export const meta: Route.MetaFunction = () => notFoundHead();

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
          <PageBody
            after={
              <>
                <ScrollRestoration />
                <Scripts />
              </>
            }
          >
            {children}
          </PageBody>
        </body>
      </html>
    </PageContext>
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
