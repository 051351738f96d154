import { describe, expect, it } from "vitest";
import { emailLink, phoneLink, whatsappLink, whatsappNumber } from "./contact-links";

describe("reply links", () => {
  it("gives WhatsApp the number with its country code, taking an Indian number written without one as +91", () => {
    expect(whatsappNumber("98400 12345")).toBe("919840012345");
    expect(whatsappNumber("098400-12345")).toBe("919840012345");
    expect(whatsappNumber("+91 98400 12345")).toBe("919840012345");
    expect(whatsappNumber("+44 20 7946 0958")).toBe("442079460958");
    expect(whatsappNumber("2345 678")).toBeNull();
    expect(whatsappNumber("")).toBeNull();
    expect(whatsappLink("98400 12345", "Vanakkam Selvi & co")).toBe(
      "https://wa.me/919840012345?text=Vanakkam%20Selvi%20%26%20co",
    );
  });

  it("dials and mails only what the visitor wrote, escaped", () => {
    expect(phoneLink("98400 12345")).toBe("tel:+919840012345");
    expect(phoneLink("044 2345 6789")).toBe("tel:+914423456789");
    expect(phoneLink("ext. 12")).toBeNull();
    expect(emailLink("selvi@kadai.in", "Your message")).toBe("mailto:selvi@kadai.in?subject=Your%20message");
    expect(emailLink("a@b.in?cc=x@y.in", "Hi")).toBe("mailto:a@b.in%3Fcc%3Dx@y.in?subject=Hi");
    expect(emailLink("", "Hi")).toBeNull();
  });
});
