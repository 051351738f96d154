import { describe, expect, it, vi } from "vitest";
import { isNetworkNoise, silenceNetworkNoiseWhenPrerendering } from "./prerender-console";

const fakeConsole = () => ({ error: vi.fn(), warn: vi.fn() });

describe("console in a prerendering user agent", () => {
  it("drops failed-resource and network messages there, and keeps the rest", () => {
    const target = fakeConsole();
    const { error, warn } = target;
    expect(silenceNetworkNoiseWhenPrerendering("Mozilla/5.0 Prerender (+https://github.com/prerender)", target)).toBe(
      true,
    );
    target.error("Failed to load resource: net::ERR_CONNECTION_REFUSED");
    target.warn(new TypeError("Failed to fetch"));
    target.error("Hydration failed");
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("Hydration failed");
    expect(warn).not.toHaveBeenCalled();
  });

  it("leaves the console alone for visitors", () => {
    const target = fakeConsole();
    const { error } = target;
    expect(silenceNetworkNoiseWhenPrerendering("Mozilla/5.0 (Linux; Android 14) Chrome/131", target)).toBe(false);
    target.error("Failed to load resource");
    expect(error).toHaveBeenCalledOnce();
  });

  it("recognises network noise", () => {
    expect(isNetworkNoise(["Loading chunk 42 failed."])).toBe(true);
    expect(isNetworkNoise(["Cannot read properties of undefined"])).toBe(false);
  });
});
