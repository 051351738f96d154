import { describe, expect, it } from "vitest";
import { publicSettingDefaults, readPublicSettings, SettingsError } from "./public-settings";

describe("readPublicSettings", () => {
  it("works with no settings at all", () => {
    const settings = readPublicSettings({});
    expect(settings.siteUrl).toBe(publicSettingDefaults.SITE_URL);
    expect(settings.bookingUrl).toBeNull();
    expect(settings.analyticsId).toBeNull();
  });

  it("drops a trailing slash from the site address", () => {
    expect(readPublicSettings({ SITE_URL: "https://example.in/" }).siteUrl).toBe("https://example.in");
  });

  it.each([
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://example.in"],
    ["SITE_URL", "https://example.in/site"],
    ["CONTACT_EMAIL", "hello"],
    ["CONTACT_PHONE", "call us"],
    ["WHATSAPP_NUMBER", "98400 12345"],
    ["WHATSAPP_NUMBER", "+91 98400 12345 98400 12345"],
    ["BOOKING_URL", "calendly"],
    ["ANALYTICS_ID", "G-<script>"],
  ])("rejects a bad %s and names it", (variable, value) => {
    const read = () => readPublicSettings({ [variable]: value });
    expect(read).toThrow(SettingsError);
    expect(read).toThrow(new RegExp(`^Setting ${variable} `));
  });
});
