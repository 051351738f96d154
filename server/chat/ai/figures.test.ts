import { describe, expect, it } from "vitest";
import { figuresIn } from "./figures";

const read = (text: string) =>
  figuresIn(text).map(({ kind, value, unit }) => (unit ? `${kind}:${value} ${unit}` : `${kind}:${value}`));

describe("figuresIn", () => {
  it("reads prices in Indian and Western grouping, with or without the rupee sign", () => {
    expect(read("Starter costs ₹15,999 a month or ₹1,59,990 a year")).toEqual(["money:15999 INR", "money:159990 INR"]);
    expect(read("Rs. 159,990 yearly, INR 39999, 79,999 rupees, 15999/-")).toEqual([
      "money:159990 INR",
      "money:39999 INR",
      "money:79999 INR",
      "money:15999 INR",
    ]);
    expect(read("about ₹1.5 lakh, or $20k, or 15 USD")).toEqual([
      "money:150000 INR",
      "money:20000 USD",
      "money:15 USD",
    ]);
  });

  it("reads percentages, durations in any spelling of their unit, clock times and counts", () => {
    expect(read("75% less cost, 99.9 percent uptime")).toEqual(["percent:75", "percent:99.9"]);
    expect(read("a reply within 24 hours, 24 hrs or 1-2 business days; a 30-minute call; 3 weeks")).toEqual([
      "duration:24 hour",
      "duration:24 hour",
      "count:1",
      "duration:2 day",
      "duration:30 minute",
      "duration:3 week",
    ]);
    expect(read("9:00 AM to 06:00 PM, up to 10 items, 5+ countries")).toEqual([
      "time:9:00",
      "time:6:00",
      "count:10",
      "count:5",
    ]);
  });

  it("reads Tamil and Devanagari digits as numbers", () => {
    expect(read("விலை ₹௧௫,௯௯௯")).toEqual(["money:15999 INR"]);
    expect(read("१० items")).toEqual(["count:10"]);
  });

  it("leaves out numbers in links and inside words", () => {
    expect(read("[WhatsApp](https://wa.me/914446318800?text=Hi%2010) and https://example.com/2024/plan")).toEqual([]);
    expect(read("We automate it with n8n and B2B flows")).toEqual([]);
  });
});
