// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAnalytics, useTrackedClicks } from "~/hooks/useAnalytics";
import { updateClientState } from "./client-state";

function ArticleAnalytics({ id }: { id: string | null }) {
  useAnalytics(id);
  return null;
}

const analyticsScript = () => document.querySelector<HTMLScriptElement>("script#analytics-script");
const accept = (cookiesAccepted: boolean) =>
  updateClientState((state) => ({ ...state, preferences: { ...state.preferences, cookiesAccepted } }));

describe("article analytics", () => {
  afterEach(() => {
    analyticsScript()?.remove();
    delete window.gtag;
    delete window.dataLayer;
  });

  it("loads nothing without an analytics id", () => {
    accept(true);
    render(<ArticleAnalytics id={null} />);
    expect(analyticsScript()).toBeNull();
  });

  it("loads nothing until the visitor accepts analytics cookies", () => {
    render(<ArticleAnalytics id="G-TEST123" />);
    expect(analyticsScript()).toBeNull();
    accept(false);
    render(<ArticleAnalytics id="G-TEST123" />);
    expect(analyticsScript()).toBeNull();
  });

  it("loads the script once, configured with the id, when both are there", () => {
    accept(true);
    render(<ArticleAnalytics id="G-TEST123" />);
    render(<ArticleAnalytics id="G-TEST123" />);
    expect(document.querySelectorAll("script#analytics-script")).toHaveLength(1);
    expect(analyticsScript()?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(analyticsScript()?.async).toBe(true);
    expect(window.dataLayer?.map((entry) => Array.from(entry as IArguments))).toContainEqual([
      "config",
      "G-TEST123",
      { anonymize_ip: true },
    ]);
  });
});

describe("tracked clicks", () => {
  function Page() {
    useTrackedClicks("https://cal.example.com/demo");
    return (
      <>
        <a href="/contact?topic=demo">Book a Demo</a>
        <a href="https://cal.example.com/demo">Schedule a Demo</a>
        <div data-event="pricing_plan_clicked" data-event-label="Pro">
          <a href="/contact">Contact Sales</a>
        </div>
        <a href="https://wa.me/914446318800?text=Hi" data-placement="footer">
          Chat on WhatsApp
        </a>
        <a href="/about">About</a>
      </>
    );
  }

  it("count demo bookings, pricing-plan and WhatsApp clicks, and nothing else", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    render(<Page />);
    for (const link of document.querySelectorAll("a")) {
      link.addEventListener("click", (event) => event.preventDefault());
      link.click();
    }
    expect(gtag.mock.calls).toEqual([
      ["event", "demo_booking_clicked", { link_text: "Book a Demo", link_url: "/contact?topic=demo" }],
      ["event", "demo_booking_clicked", { link_text: "Schedule a Demo", link_url: "https://cal.example.com/demo" }],
      ["event", "pricing_plan_clicked", { plan: "Pro" }],
      ["event", "whatsapp_clicked", { placement: "footer", page_path: "/" }],
    ]);
  });
});
