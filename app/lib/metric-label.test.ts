import { describe, expect, it } from "vitest";
import { metricLabel } from "./metric-label";

describe("metricLabel", () => {
  it("splits camelCase names into capitalised words", () => {
    expect(metricLabel("frontDeskCalls")).toBe("Front Desk Calls");
    expect(metricLabel("dmsAnsweredByAi")).toBe("Dms Answered By Ai");
    expect(metricLabel("responseTime")).toBe("Response Time");
  });

  it("keeps a single word, and acronyms and digits together", () => {
    expect(metricLabel("uptime")).toBe("Uptime");
    expect(metricLabel("roiIn6Months")).toBe("Roi In 6 Months");
    expect(metricLabel("averageAOVGrowth")).toBe("Average AOV Growth");
  });
});
