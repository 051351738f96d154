import { ActionLink } from "~/components/ui/Action";
import { PrerenderedTemplate } from "~/components/ui/PrerenderedTemplate";
import { WhatsAppLink } from "~/components/ui/WhatsAppLink";
import { headerMenus } from "~/content/header-menus";
import { whatsappCopy } from "~/content/messages";
import { headerCallToAction } from "~/content/navigation";
import { usePageLocale, useText } from "~/lib/page-language";
import { Icon } from "../../icons/Icon";
import { Logo } from "../Logo";
import { MOBILE_MENU_ID } from "./constants";
import { DesktopNav } from "./DesktopNav";
import { LanguageSwitch } from "./LanguageSwitch";
import { MobileNav } from "./MobileNav";
import { ThemeToggle } from "./ThemeToggle";

/**
 * The header of every page, as the build writes it: transparent at the top, the menu bar (shown
 * on a wide screen), the language switch, theme toggle, WhatsApp link and the phone menu's
 * toggle. The shell script makes it work (app/shell: first-taps.ts, solid-header.ts,
 * desktop-nav.ts, phone-menu.ts, theme-toggle.ts); the phone menu's links wait in a template
 * (MobileMenuTemplate) until the toggle copies them in.
 */
export function Header() {
  const tamil = usePageLocale().tamil;
  const text = useText();
  const { menus, callToAction } = useHeaderMenus();
  return (
    <header
      data-solid="false"
      className="fixed inset-x-0 top-0 z-40 border-transparent print:hidden border-b transition-colors duration-200 data-[solid=true]:border-line data-[solid=true]:bg-surface data-[solid=true]:shadow-sm motion-reduce:transition-none"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="contents">
          <DesktopNav sections={menus} />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ThemeToggle />
          {/* In the bar on every screen: on a phone it floats over nothing and leaves the chat button alone. */}
          <WhatsAppLink
            placement="header"
            label={(tamil?.chrome.whatsappCopy ?? whatsappCopy).iconLabel}
            className="inline-flex size-9 items-center justify-center rounded-lg sm:size-10 text-[#0b7a52] hover:bg-surface-muted dark:text-[#3ddc84]"
          />
          <span className="hidden xl:inline-flex">
            <ActionLink action={callToAction} />
          </span>
          <button
            type="button"
            data-menu-toggle=""
            data-label-open={text("Open menu")}
            data-label-close={text("Close menu")}
            aria-expanded={false}
            aria-label={text("Open menu")}
            className="group inline-flex size-9 items-center justify-center rounded-lg sm:size-10 hover:bg-surface-muted xl:hidden"
          >
            {/* Both icons are rendered; the button's state picks one. */}
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="close" className="hidden size-6 group-aria-expanded:inline-block" />
          </button>
        </div>
      </div>
      {/* Filled only while open: its fifty links stay out of every page's DOM until then. */}
      <div data-mobile-menu="" />
    </header>
  );
}

function useHeaderMenus() {
  const tamil = usePageLocale().tamil;
  return {
    menus: tamil?.menus ?? headerMenus,
    callToAction: tamil?.chrome.headerCallToAction ?? headerCallToAction,
  };
}

/**
 * The phone menu, which the shell script copies into the header (app/shell/phone-menu.ts).
 * Placed after the page's content: its fifty links are read last.
 */
export function MobileMenuTemplate() {
  const { menus, callToAction } = useHeaderMenus();
  return (
    <PrerenderedTemplate name="mobile-menu">
      <MobileNav id={MOBILE_MENU_ID} sections={menus} callToAction={callToAction} />
    </PrerenderedTemplate>
  );
}
