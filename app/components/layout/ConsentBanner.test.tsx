// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentCopy } from "~/content/consent";
import { setAnalyticsConsent, trackEvent } from "~/lib/analytics";
import { readClientState } from "~/lib/client-state";
import ConsentBanner from "./ConsentBanner";

const renderBanner = () => render(<ConsentBanner />);

describe("cookie notice", () => {
  afterEach(() => {
    delete window.gtag;
  });

  it("asks once, remembers an acceptance and goes away", async () => {
    renderBanner();
    const notice = screen.getByRole("region", { name: consentCopy.label });
    expect(notice).toHaveTextContent(consentCopy.text);
    expect(screen.getByRole("link", { name: consentCopy.privacy.label })).toHaveAttribute("href", "/legal/privacy");
    await userEvent.click(screen.getByRole("button", { name: consentCopy.accept }));
    expect(readClientState().preferences.cookiesAccepted).toBe(true);
    expect(screen.queryByRole("region", { name: consentCopy.label })).toBeNull();
  });

  it("remembers a refusal, and can be asked again", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole("button", { name: consentCopy.decline }));
    expect(readClientState().preferences.cookiesAccepted).toBe(false);
    expect(screen.queryByRole("region")).toBeNull();
    const { act } = await import("@testing-library/react");
    act(() => setAnalyticsConsent(null));
    expect(screen.getByRole("region", { name: consentCopy.label })).toBeInTheDocument();
  });

  it("floats over the page so nothing shifts when it appears", () => {
    renderBanner();
    expect(screen.getByRole("region", { name: consentCopy.label })).toHaveClass("fixed");
  });
});

describe("conversion events", () => {
  it("go through the global event function when it exists, and nowhere otherwise", () => {
    expect(() => trackEvent("chat_opened")).not.toThrow();
    const gtag = vi.fn();
    window.gtag = gtag;
    trackEvent("newsletter_subscribed", { source: "blog" });
    expect(gtag).toHaveBeenCalledWith("event", "newsletter_subscribed", { source: "blog" });
    delete window.gtag;
  });
});
