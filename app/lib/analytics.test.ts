// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackedClickListener } from "./analytics";

afterEach(() => {
  delete window.gtag;
  document.body.innerHTML = "";
});

describe("tracked clicks", () => {
  const page = `
    <a href="/contact?topic=demo">Book a Demo</a>
    <a href="https://cal.example.com/demo">Schedule a Demo</a>
    <div data-event="pricing_plan_clicked" data-event-label="Pro"><a href="/contact">Contact Sales</a></div>
    <a href="https://wa.me/914446318800?text=Hi" data-placement="footer">Chat on WhatsApp</a>
    <a href="/about">About</a>`;

  it("count demo bookings, pricing-plan and WhatsApp clicks, and nothing else", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    document.body.innerHTML = page;
    // As the shell script listens (app/shell/consent.ts).
    const listener = trackedClickListener("https://cal.example.com/demo");
    document.addEventListener("click", listener, { capture: true });
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
    document.removeEventListener("click", listener, { capture: true });
  });
});
