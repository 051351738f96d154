import { describe, expect, it } from "vitest";
import { readServerConfig } from "../../config";
import { configuredChannels, deliveryChannels, deliveryStartupLines } from "./index";

describe("the delivery channels", () => {
  it("are each on exactly when their settings are set", () => {
    const config = readServerConfig({
      SMTP_URL: "smtps://leads:secret@smtp.example.com:465",
      INQUIRY_WEBHOOK_URL: "https://hooks.example.com/lead",
      INQUIRY_WEBHOOK_SECRET: "a-long-enough-shared-secret",
    });
    expect(configuredChannels(config.delivery.channels)).toEqual(["smtp", "webhook"]);
    expect(configuredChannels(readServerConfig({}).delivery.channels)).toEqual([]);
  });

  it("say at start where leads go, without secrets", () => {
    const { channels } = readServerConfig({
      SMTP_URL: "smtps://leads:secret@smtp.example.com:465",
      MAIL_TO: "sales@example.com",
    }).delivery;
    const lines = deliveryStartupLines(channels, "data/site.db");
    expect(lines).toEqual([
      {
        level: "info",
        message: "delivery channel smtp: on, leads are mailed to sales@example.com through smtp.example.com:465",
      },
      {
        level: "info",
        message: "delivery channel emailjs: off (set EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY)",
      },
      { level: "info", message: "delivery channel webhook: off (set INQUIRY_WEBHOOK_URL and INQUIRY_WEBHOOK_SECRET)" },
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("warn when none is on, naming npm run leads and SMTP_URL", () => {
    const lines = deliveryStartupLines({}, "data/site.db");
    expect(lines).toHaveLength(deliveryChannels.length + 1);
    expect(lines.at(-1)).toEqual({
      level: "warn",
      message: expect.stringMatching(/stored only in the database \(data\/site\.db\).*`npm run leads`.*SMTP_URL/),
    });
  });

  it("refuse an incomplete set with the missing variable named", () => {
    expect(() => readServerConfig({ EMAILJS_SERVICE_ID: "service_x" })).toThrow(/^Setting EMAILJS_TEMPLATE_ID /);
    expect(() => readServerConfig({ INQUIRY_WEBHOOK_URL: "https://hooks.example.com/lead" })).toThrow(
      /^Setting INQUIRY_WEBHOOK_SECRET /,
    );
  });
});
