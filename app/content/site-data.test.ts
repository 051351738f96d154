import { describe, expect, it } from "vitest";
import { readPublicSettings } from "../lib/public-settings";
import { siteData } from "./site-data";

describe("the site data the server reads from the build", () => {
  const data = siteData(readPublicSettings({}));

  it("comes through JSON whole: no functions, dates or maps that the file would lose", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("holds the jurisdiction the build was made with", () => {
    expect(siteData({ jurisdiction: "Madurai, Tamil Nadu" }).jurisdiction).toBe("Madurai, Tamil Nadu");
  });
});
