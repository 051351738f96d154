// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChatMarkdown } from "./ChatMarkdown";

function renderMarkdown(text: string, onFollow?: () => void) {
  return render(<ChatMarkdown text={text} onFollow={onFollow} />).container;
}

describe("ChatMarkdown", () => {
  it("renders bold, italics, inline code and paragraphs as elements", () => {
    const container = renderMarkdown("The **Pro** plan is *popular*.\n\nUse `/start` to begin.");
    expect(container.querySelector("strong")).toHaveTextContent("Pro");
    expect(container.querySelector("em")).toHaveTextContent("popular");
    expect(container.querySelector("code")).toHaveTextContent("/start");
    expect(container.querySelectorAll("p")).toHaveLength(2);
  });

  it("renders bullet and numbered lists", () => {
    const container = renderMarkdown("- WhatsApp\n- Instagram\n\n3. Plan\n4. Build");
    expect([...container.querySelectorAll("ul > li")].map((item) => item.textContent)).toEqual([
      "WhatsApp",
      "Instagram",
    ]);
    const ordered = container.querySelector("ol");
    expect(ordered).toHaveAttribute("start", "3");
    expect([...(ordered?.querySelectorAll("li") ?? [])].map((item) => item.textContent)).toEqual(["Plan", "Build"]);
  });

  it("renders a table inside a container that scrolls sideways on its own", () => {
    const container = renderMarkdown("| Plan | Price |\n|---|---:|\n| Starter | ₹15,999 |\n| Pro | ₹39,999 |");
    const table = container.querySelector("table");
    expect(table?.parentElement).toHaveClass("overflow-x-auto", "max-w-full");
    expect([...container.querySelectorAll("th")].map((cell) => cell.textContent)).toEqual(["Plan", "Price"]);
    expect([...container.querySelectorAll("tbody td")].map((cell) => cell.textContent)).toEqual([
      "Starter",
      "₹15,999",
      "Pro",
      "₹39,999",
    ]);
    expect(container.querySelector("tbody td:last-child")).toHaveStyle({ textAlign: "right" });
  });

  it("shows raw HTML as the text that was written", () => {
    const container = renderMarkdown('Look <img src=x onerror="alert(1)"> here\n\n<script>alert(1)</script>');
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container).toHaveTextContent('Look <img src=x onerror="alert(1)"> here');
    expect(container).toHaveTextContent("<script>alert(1)</script>");
  });

  it("links site paths and http(s) addresses, bare ones too, and closes the panel on a site link", () => {
    const onFollow = vi.fn();
    renderMarkdown("See [Pricing](/pricing) or https://example.com/docs.", onFollow);
    const internal = screen.getByRole("link", { name: "Pricing" });
    expect(internal).toHaveAttribute("href", "/pricing");
    internal.click();
    expect(onFollow).toHaveBeenCalled();
    const external = screen.getByRole("link", { name: "https://example.com/docs" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it.each(["[click](javascript:alert(1))", "[click](data:text/html,hi)", "[click](//evil.example)"])(
    "keeps %s as text",
    (text) => {
      const container = renderMarkdown(text);
      expect(container.querySelector("a")).toBeNull();
      expect(container).toHaveTextContent("click");
    },
  );

  it("shows character references as the characters they stand for", () => {
    expect(renderMarkdown("R&amp;D &lt;team&gt;")).toHaveTextContent("R&D <team>");
  });
});
