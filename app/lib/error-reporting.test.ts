// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { reportError, setErrorReporter } from "./error-reporting";

describe("reportError", () => {
  it("hands the error, with where it happened, to the configured reporter", () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    reportError(new Error("render failed"));
    expect(reporter).toHaveBeenCalledWith(
      expect.objectContaining({ message: "render failed", path: "/", stack: expect.any(String) }),
    );
  });

  it("never throws, even when the reporter does", () => {
    setErrorReporter(() => {
      throw new Error("reporter down");
    });
    expect(() => reportError("plain text")).not.toThrow();
  });

  it("does nothing without a reporter", () => {
    setErrorReporter(null);
    expect(() => reportError(new Error("x"))).not.toThrow();
  });
});
