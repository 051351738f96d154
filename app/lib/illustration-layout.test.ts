import { describe, expect, it } from "vitest";
import { CHAT, layoutChat, layoutFlow, wrapText } from "./illustration-layout";

describe("wrapText", () => {
  it("breaks between words and keeps every line within the limit", () => {
    const lines = wrapText("Your order of 2 Kanchipuram silk sarees is confirmed for delivery on Friday", 20);
    expect(lines.join(" ")).toBe("Your order of 2 Kanchipuram silk sarees is confirmed for delivery on Friday");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
  });

  it("splits a word longer than a line rather than letting it overflow", () => {
    expect(wrapText("https://pay.example/upi/abcdefghijklmnop", 12).every((line) => line.length <= 12)).toBe(true);
  });
});

describe("layoutChat", () => {
  it("stacks bubbles without overlap, customers on the right, inside the frame", () => {
    const { bubbles, height } = layoutChat({
      kind: "chat",
      channel: "whatsapp",
      title: "Saree store",
      alt: "A customer asks about a saree and the bot replies",
      lines: [
        { from: "customer", text: "Is the green silk saree in stock?" },
        { from: "bot", text: "Yes, two pieces left. Shall I keep one for you and send a UPI link to confirm it?" },
        { from: "staff", text: "I have kept it aside for you." },
      ],
    });
    let bottom = 0;
    for (const bubble of bubbles) {
      expect(bubble.x).toBeGreaterThanOrEqual(0);
      expect(bubble.x + bubble.width).toBeLessThanOrEqual(CHAT.width);
      expect(bubble.y).toBeGreaterThan(bottom);
      bottom = bubble.y + bubble.height;
    }
    const [customer, bot] = bubbles;
    expect(customer && customer.x + customer.width).toBe(CHAT.width - CHAT.padding);
    expect(bot?.x).toBe(CHAT.padding);
    expect(height).toBeGreaterThan(bottom);
  });
});

describe("layoutFlow", () => {
  it("refuses a step whose text would spill out of its box", () => {
    const step = { label: "Order arrives", detail: "On WhatsApp" };
    expect(() => layoutFlow({ kind: "flow", alt: "x", steps: [step] })).not.toThrow();
    expect(() => layoutFlow({ kind: "flow", alt: "x", steps: [{ ...step, detail: "word ".repeat(40) }] })).toThrow(
      /does not fit/,
    );
  });
});
