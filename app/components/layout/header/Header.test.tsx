// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { mainNavigation } from "~/content/pages";
import { englishPageLocale, PageContext } from "~/lib/page-language";
import { bindDesktopNav } from "~/shell/desktop-nav";
import { bindPhoneMenu } from "~/shell/phone-menu";
import { bindSolidHeader } from "~/shell/solid-header";
import { removeDocumentListenersAfterEach } from "~/testing/document-listeners";
import { Header, MobileMenuTemplate } from "./Header";

/**
 * The header as the build writes it, with the phone menu's template after the page's content,
 * made to work by the same shell script as on a page (app/shell).
 */
function renderHeader(path = "/") {
  document.body.innerHTML = renderToStaticMarkup(
    <PageContext value={{ path, title: null, locale: englishPageLocale }}>
      <Header />
      <p>outside the header</p>
      <MobileMenuTemplate />
    </PageContext>,
  );
  bindPhoneMenu();
  bindSolidHeader();
  bindDesktopNav();
  return { user: userEvent.setup() };
}

removeDocumentListenersAfterEach();
afterEach(() => {
  document.body.innerHTML = "";
  document.body.style.overflow = "";
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

const header = () => screen.getByRole("banner");
const menuButton = () => screen.getByRole("button", { name: /open menu|close menu/i });
const mobileMenu = () => document.getElementById("mobile-menu")!;

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe("header background", () => {
  it("is transparent at the top and turns solid only past 10 px of scroll", () => {
    renderHeader();
    expect(header().dataset.solid).toBe("false");
    scrollTo(10);
    expect(header().dataset.solid).toBe("false");
    scrollTo(11);
    expect(header().dataset.solid).toBe("true");
    scrollTo(0);
    expect(header().dataset.solid).toBe("false");
  });
});

describe("mobile menu", () => {
  it("opens from its button and locks page scroll while open", async () => {
    const { user } = renderHeader();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).not.toHaveAttribute("aria-controls");
    expect(mobileMenu()).toBeNull();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuButton()).toHaveAttribute("aria-controls", "mobile-menu");
    expect(mobileMenu()).toBeInTheDocument();
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(menuButton());
    expect(mobileMenu()).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes when a link is tapped", async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    const menu = within(mobileMenu());
    await user.click(menu.getByRole("button", { name: "Company" }));
    const pricing = menu.getByRole("link", { name: "Pricing" });
    expect(pricing).toHaveAttribute("href", "/pricing");
    pricing.addEventListener("click", (event) => event.preventDefault());
    await user.click(pricing);
    expect(mobileMenu()).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("marks the link to the page on screen as the current page, in its canonical form", async () => {
    const { user } = renderHeader("/services/rpa");
    await user.click(menuButton());
    const menu = within(mobileMenu());
    await user.click(menu.getByRole("button", { name: "Services" }));
    const rpa = menu.getByRole("link", { name: "Robotic Process Automation" });
    expect(rpa).toHaveAttribute("href", "/services/rpa/");
    expect(rpa).toHaveAttribute("aria-current", "page");
    expect(rpa).toHaveClass("active");
    expect(menu.getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toEqual([rpa]);
  });

  it("closes on a click outside it", async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    fireEvent.pointerDown(screen.getByText("outside the header"));
    expect(mobileMenu()).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("stays open for clicks inside it", async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    fireEvent.pointerDown(within(mobileMenu()).getByRole("button", { name: "Services" }));
    expect(mobileMenu()).toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(mobileMenu()).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it("keeps only one submenu open at a time", async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    const menu = within(mobileMenu());
    const services = menu.getByRole("button", { name: "Services" });
    const products = menu.getByRole("button", { name: "Products" });
    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    await user.click(products);
    expect(products).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");
    const expanded = menu.getAllByRole("button").filter((button) => button.getAttribute("aria-expanded") === "true");
    expect(expanded).toHaveLength(1);
  });

  it("lists every section of the navigation", async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    const labels = within(mobileMenu())
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(labels).toEqual(mainNavigation.map((section) => section.label));
  });
});

describe("desktop menu", () => {
  const desktopNav = async () => within(await screen.findByRole("navigation", { name: "Main" }));

  it("opens a panel with Enter and moves into it with the arrow keys", async () => {
    const { user } = renderHeader();
    const services = (await desktopNav()).getByRole("button", { name: "Services" });
    services.focus();
    await user.keyboard("{Enter}");
    expect(services).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(services.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(false);
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(panel).getByRole("link", { name: /All services/ })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    const group = within(panel).getByRole("button", { name: "AI & Automation" });
    expect(group).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(group).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(panel).getByRole("link", { name: "Agentic AI Automation" })).toHaveFocus());
    await user.keyboard("{ArrowLeft}");
    expect(group).toHaveAttribute("aria-expanded", "false");
    expect(group).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
  });

  it("opens with Space, and only one panel at a time", async () => {
    const { user } = renderHeader();
    const services = (await desktopNav()).getByRole("button", { name: "Services" });
    const company = (await desktopNav()).getByRole("button", { name: "Company" });
    services.focus();
    await user.keyboard(" ");
    expect(services).toHaveAttribute("aria-expanded", "true");
    await user.click(company);
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside and after following a link", async () => {
    const { user } = renderHeader();
    const products = (await desktopNav()).getByRole("button", { name: "Products" });
    await user.click(products);
    fireEvent.pointerDown(screen.getByText("outside the header"));
    expect(products).toHaveAttribute("aria-expanded", "false");
    await user.click(products);
    const panel = document.getElementById(products.getAttribute("aria-controls")!)!;
    const link = within(panel).getByRole("link", { name: /Smart AI WhatsApp Chatbot/ });
    expect(link).toHaveAttribute("href", "/products/smart-ai-whatsapp");
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(products).toHaveAttribute("aria-expanded", "false");
  });
});
