// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { bind as bindCarousel } from "~/shell/islands/carousel";
import { bind as bindTabs } from "~/shell/islands/tabs";
import { CaseStudySection } from "./CaseStudySection";
import { barWidth, GoalTiles } from "./GoalTiles";
import { Tabs } from "./Tabs";
import { TestimonialCarousel } from "./TestimonialCarousel";

const tabItems = [
  { id: "one", label: "One", panel: <p>Panel one</p> },
  { id: "two", label: "Two", panel: <p>Panel two</p> },
  { id: "three", label: "Three", panel: <p>Panel three</p> },
];

/** A widget as the build writes it, made to work by its shell island as on a page (app/shell/islands). */
function renderBound(element: ReactElement, bind: (root: HTMLElement) => void) {
  document.body.innerHTML = renderToStaticMarkup(element);
  bind(document.body.firstElementChild as HTMLElement);
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Tabs", () => {
  it("shows the default tab's panel and follows the WAI-ARIA pattern", () => {
    renderBound(<Tabs label="Views" items={tabItems} defaultId="two" />, bindTabs);
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "Views" })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "true", "false"]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Panel two");
    expect(panel).toHaveAttribute("aria-labelledby", tabs[1]!.id);
    expect(tabs[1]).toHaveAttribute("aria-controls", panel.id);
  });

  it("moves with the arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    renderBound(<Tabs label="Views" items={tabItems} defaultId="one" />, bindTabs);
    await user.click(screen.getByRole("tab", { name: "One" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel two");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel three");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel one");
  });

  it("selects a tab on click", async () => {
    const user = userEvent.setup();
    renderBound(<Tabs label="Views" items={tabItems} defaultId="one" />, bindTabs);
    await user.click(screen.getByRole("tab", { name: "Three" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel three");
  });

  it("renders every panel, without hiding any, before JavaScript runs", () => {
    const html = renderToString(<Tabs label="Views" items={tabItems} defaultId="one" />);
    for (const text of ["Panel one", "Panel two", "Panel three"]) expect(html).toContain(text);
    expect(html.match(/<div[^>]*id="[^"]*-panel-[^"]*"[^>]*>/g)?.some((tag) => tag.includes("hidden"))).toBe(false);
    expect(html).toMatch(/role="tablist"[^>]*hidden/);
  });
});

const testimonials = [
  { name: "Asha", role: "CTO", company: "Kadai", content: "First quote" },
  { name: "Ravi", role: "PM", company: "Mandi", content: "Second quote" },
  { name: "Meena", role: "COO", company: "Petti", content: "Third quote" },
];

describe("TestimonialCarousel", () => {
  it("starts at the first testimonial and a dot selects another", async () => {
    const user = userEvent.setup();
    renderBound(<TestimonialCarousel items={testimonials} label="What teams say" />, bindCarousel);
    expect(screen.getByText(/First quote/)).toBeVisible();
    expect(screen.getByText(/Second quote/).closest("figure")).toHaveAttribute("hidden");
    const dots = screen.getAllByRole("button", { name: /Show testimonial/ });
    expect(dots.map((dot) => dot.getAttribute("aria-pressed"))).toEqual(["true", "false", "false"]);
    await user.click(screen.getByRole("button", { name: "Show testimonial 3 of 3: Meena" }));
    expect(screen.getByText(/Third quote/).closest("figure")).not.toHaveAttribute("hidden");
    expect(screen.getByText(/First quote/).closest("figure")).toHaveAttribute("hidden");
    expect(dots[2]).toHaveAttribute("aria-pressed", "true");
  });

  it("shows all testimonials before JavaScript runs", () => {
    const html = renderToString(<TestimonialCarousel items={testimonials} label="What teams say" />);
    expect(html.match(/<figure[^>]*\shidden[\s=>]/g)).toBeNull();
    expect(html.match(/<figure/g)).toHaveLength(3);
  });
});

describe("goal tiles", () => {
  it("caps the bar at 100% but shows the number as it is", () => {
    expect([0.3, 9.4, 91.8, 126, -5].map(barWidth)).toEqual([0.3, 9.4, 91.8, 100, 0]);
    render(<GoalTiles goals={[{ label: "Repeat customers", progress: 126, current: "126", target: "100" }]} />);
    const bar = screen.getByRole("progressbar", { name: "Repeat customers" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "126% of goal");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("100%");
    expect(screen.getByText("126%")).toBeInTheDocument();
  });
});

describe("CaseStudySection", () => {
  it("renders nothing for an empty list", () => {
    const { container } = render(<CaseStudySection heading="Case Studies" studies={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists the stories with 'Read the case study' and 'View All Case Studies' links", () => {
    const studies = caseStudies.filter((study) => study.category === "Mobile App Development");
    render(<CaseStudySection heading="Case Studies" studies={studies} />);
    const section = within(screen.getByRole("heading", { name: "Case Studies" }).closest("section")!);
    expect(
      section.getAllByRole("link", { name: /^Read the case study/ }).map((link) => link.getAttribute("href")),
    ).toEqual(studies.map((study) => `/case-studies/${study.slug}`));
    expect(section.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute("href", "/case-studies");
  });
});
