import { whatsappHref } from "../../../app/lib/whatsapp";
import { siteData } from "../../site-data";

const { site } = siteData;

/**
 * What the AI mode says itself rather than the model: the line that ends an answer it stopped
 * because it was not sure, in Tamil for a visitor who writes in Tamil script.
 */
export const whatsappLink = (number: string = site.whatsapp) =>
  whatsappHref(number, `Hi ${site.name}, I have a question from your website's chat.`);

const tamilScript = /[\u0B80-\u0BFF]/;

export function notSureLine(visitorText: string): string {
  const whatsapp = whatsappLink();
  return tamilScript.test(visitorText)
    ? `இதற்கு மேல் எனக்கு உறுதியாகத் தெரியவில்லை; ஊகிக்க விரும்பவில்லை. எங்கள் குழுவிடம் [WhatsApp-இல் பேசுங்கள்](${whatsapp}), அல்லது கீழே **Talk to a person** என்பதைத் தட்டி உங்கள் எண்ணைக் கொடுங்கள்.`
    : `I'm not sure about the rest, and I'd rather not guess. A person on our team can answer it: [chat with us on WhatsApp](${whatsapp}), or tap **Talk to a person** below and leave your number.`;
}
