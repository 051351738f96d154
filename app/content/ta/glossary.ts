/**
 * What the Tamil pages call things, so the same thing always has the same name, and the words
 * they must not use because a trader reads them as something else. `glossary.test.ts` checks
 * every Tamil string against `avoid`.
 *
 * Latin letters only for names and acronyms (`keptInLatin`); every other borrowed word is
 * written in Tamil script, as Tamil newspapers and shopping apps write it (ஆர்டர், ஸ்டாக்).
 */
export interface GlossaryEntry {
  readonly en: string;
  readonly ta: string;
  /** Words that must not stand for it: each is searched for as written, in every Tamil string. */
  readonly avoid?: readonly string[];
}

export const tamilGlossary: readonly GlossaryEntry[] = [
  { en: "customer", ta: "வாடிக்கையாளர்" },
  { en: "shop", ta: "கடை" },
  { en: "business", ta: "வியாபாரம்" },
  { en: "wholesale", ta: "மொத்த வியாபாரம்" },
  { en: "retail", ta: "சில்லறை வியாபாரம்" },
  { en: "retail chain", ta: "பல கிளைகள் உள்ள கடைகள்", avoid: ["கடைத் தொடர்", "கடை தொடர்"] },
  { en: "ecommerce / online store", ta: "ஆன்லைன் விற்பனை" },
  { en: "price", ta: "விலை" },
  { en: "pricing plan", ta: "திட்டம்" },
  { en: "project", ta: "ப்ராஜெக்ட்", avoid: ["+ திட்டங்கள்", "+ திட்டங்களை"] },
  { en: "₹15,999 / month (a price's unit)", ta: "₹15,999 / மாதம்", avoid: ["/ மாதத்துக்கு", "/மாதத்துக்கு"] },
  { en: "per month (in a sentence)", ta: "மாதத்துக்கு" },
  { en: "per year (in a sentence)", ta: "வருடத்துக்கு" },
  { en: "yearly billing", ta: "பத்து மாதக் கட்டணத்தில் பன்னிரண்டு மாதம்", avoid: ["10% வரை தள்ளுபடி"] },
  { en: "setup fee", ta: "செட்டப் கட்டணம்" },
  { en: "free trial", ta: "இலவச ட்ரையல்", avoid: ["இலவச முயற்சி", "இலவசமாக முயற்சி", "முயற்சிக் காலம்"] },
  { en: "free consultation", ta: "இலவச ஆலோசனை" },
  { en: "dedicated account manager", ta: "தனி அக்கவுண்ட் மேனேஜர்", avoid: ["கணக்கு மேலாளர்"] },
  { en: "marketing campaign", ta: "ஆஃபர் மெசேஜ்கள்", avoid: ["பிரச்சாரம்", "பிரச்சாரங்க", "பிரச்சாரத்"] },
  { en: "data export", ta: "டவுன்லோட்", avoid: ["ஏற்றுமதி"] },
  { en: "launch (of what we build)", ta: "பயன்பாட்டுக்கு வருவது", avoid: ["அறிமுகம் செய்கிறோம்", "அறிமுகத்துக்கு"] },
  { en: "short shipment", ta: "சரக்கு குறைவாக வந்தது", avoid: ["குறைவான டெலிவரி"] },
  { en: "support cost", ta: "வாடிக்கையாளர் சேவைச் செலவு", avoid: ["உதவிச் செலவு"] },
  { en: "live (dashboard)", ta: "லைவ்", avoid: ["நேரலை"] },
  { en: "lead", ta: "வாங்க வாய்ப்புள்ளவர்", avoid: ["விசாரணை மதிப்பீடு"] },
  { en: "the one team that stays with you", ta: "அதே குழு", avoid: ["ஒரே குழு"] },
  { en: "reply", ta: "பதில்" },
  { en: "message", ta: "மெசேஜ்" },
  { en: "chat", ta: "சாட்" },
  { en: "bot / chatbot", ta: "சாட்பாட்" },
  { en: "order", ta: "ஆர்டர்" },
  { en: "stock", ta: "ஸ்டாக்" },
  { en: "catalogue", ta: "கேட்லாக்" },
  { en: "link", ta: "லிங்க்" },
  { en: "return (of goods)", ta: "ரிட்டர்ன்" },
  { en: "counter (in a shop)", ta: "கவுண்டர்" },
  { en: "tracking", ta: "டிராக்கிங்" },
  { en: "report", ta: "ரிப்போர்ட்", avoid: ["அறிக்கை"] },
  { en: "dashboard", ta: "டாஷ்போர்டு" },
  { en: "app", ta: "ஆப்" },
  { en: "follow-up", ta: "ஃபாலோ-அப்" },
  { en: "email", ta: "இமெயில்", avoid: ["மின்னஞ்சல்"] },
  { en: "button", ta: "பட்டன்", avoid: ["பொத்தான்"] },
  { en: "in English", ta: "ஆங்கிலத்தில்", avoid: ["English-ல்", "English-ல"] },
  { en: "already", ta: "ஏற்கெனவே", avoid: ["ஏற்கனவே"] },
  { en: "problem", ta: "பிரச்சினை", avoid: ["பிரச்சனை"] },
  { en: "inquiry", ta: "விசாரணை" },
  { en: "team", ta: "குழு" },
  { en: "automation", ta: "ஆட்டோமேஷன்" },
  { en: "support", ta: "உதவி" },
  { en: "delivery", ta: "டெலிவரி" },
  { en: "invoice", ta: "பில்" },
  { en: "working hours", ta: "வேலை நேரம்" },
  { en: "Monday to Friday, 9 AM to 6 PM IST", ta: "திங்கள் முதல் வெள்ளி, காலை 9 முதல் மாலை 6 மணி வரை (IST)" },
  { en: "within 24 hours", ta: "24 மணி நேரத்துக்குள்" },
  { en: "Contact us", ta: "தொடர்பு கொள்ளுங்கள்" },
  { en: "Book a demo", ta: "டெமோ பதிவு செய்யுங்கள்" },
  { en: "case study", ta: "வெற்றிக் கதை" },
];

/** Names and acronyms: the only Latin words a Tamil sentence keeps. */
export const keptInLatin = [
  "WhatsApp",
  "Instagram",
  "Facebook",
  "Messenger",
  "UPI",
  "COD",
  "GST",
  "TDS",
  "PDF",
  "AI",
  "CRM",
  "RPA",
  "FMCG",
  "API",
  "SLA",
  "IST",
  "Tally",
  "TallyPrime",
  "Starter",
  "Pro",
  "Premium",
  "Cleverobotics",
] as const;

/**
 * Borrowed words a Tamil sentence writes in Tamil script (`tamilGlossary` says how), never in
 * Latin letters. Checked as whole words, in any case, with or without a hyphenated ending.
 */
export const writtenInTamilScript = [
  "order",
  "orders",
  "stock",
  "catalogue",
  "catalog",
  "bot",
  "bots",
  "chatbot",
  "chat",
  "link",
  "return",
  "counter",
  "tracking",
  "report",
  "dashboard",
  "app",
  "apps",
  "follow-up",
  "setup",
  "email",
  "button",
  "English",
] as const;
