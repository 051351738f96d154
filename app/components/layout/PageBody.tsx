import type { ReactNode } from "react";
import { PAGE_LOCALE_ID } from "~/islands/page-locale";
import type { PageLocale } from "~/lib/page-head";
import { usePageLocale } from "~/lib/page-language";
import { settings } from "~/lib/settings";
import { ChatLauncher } from "../chat/ChatLauncher";
import { ChatPanelFrame } from "../chat/ChatPanelFrame";
import { CHAT_PANEL_ID } from "../chat/constants";
import { PrerenderedTemplate } from "../ui/PrerenderedTemplate";
import { ConsentBannerView } from "./ConsentBanner";
import { Footer } from "./Footer";
import { Header, MobileMenuTemplate } from "./header/Header";
import { MAIN_CONTENT_ID } from "./main-content";
import { SkipLink } from "./SkipLink";

/**
 * What every page's <body> holds around its content: the skip link, header, chat launcher and
 * its panel's frame, footer, the markup shown on demand and, on a Tamil page, its layout words
 * for the islands.
 */
export function PageBody({ children }: { children: ReactNode }) {
  const locale = usePageLocale();
  return (
    <>
      <SkipLink target={MAIN_CONTENT_ID} />
      <Header />
      {/* Before the content, though the launcher floats at its foot: it is there at the first paint. */}
      <PrerenderedTemplate name="chat-panel">
        <ChatPanelFrame id={CHAT_PANEL_ID} />
      </PrerenderedTemplate>
      <ChatLauncher />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
        {children}
      </main>
      <Footer />
      <MobileMenuTemplate />
      {locale.tamil && <PageLocaleData locale={locale} />}
      {settings.analyticsId && (
        <PrerenderedTemplate name="consent">
          <ConsentBannerView />
        </PrerenderedTemplate>
      )}
    </>
  );
}

/**
 * A Tamil page's layout words, for the islands React renders on their own (app/islands); the
 * menus are left out, the header is not an island.
 */
function PageLocaleData({ locale }: { locale: PageLocale }) {
  const json = JSON.stringify({ ...locale, tamil: locale.tamil && { ...locale.tamil, menus: [] } }).replace(
    /</g,
    "\\u003c",
  );
  return (
    <script
      type="application/json"
      id={PAGE_LOCALE_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with "<" escaped, not a script
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
