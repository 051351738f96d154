import { describe, expect, it } from "vitest";
import { chatHandoffMessages, validateChatHandoff } from "./chat-handoff";
import { cleanInquiry, inquiryMessages, stripMarkup, tooLongMessage, validateInquiry } from "./validation";

const valid = {
  name: "Priya Raman",
  email: "priya@kadai.in",
  company: "",
  phone: "",
  service: "",
  message: "We take 200 orders a day on WhatsApp.",
};

describe("validateInquiry", () => {
  it("accepts a complete inquiry", () => {
    expect(validateInquiry(cleanInquiry(valid))).toEqual({});
  });

  it("reports every missing required field at once, each with its message", () => {
    expect(validateInquiry(cleanInquiry({}))).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("checks the minimum lengths and the email form", () => {
    expect(validateInquiry(cleanInquiry({ ...valid, name: "P", email: "priya@", message: "Hi there" }))).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email",
      message: "Message must be at least 10 characters",
    });
  });

  it("counts characters after trimming", () => {
    expect(validateInquiry(cleanInquiry({ ...valid, name: "  P  ", message: "   short   " }))).toEqual({
      name: inquiryMessages.nameTooShort,
      message: inquiryMessages.messageTooShort,
    });
  });

  it("leaves company and phone free, but caps their length", () => {
    expect(validateInquiry(cleanInquiry({ ...valid, company: "x", phone: "y" }))).toEqual({});
    expect(validateInquiry(cleanInquiry({ ...valid, phone: "9".repeat(41) })).phone).toMatch(/under 40 characters/);
    expect(validateInquiry(cleanInquiry({ ...valid, message: "m".repeat(5001) })).message).toMatch(/under 5,000/);
    expect(validateInquiry(cleanInquiry({ ...valid, name: "n".repeat(101) })).name).toMatch(/under 100/);
  });

  it("accepts only services from the list", () => {
    expect(validateInquiry(cleanInquiry({ ...valid, service: "demo" }))).toEqual({});
    expect(validateInquiry(cleanInquiry({ ...valid, service: "crypto" })).service).toBe(inquiryMessages.serviceUnknown);
  });

  it.each(["a@b", "a b@c.in", "@c.in", "a@c.", "a@b.c", "a,b@c.in"])("rejects the email %s", (email) => {
    expect(validateInquiry(cleanInquiry({ ...valid, email })).email).toBe(inquiryMessages.emailInvalid);
  });
});

