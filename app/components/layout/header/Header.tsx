import { useCallback, useEffect, useRef, useState } from "react";
import { ActionLink } from "~/components/ui/Action";
import { PrerenderedTemplate } from "~/components/ui/PrerenderedTemplate";
import { WhatsAppLink } from "~/components/ui/WhatsAppLink";
import { headerMenus } from "~/content/header-menus";
import { whatsappCopy } from "~/content/messages";
import { headerCallToAction } from "~/content/navigation";
import { useBodyScrollLock } from "~/hooks/useBodyScrollLock";
import { usePointerDownOutside } from "~/hooks/usePointerDownOutside";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { usePageLocale, useText } from "~/lib/page-language";
import { Icon } from "../../icons/Icon";
import { Logo } from "../Logo";
import { MOBILE_MENU_ID, SOLID_HEADER_SCROLL, WIDE_SCREEN } from "./constants";
import { LanguageSwitch } from "./LanguageSwitch";
import { MenuBar } from "./MenuBar";
import { MobileNav } from "./MobileNav";
import { ThemeToggle } from "./ThemeToggle";

export function Header() {
  const solid = useScrolledPast(SOLID_HEADER_SCROLL);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const tamil = usePageLocale().tamil;
  const text = useText();
  const { menus, callToAction } = useHeaderMenus();

  useBodyScrollLock(menuOpen);
  usePointerDownOutside([menuRef, toggleRef], closeMenu, menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // Widening past the mobile breakpoint hides the panel: release the scroll lock too.
    const wide = window.matchMedia(WIDE_SCREEN);
    const onWide = () => wide.matches && setMenuOpen(false);
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    };
  }, [menuOpen]);

  return (
    <header
      data-solid={solid || menuOpen}
      className="fixed inset-x-0 top-0 z-40 border-transparent print:hidden border-b transition-colors duration-200 data-[solid=true]:border-line data-[solid=true]:bg-surface data-[solid=true]:shadow-sm motion-reduce:transition-none"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo />
        <MenuBar sections={menus} wideScreen={WIDE_SCREEN} />
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
            ref={toggleRef}
            type="button"
            data-menu-toggle=""
            data-label-open={text("Open menu")}
            data-label-close={text("Close menu")}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-label={text(menuOpen ? "Close menu" : "Open menu")}
            onClick={() => setMenuOpen((open) => !open)}
            className="group inline-flex size-9 items-center justify-center rounded-lg sm:size-10 hover:bg-surface-muted xl:hidden"
          >
            {/* Both icons are rendered; the button's state picks one, whichever script set it. */}
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="close" className="hidden size-6 group-aria-expanded:inline-block" />
          </button>
        </div>
      </div>
      {/* Mounted only while open: its fifty links stay out of every page's DOM and hydration. */}
      <div ref={menuRef} data-mobile-menu="">
        {menuOpen && (
          <MobileNav id={MOBILE_MENU_ID} sections={menus} callToAction={callToAction} onNavigate={closeMenu} />
        )}
      </div>
      {menuOpen && <div aria-hidden="true" className="fixed inset-0 top-16 -z-10 bg-black/40 xl:hidden" />}
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
 * The phone menu of a page without React, which the shell script copies into the header
 * (app/shell/phone-menu.ts). Placed after the page's content: its fifty links are read last.
 */
export function MobileMenuTemplate() {
  const { menus, callToAction } = useHeaderMenus();
  return (
    <PrerenderedTemplate name="mobile-menu">
      {import.meta.env.SSR && (
        <MobileNav id={MOBILE_MENU_ID} sections={menus} callToAction={callToAction} onNavigate={() => {}} />
      )}
    </PrerenderedTemplate>
  );
}
