// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { integrationCategories } from "~/content/integrations";
import { plans } from "~/content/pricing";
import { countItems, filterIntegrations } from "~/lib/integrations-filter";
import { FaqAccordion } from "./FaqAccordion";
import { EMPTY_TEXT, EMPTY_TITLE, IntegrationsDirectory } from "./IntegrationsDirectory";
import { PricingPlans } from "./PricingPlans";

describe("integrations filter", () => {
  it("holds 31 integrations in six categories of 5, 6, 5, 6, 5 and 4", () => {
    expect(integrationCategories.map((category) => [category.title, category.items.length])).toEqual([
      ["Enterprise CRM", 5],
      ["Mid-Market CRM", 6],
      ["Support", 5],
      ["Project Mgmt", 6],
      ["E-commerce", 5],
      ["Accounting", 4],
    ]);
    expect(countItems(integrationCategories)).toBe(31);
  });

  it("filters by category, then by text in the name or description, ignoring case", () => {
    const [first] = integrationCategories;
    const item = first!.items[0]!;
    expect(filterIntegrations(integrationCategories, first!.key, "")).toHaveLength(1);
    expect(
      filterIntegrations(integrationCategories, "all", item.name.toUpperCase()).flatMap((c) => c.items),
    ).toContainEqual(item);
    const word = item.description
      .split(" ")
      .find((w) => w.length > 6)!
      .toLowerCase();
    expect(filterIntegrations(integrationCategories, first!.key, word).flatMap((c) => c.items)).toContainEqual(item);
    expect(filterIntegrations(integrationCategories, "all", "zzz-no-such-tool")).toEqual([]);
  });
});

describe("IntegrationsDirectory", () => {
  it("hides empty categories, shows the empty state, and 'Show All Integrations' clears both filters", async () => {
    const user = userEvent.setup();
    render(<IntegrationsDirectory categories={integrationCategories} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: "Accounting" }));
    expect(screen.getByRole("button", { name: "Accounting" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Accounting"]);
    await user.type(screen.getByLabelText("Search integrations"), "no such tool anywhere");
    expect(screen.getByText(EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show All Integrations" }));
    expect(screen.getByLabelText("Search integrations")).toHaveValue("");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(6);
  });

  it("clears the search with its clear button", async () => {
    const user = userEvent.setup();
    render(<IntegrationsDirectory categories={integrationCategories} />);
    await user.type(screen.getByLabelText("Search integrations"), "zzz");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getByLabelText("Search integrations")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  });
});

const faq = [
  { question: "First?", answer: "Answer one" },
  { question: "Second?", answer: "Answer two" },
];

describe("FaqAccordion", () => {
  it("toggles each question on its own, with aria-expanded and aria-controls", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faq} />);
    const first = screen.getByRole("button", { name: "First?" });
    const second = screen.getByRole("button", { name: "Second?" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Answer one")).not.toBeVisible();
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(first.getAttribute("aria-controls")!)).toHaveTextContent("Answer one");
    expect(first.querySelector(".icon")?.className).toMatch(/rotate-45/);
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first.querySelector(".icon")?.className).not.toMatch(/rotate-45/);
  });

  it("shows every answer before JavaScript runs", () => {
    const html = renderToString(<FaqAccordion items={faq} />);
    expect(html).not.toMatch(/\shidden[=\s>]/);
  });
});

describe("PricingPlans", () => {
  it("switches between monthly and yearly prices, showing both", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PricingPlans plans={plans} />
      </MemoryRouter>,
    );
    const pro = within(screen.getByRole("listitem", { name: "Pro" }));
    expect(pro.getByText("₹39,999")).toBeInTheDocument();
    expect(pro.getByText(/or ₹3,99,990 billed yearly/)).toBeInTheDocument();
    expect(pro.getByText("Most Popular")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yearly" }));
    expect(screen.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "true");
    expect(pro.getByText("₹3,99,990")).toBeInTheDocument();
    expect(pro.getByText(/or ₹39,999 billed monthly/)).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /^Contact Sales/ }).map((link) => link.getAttribute("href"))).toEqual([
      "/contact",
      "/contact",
      "/contact",
    ]);
  });
});