describe("cleanInquiry", () => {
  it("keeps only the known fields, as strings", () => {
    const clean = cleanInquiry({ ...valid, name: 42, extra: "x", __proto__: { polluted: true } });
    expect(clean.name).toBe("");
    expect(Object.keys(clean)).toEqual(["name", "email", "company", "phone", "service", "message"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("strips markup from every value", () => {
    const clean = cleanInquiry({
      ...valid,
      name: "<b>Priya</b>",
      message: 'Hello <script>alert("x")</script>team, <img src=x onerror=alert(1)>orders < 500',
    });
    expect(clean.name).toBe("Priya");
    expect(clean.message).toBe("Hello team, orders < 500");
  });
});

describe("cleanInquiry: control, bidi and zero-width characters", () => {
  const unwanted = {
    NUL: "\u0000",
    "another C0 control (ESC)": "\u001B",
    DEL: "\u007F",
    "a C1 control (NEL)": "\u0085",
    "a bidi embedding (LRE)": "\u202A",
    "a bidi override (RLO)": "\u202E",
    "a bidi isolate (LRI)": "\u2066",
    "the end of an isolate (PDI)": "\u2069",
    "a right-to-left mark": "\u200F",
    "an Arabic letter mark": "\u061C",
    "a zero-width space": "\u200B",
    "a zero-width joiner": "\u200D",
    "a word joiner": "\u2060",
    "a byte-order mark": "\uFEFF",
  };
  const cases = Object.entries(unwanted);
  const textFields = { name: "Priya Raman", company: "Kadai Stores", phone: "+91 98400 12345", service: "demo" };

  describe.each(Object.entries(textFields))("in the %s", (field, value) => {
    const middle = Math.floor(value.length / 2);
    it.each(cases)("removes %s", (_, character) => {
      const dirty = `${character}${value.slice(0, middle)}${character}${value.slice(middle)}${character}`;
      const clean = cleanInquiry({ ...valid, [field]: dirty });
      expect(clean[field as keyof typeof textFields]).toBe(value);
      expect(validateInquiry(clean)).toEqual({});
    });
  });

  it.each(cases)("removes %s from the message", (_, character) => {
    const clean = cleanInquiry({ ...valid, message: `We take 200${character} orders a day${character}.` });
    expect(clean.message).toBe("We take 200 orders a day.");
  });

  it.each(cases)("refuses an email holding %s, with the invalid-email message", (_, character) => {
    for (const email of [`pri${character}ya@kadai.in`, `priya@kadai.in${character}`, `${character}priya@kadai.in`]) {
      const clean = cleanInquiry({ ...valid, email });
      expect(clean.email).toBe(email);
      expect(validateInquiry(clean)).toEqual({ email: "Please enter a valid email" });
    }
  });

  it("hides no address behind a right-to-left override", () => {
    const clean = cleanInquiry({ ...valid, name: "Priya \u202Emoc.evil@nimda" });
    expect(clean.name).toBe("Priya moc.evil@nimda");
  });

  it("keeps the message's line breaks, as LF, and turns tabs into spaces", () => {
    const clean = cleanInquiry({ ...valid, message: "Orders:\r\n\t- 200 a day\r- on WhatsApp\n\nThanks" });
    expect(clean.message).toBe("Orders:\n - 200 a day\n- on WhatsApp\n\nThanks");
  });

  it("puts single-line fields on one line", () => {
    const clean = cleanInquiry({ ...valid, name: "Priya\r\nRaman", company: "Kadai\tStores", phone: "98400\n12345" });
    expect([clean.name, clean.company, clean.phone]).toEqual(["Priya Raman", "Kadai Stores", "98400 12345"]);
  });

  it("composes text to NFC in every field", () => {
    const decomposed = "Te\u0301st";
    const clean = cleanInquiry({
      ...valid,
      name: decomposed,
      company: decomposed,
      message: `${decomposed} message`,
      email: `${decomposed}@kadai.in`,
    });
    expect(clean.name).toBe("T\u00E9st");
    expect(clean.company).toBe("T\u00E9st");
    expect(clean.message).toBe("T\u00E9st message");
    expect(clean.email).toBe("T\u00E9st@kadai.in");
  });

  it("composes what an invisible character held apart", () => {
    expect(cleanInquiry({ ...valid, name: "Te\u200B\u0301st" }).name).toBe("T\u00E9st");
  });

  it("replaces a lone surrogate, and refuses one in an email", () => {
    const clean = cleanInquiry({ ...valid, name: "Priya \uD800", message: "Orders \uDFFF a day on WhatsApp" });
    expect(clean.name).toBe("Priya \uFFFD");
    expect(clean.message).toBe("Orders \uFFFD a day on WhatsApp");
    expect(cleanInquiry({ ...valid, name: "Priya 🤖" }).name).toBe("Priya 🤖");
    expect(validateInquiry(cleanInquiry({ ...valid, email: "priya\uD800@kadai.in" }))).toEqual({
      email: "Please enter a valid email",
    });
  });

  it("strips a tag an invisible character was meant to hide", () => {
    expect(cleanInquiry({ ...valid, message: "Hello <\u200Bscript>alert(1)</script>team" }).message).toBe("Hello team");
  });

  it("still trims ordinary whitespace around an email", () => {
    expect(cleanInquiry({ ...valid, email: " \t priya@kadai.in \n" }).email).toBe("priya@kadai.in");
  });
});

describe("stripMarkup", () => {
  it.each([
    ["<p>plain</p>", "plain"],
    ["a <!-- hidden --> b", "a  b"],
    ["<scr<script>ipt>alert(1)</script>", ""],
    ["unclosed <img src=x onerror=alert(1)", "unclosed "],
    ["x < y and y > z", "x < y and y > z"],
    ["<style>body{}</style>text", "text"],
  ])("%s → %s", (input, output) => {
    expect(stripMarkup(input)).toBe(output);
    expect(stripMarkup(input)).not.toMatch(/<[a-z!/?]/i);
  });
});

describe("validateChatHandoff (a person asked for in the chat)", () => {
  const transcript = "Chat on /pricing\n\nVisitor: how much is Pro?\nAssistant: ₹39,999 a month.";
  const handoff = (fields: Record<string, string>) =>
    validateChatHandoff(cleanInquiry({ message: transcript, ...fields }));

  it("accepts a name with a phone number, or with an email", () => {
    expect(handoff({ name: "Priya", phone: "+91 98400 12345" })).toEqual({});
    expect(handoff({ name: "Priya", email: "priya@kadai.in" })).toEqual({});
  });

  it("asks for a phone or an email, and checks whichever is given", () => {
    expect(handoff({ name: "Priya" })).toEqual({ phone: chatHandoffMessages.contactRequired });
    expect(handoff({ name: "Priya", phone: "12345" })).toEqual({ phone: chatHandoffMessages.phoneInvalid });
    expect(handoff({ name: "Priya", phone: "call me maybe 98400" })).toEqual({
      phone: chatHandoffMessages.phoneInvalid,
    });
    expect(handoff({ name: "Priya", email: "priya@" })).toEqual({ email: inquiryMessages.emailInvalid });
  });

  it("keeps the form's name rule and the message limits", () => {
    expect(handoff({ name: "P", phone: "9840012345" })).toEqual({ name: inquiryMessages.nameTooShort });
    expect(
      validateChatHandoff(cleanInquiry({ name: "Priya", phone: "9840012345", message: "x".repeat(5001) })),
    ).toEqual({
      message: tooLongMessage(inquiryMessages, 5000),
    });
  });
});
