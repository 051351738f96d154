import { describe, expect, it } from "vitest";
import { tamilIntent, tamilReply } from "./tamil";

const noPages = () => [];

describe("questions in Tamil script", () => {
  it.each([
    ["விலை எவ்வளவு?", "price", "₹39,999"],
    ["உங்க பிளான்கள் என்னென்ன இருக்கு?", "plans", "Catalogue of up to 25 items"],
    ["வாட்ஸ்அப்பில் ஆர்டர் எடுக்கும் பாட் உங்களிடம் இருக்கிறதா?", "whatsapp", "/ai-solutions/whatsapp"],
    ["உங்களை எப்படி தொடர்பு கொள்வது?", "contact", "hello@cleverobotics.com"],
    ["உங்க ஆபீஸ் எந்த நேரத்துல திறந்திருக்கும்?", "hours", "9:00 AM"],
    ["உங்க கம்பெனி என்ன பண்றீங்க?", "services", "/services"],
    ["நீங்க எந்தெந்த தொழில்களுக்கு வேலை செஞ்சு தர்றீங்க?", "industries", "/industries"],
  ])("answers %s in Tamil (%s)", (question, intent, fact) => {
    expect(tamilIntent(question)).toBe(intent);
    const reply = tamilReply(question, noPages);
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toContain(fact);
    expect(reply.text).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("is not sure when the question names something the site never mentions, such as another company", () => {
    const known = (term: string) => term !== "wati" && term !== "interakt";
    const reply = tamilReply("Wati, Interakt மாதிரி கம்பெனிங்க மாசம் எவ்வளவு வாங்குறாங்க?", noPages, known);
    expect(reply.outcome).toBe("not_sure");
    expect(reply.text).not.toContain("₹15,999");
  });

  it("writes prices in Indian format", () => {
    expect(tamilReply("வருஷத்துக்கு விலை எவ்வளவு?", noPages).text).toContain("₹3,99,990");
  });

  it("says honestly in Tamil that it is not sure, with a person, the phone and the nearest pages", () => {
    const reply = tamilReply("உங்க நிறுவனத்தோட GST நம்பர் என்ன?", () => ["[Pricing](/pricing)"]);
    expect(reply.outcome).toBe("not_sure");
    expect(reply.text).toContain("மன்னிக்கவும்");
    expect(reply.text).toContain("https://wa.me/");
    // The Tamil pages, where there is one.
    expect(reply.text).toContain("(/ta/contact)");
    expect(reply.text).toContain("(/ta/pricing)");
    expect(reply.text).not.toContain("English");
  });
});
