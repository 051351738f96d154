import { describe, expect, it } from "vitest";
import { socialCardPath, socialCardSection } from "./social-card";

describe("socialCardPath", () => {
  it("names one PNG under /og per page, the same at both forms of a path", () => {
    expect(socialCardPath("/")).toBe("/og/index.png");
    expect(socialCardPath("/services/rpa")).toBe("/og/services/rpa.png");
    expect(socialCardPath("/services/rpa/")).toBe("/og/services/rpa.png");
    expect(socialCardPath("/blog/vertical-ai-wins")).toBe("/og/blog/vertical-ai-wins.png");
    expect(socialCardPath("/blog/vertical-ai-wins/")).toBe("/og/blog/vertical-ai-wins.png");
    expect(socialCardPath("/pricing")).toBe("/og/pricing.png");
  });
});

describe("socialCardSection", () => {
  it("labels a page by its section, in the singular on a case study", () => {
    expect(socialCardSection("/services/rpa/")).toBe("Services");
    expect(socialCardSection("/ai-solutions/whatsapp")).toBe("AI solutions");
    expect(socialCardSection("/industries/retail")).toBe("Industries");
    expect(socialCardSection("/case-studies")).toBe("Case studies");
    expect(socialCardSection("/case-studies/x")).toBe("Case study");
    expect(socialCardSection("/blog/x")).toBe("Blog");
    expect(socialCardSection("/pricing")).toBe("Pricing");
    expect(socialCardSection("/")).toBe("AI automation agency");
  });

  it("labels a Tamil page in Tamil, by the section after /ta", () => {
    expect(socialCardSection("/ta")).toBe("AI ஆட்டோமேஷன் நிறுவனம்");
    expect(socialCardSection("/ta/")).toBe("AI ஆட்டோமேஷன் நிறுவனம்");
    expect(socialCardSection("/ta/pricing")).toBe("விலைகள்");
    expect(socialCardSection("/ta/industries/wholesale-retail")).toBe("தொழில்கள்");
    expect(socialCardSection("/ta/products/smart-ai-whatsapp")).toBe("தயாரிப்புகள்");
    expect(socialCardSection("/ta/ai-solutions/whatsapp")).toBe("AI தீர்வுகள்");
    expect(socialCardSection("/ta/contact")).toBe("தொடர்பு");
    expect(socialCardSection("/ta/faq")).toBe("கேள்விகள்");
    expect(socialCardSection("/ta/about")).toBe("எங்களைப் பற்றி");
  });

  it("gives a Tamil page of a section without a Tamil label the English one", () => {
    expect(socialCardSection("/ta/case-studies/x")).toBe("Case study");
    expect(socialCardSection("/ta/new-things")).toBe("New things");
    // Only a whole first segment is Tamil.
    expect(socialCardSection("/tamil-nadu")).toBe("Tamil nadu");
  });

  it("reads a section without a label as its path", () => {
    expect(socialCardSection("/new-things/x")).toBe("New things");
  });
});
