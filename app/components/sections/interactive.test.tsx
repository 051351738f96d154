// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
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
  it("is one native disclosure per question, closed, its question the summary and its answer inside", () => {
    const { container } = render(<FaqAccordion items={faq} />);
    const disclosures = Array.from(container.querySelectorAll("details"));
    expect(disclosures).toHaveLength(faq.length);
    disclosures.forEach((details, index) => {
      expect(details.open).toBe(false);
      expect(details.querySelector("summary h3")).toHaveTextContent(faq[index]!.question);
      expect(details).toHaveTextContent(faq[index]!.answer);
      // The plus turns into a cross when its own disclosure is open.
      expect(details.querySelector("summary .icon")?.className).toMatch(/group-open:rotate-45/);
    });
  });

  it("needs no script: the prerendered HTML hides nothing and carries no handler or state", () => {
    const html = renderToString(<FaqAccordion items={faq} />);
    expect(html).not.toMatch(/\shidden[=\s>]|aria-expanded|<button/);
  });
});

describe("PricingPlans", () => {
  it("offers monthly and yearly as native radio buttons, monthly chosen, and each card carries both prices", async () => {
    const user = userEvent.setup();
    render(<PricingPlans plans={plans} />);
    const [monthly, yearly] = [
      screen.getByRole("radio", { name: "Monthly" }),
      screen.getByRole("radio", { name: "Yearly" }),
    ];
    expect(monthly).toBeChecked();
    const pro = within(screen.getByRole("listitem", { name: "Pro" }));
    expect(pro.getByText("Most Popular")).toBeInTheDocument();
    // The monthly block shows while "Monthly" is checked, the yearly one while "Yearly" is (CSS :has).
    const monthlyBlock = pro.getByText("₹39,999").closest("div");
    const yearlyBlock = pro.getByText("₹3,99,990").closest("div");
    expect(monthlyBlock).toHaveTextContent(/or ₹3,99,990 billed yearly/);
    expect(yearlyBlock).toHaveTextContent(/or ₹39,999 billed monthly/);
    expect(monthlyBlock?.className).toContain("group-has-[[data-period=yearly]:checked]/pricing:hidden");
    expect(yearlyBlock?.className).toMatch(/^hidden group-has-\[\[data-period=yearly\]:checked\]\/pricing:block$/);
    expect(yearly).toHaveAttribute("data-period", "yearly");
    await user.click(yearly);
    expect(yearly).toBeChecked();
    expect(monthly).not.toBeChecked();
    expect(screen.getAllByRole("link", { name: /^Contact Sales/ }).map((link) => link.getAttribute("href"))).toEqual([
      "/contact",
      "/contact",
      "/contact",
    ]);
  });
});
