import { contactPage } from "../../app/content/contact";
import { formatRupees, plans } from "../../app/content/pricing";
import { site } from "../../app/content/site";
import { contactAddress, link, whatsappLink } from "./knowledge";

/**
 * Questions in Tamil script. The assistant answers the common ones (prices, a WhatsApp bot,
 * contact details, hours) in Tamil from the same facts as the pages, and for anything else
 * says plainly that it answers in English and offers our Tamil-speaking team on WhatsApp.
 */
type TamilIntent = "price" | "whatsapp" | "contact" | "hours" | "greeting" | "thanks";

const intentWords: [TamilIntent, RegExp][] = [
  ["price", /விலை|எவ்வளவு|எவ்ளோ|கட்டணம்|ரேட்|காசு|பணம்|செலவு|திட்ட/],
  ["hours", /நேரம்|மணி|திறந்து|எப்போது|எப்பொழுது/],
  ["contact", /தொடர்பு|போன்|தொலைபேசி|எண்|நம்பர்|முகவரி|அலுவலக|மின்னஞ்சல்|இமெயில்|அழை/],
  ["whatsapp", /வாட்ஸ்|வாட்சப்|வாட்ஸப்|பாட்|சாட்|ஆர்டர்|கடை|வியாபார/],
  ["greeting", /வணக்கம்/],
  ["thanks", /நன்றி/],
];

const channelNames: Record<string, string> = { whatsapp: "WhatsApp", instagram: "Instagram", website: "இணையதளம்" };
const tamilWhatsapp = () =>
  link("WhatsApp-இல் எங்கள் குழுவுடன் பேசுங்கள்", whatsappLink("வணக்கம் Cleverobotics, எனக்கு ஒரு கேள்வி உள்ளது."));
const { hours } = contactPage.details;

const tamilReplies: Record<TamilIntent, () => string> = {
  price: () =>
    `எங்கள் AI பாட் திட்டங்கள் (மாதக் கட்டணம்): ${plans
      .map(
        (plan) =>
          `${plan.name} ${formatRupees(plan.monthlyPrice)} (${plan.botIntegrations.map((channel) => channelNames[channel]).join(", ")})`,
      )
      .join(
        "; ",
      )}. ஆண்டுக் கட்டணம் மாதக் கட்டணத்தின் பத்து மடங்கு. அமைப்புக் கட்டணம் இல்லை; பயன்பாட்டுக்கேற்ற கட்டமைப்புச் செலவுகள் தனி. விவரங்கள்: ${link("Pricing", "/pricing")}.`,
  whatsapp: () =>
    `எங்கள் WhatsApp பாட் உங்கள் கடைக்கு வரும் ஆர்டர்களை எடுத்து உறுதிசெய்கிறது, வாடிக்கையாளர் கேள்விகளுக்குத் தமிழிலும் ஆங்கிலத்திலும் பதில் சொல்கிறது, தேவைப்படும்போது உரையாடலை உங்கள் ஊழியரிடம் ஒப்படைக்கிறது. Starter திட்டம் மாதம் ${formatRupees(
      plans[0]?.monthlyPrice ?? 0,
    )} முதல். மேலும்: ${link("WhatsApp AI bot", "/ai-solutions/whatsapp")}.`,
  contact: () =>
    `மின்னஞ்சல்: ${site.email}, தொலைபேசி: ${site.phone}. அலுவலகம்: ${contactAddress}. ${link("தொடர்பு படிவம்", "/contact")}.`,
  hours: () =>
    `எங்கள் வேலை நேரம்: திங்கள் முதல் வெள்ளி வரை, காலை 9:00 முதல் மாலை 6:00 வரை (${hours}). வேலை நாட்களில் 24 மணி நேரத்துக்குள் பதில் அளிக்கிறோம்.`,
  greeting: () => "வணக்கம்! எங்கள் WhatsApp பாட்கள், திட்டங்கள், விலைகள் பற்றிக் கேளுங்கள். (I can answer in English too.)",
  thanks: () => "நன்றி! வேறு ஏதாவது தெரிந்துகொள்ள வேண்டுமா?",
};

export function answerInTamil(question: string): string {
  const intent = intentWords.find(([, pattern]) => pattern.test(question))?.[0];
  if (!intent) {
    return `மன்னிக்கவும், இதற்கு நான் ஆங்கிலத்தில் மட்டுமே பதில் சொல்ல முடியும். தமிழில் பேச, ${tamilWhatsapp()}. (I answer in English here; for Tamil, our Chennai team is on WhatsApp.)`;
  }
  const more = intent === "greeting" || intent === "thanks" ? "" : `\n\nதமிழில் மேலும் பேச: ${tamilWhatsapp()}.`;
  return `${tamilReplies[intent]()}${more}`;
}
