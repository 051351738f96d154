import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "./retry-after";

const now = Date.parse("2026-03-02T10:00:00Z");

describe("retryAfterSeconds", () => {
  it.each([
    ["45", 45],
    [" 0 ", 0],
    ["Mon, 02 Mar 2026 10:01:30 GMT", 90],
    ["Mon, 02 Mar 2026 09:00:00 GMT", 0],
    ["99999999", 86_400],
    [null, 30],
    ["", 30],
    ["soon", 30],
    ["-5", 30],
    ["1.5", 30],
  ])("reads %j as %i seconds", (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});
