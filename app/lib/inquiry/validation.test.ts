import { describe, expect, it } from "vitest";
import { chatHandoffMessages, validateChatHandoff } from "./chat-handoff";
import { cleanInquiry, inquiryMessages, tooLongMessage, validateInquiry } from "./validation";

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

  it("keeps markup-looking text as written: every output escapes it", () => {
    const message = 'Hello <script>alert("x")</script>team, <img src=x onerror=alert(1)>orders < 500';
    const clean = cleanInquiry({ ...valid, name: "<b>Priya</b>", message });
    expect(clean.name).toBe("<b>Priya</b>");
    expect(clean.message).toBe(message);
  });
});

describe("cleanInquiry: what is removed, and what stays", () => {
  const removed = {
    NUL: "\u0000",
    "another C0 control (ESC)": "\u001B",
    BEL: "\u0007",
    DEL: "\u007F",
    "a C1 control (NEL)": "\u0085",
    "a C1 control (CSI)": "\u009B",
    "a bidi embedding (LRE)": "\u202A",
    "the end of an embedding (PDF)": "\u202C",
    "a bidi override (RLO)": "\u202E",
  };
  const kept = {
    "a zero-width joiner": "\u200D",
    "a zero-width non-joiner": "\u200C",
    "a bidi isolate (RLI)": "\u2067",
    "the end of an isolate (PDI)": "\u2069",
    "a right-to-left mark": "\u200F",
    "a zero-width space": "\u200B",
    "a word joiner": "\u2060",
  };
  const textFields = { name: "Priya Raman", company: "Kadai Stores", phone: "+91 98400 12345" };
  const sprinkle = (value: string, character: string) => {
    const middle = Math.floor(value.length / 2);
    return `${value.slice(0, middle)}${character}${value.slice(middle)}`;
  };

  describe.each(Object.entries(textFields))("in the %s", (field, value) => {
    it.each(Object.entries(removed))("removes %s", (_, character) => {
      const clean = cleanInquiry({ ...valid, [field]: `${character}${sprinkle(value, character)}${character}` });
      expect(clean[field as keyof typeof textFields]).toBe(value);
    });
    it.each(Object.entries(kept))("keeps %s", (_, character) => {
      const written = sprinkle(value, character);
      expect(cleanInquiry({ ...valid, [field]: written })[field as keyof typeof textFields]).toBe(written);
    });
  });

  it.each(Object.entries(removed))("removes %s from the message", (_, character) => {
    const clean = cleanInquiry({ ...valid, message: `We take 200${character} orders a day${character}.` });
    expect(clean.message).toBe("We take 200 orders a day.");
  });

  it.each([
    ["a family emoji", "Our team: 👨\u200D👩\u200D👧 and 👩🏽\u200D💻, proud 🏳\uFE0F\u200D🌈"],
    ["Persian with a non-joiner", "می\u200Cخواهم یک ربات واتساپ داشته باشم"],
    ["Devanagari with joiners", "क्\u200Dष और क्\u200Cष दोनों ही लिखने के तरीके हैं"],
    ["Tamil, composed and decomposed", "கொடுங்கள் \u0B95\u0BC6\u0BBE ஆர்டர்"],
    ["Latin decomposed", "Te\u0301st message for José"],
  ])("keeps %s exactly", (_, message) => {
    expect(cleanInquiry({ ...valid, message }).message).toBe(message);
    expect(validateInquiry(cleanInquiry({ ...valid, message }))).toEqual({});
  });

  it.each(Object.entries({ ...removed, ...kept }))(
    "refuses an email holding %s, with the invalid-email message",
    (_, character) => {
      for (const email of [`pri${character}ya@kadai.in`, `priya@kadai.in${character}`, `${character}priya@kadai.in`]) {
        const clean = cleanInquiry({ ...valid, email });
        expect(clean.email).toBe(email);
        expect(validateInquiry(clean)).toEqual({ email: "Please enter a valid email" });
      }
    },
  );

  it("hides no address behind a right-to-left override", () => {
    const clean = cleanInquiry({ ...valid, name: "Priya \u202Emoc.evil@nimda" });
    expect(clean.name).toBe("Priya moc.evil@nimda");
  });

  it("keeps the message's line breaks, as LF, and its tabs", () => {
    const clean = cleanInquiry({ ...valid, message: "Orders:\r\n\t- 200 a day\r- on WhatsApp\n\nThanks" });
    expect(clean.message).toBe("Orders:\n\t- 200 a day\n- on WhatsApp\n\nThanks");
  });

  it("puts single-line fields on one line", () => {
    const clean = cleanInquiry({ ...valid, name: "Priya\r\nRaman", company: "Kadai\tStores", phone: "98400\n12345" });
    expect([clean.name, clean.company, clean.phone]).toEqual(["Priya Raman", "Kadai Stores", "98400 12345"]);
  });

  it("composes the email to NFC, and leaves every other field as written", () => {
    const decomposed = "Te\u0301st";
    const clean = cleanInquiry({
      ...valid,
      name: decomposed,
      message: `${decomposed} message`,
      email: `${decomposed}@kadai.in`,
    });
    expect(clean.name).toBe(decomposed);
    expect(clean.message).toBe(`${decomposed} message`);
    expect(clean.email).toBe("T\u00E9st@kadai.in");
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

  it("still trims ordinary whitespace around an email", () => {
    expect(cleanInquiry({ ...valid, email: " \t priya@kadai.in \n" }).email).toBe("priya@kadai.in");
  });
});

describe("limits count letters as a reader does", () => {
  it("lets a Tamil message hold 5,000 letters, and refuses the 5,001st", () => {
    const letters = ["கொ", "ள்", "மு", "த", "லா", "ளி"];
    const tamil = (count: number) =>
      Array.from({ length: count }, (_, index) => letters[index % letters.length]).join("");
    expect([...tamil(5000)].length).toBeGreaterThan(8000);
    expect(validateInquiry(cleanInquiry({ ...valid, message: tamil(5000) }))).toEqual({});
    expect(validateInquiry(cleanInquiry({ ...valid, message: tamil(5001) })).message).toBe(
      tooLongMessage(inquiryMessages, 5000),
    );
  });

  it("counts a joined emoji as one letter", () => {
    const family = "👨\u200D👩\u200D👧";
    expect(validateInquiry(cleanInquiry({ ...valid, name: family.repeat(100) }))).toEqual({});
    expect(validateInquiry(cleanInquiry({ ...valid, name: family.repeat(101) })).name).toMatch(/under 100/);
  });

  it("never refuses a one-syllable Tamil name as too short", () => {
    expect(validateInquiry(cleanInquiry({ ...valid, name: "மா" }))).toEqual({});
  });

  it("accepts short messages that only looked like markup before", () => {
    expect(validateInquiry(cleanInquiry({ ...valid, message: "we need x<y in our workflow" }))).toEqual({});
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

  it("reads a phone number past the invisible characters an app copied with it, and keeps them", () => {
    const copied = "\u2068+91 98400 12345\u2069";
    expect(handoff({ name: "Priya", phone: copied })).toEqual({});
    expect(cleanInquiry({ phone: copied }).phone).toBe(copied);
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
