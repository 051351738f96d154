// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentCopy } from "~/content/consent";
import { trackEvent } from "~/lib/analytics";
import { readClientState, updateClientState } from "~/lib/client-state";
import { bindConsent } from "~/shell/consent";
import { removeDocumentListenersAfterEach } from "~/testing/document-listeners";
import { PrerenderedTemplate } from "../ui/PrerenderedTemplate";
import { ConsentBannerView } from "./ConsentBanner";

const ID = "G-TEST123";
const analyticsScript = () => document.querySelector<HTMLScriptElement>("script#analytics-script");
const notice = () => screen.queryByRole("region", { name: consentCopy.label });
const answered = (cookiesAccepted: boolean | null) =>
  updateClientState((state) => ({ ...state, preferences: { ...state.preferences, cookiesAccepted } }));

/** A page of a build with analytics: the notice's template and the footer's "Cookie preferences", bound by the shell script. */
function renderPage() {
  document.body.innerHTML = `<button type="button" data-consent-change="">Cookie preferences</button>${renderToStaticMarkup(
    <PrerenderedTemplate name="consent">
      <ConsentBannerView />
    </PrerenderedTemplate>,
  )}`;
  bindConsent(ID);
}

removeDocumentListenersAfterEach();
afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete window.gtag;
  delete window.dataLayer;
});

describe("cookie notice", () => {
  it("asks once, remembers an acceptance, goes away and loads analytics", async () => {
    renderPage();
    expect(notice()).toHaveTextContent(consentCopy.text);
    expect(screen.getByRole("link", { name: consentCopy.privacy.label })).toHaveAttribute("href", "/legal/privacy");
    expect(analyticsScript()).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: consentCopy.accept }));
    expect(readClientState().preferences.cookiesAccepted).toBe(true);
    expect(notice()).toBeNull();
    expect(analyticsScript()?.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
  });

  it("remembers a refusal, loads nothing, and asks again from the footer", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: consentCopy.decline }));
    expect(readClientState().preferences.cookiesAccepted).toBe(false);
    expect(notice()).toBeNull();
    expect(analyticsScript()).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cookie preferences" }));
    expect(readClientState().preferences.cookiesAccepted).toBeNull();
    expect(notice()).toBeInTheDocument();
  });

  it("floats over the page so nothing shifts when it appears", () => {
    renderPage();
    expect(notice()).toHaveClass("fixed");
  });

  it("does not ask a visitor who has answered; loads analytics once for one who accepted", () => {
    answered(false);
    renderPage();
    expect(notice()).toBeNull();
    expect(analyticsScript()).toBeNull();
    answered(true);
    renderPage();
    bindConsent(ID);
    expect(notice()).toBeNull();
    expect(document.querySelectorAll("script#analytics-script")).toHaveLength(1);
    expect(window.dataLayer?.map((entry) => Array.from(entry as IArguments))).toContainEqual([
      "config",
      ID,
      { anonymize_ip: true },
    ]);
  });
});

describe("conversion events", () => {
  it("go through the global event function when it exists, and nowhere otherwise", () => {
    expect(() => trackEvent("chat_opened")).not.toThrow();
    const gtag = vi.fn();
    window.gtag = gtag;
    trackEvent("newsletter_subscribed", { source: "blog" });
    expect(gtag).toHaveBeenCalledWith("event", "newsletter_subscribed", { source: "blog" });
  });
});
