/**
 * Tamil copy of the contact page (/ta/contact), of the pages a form post lands on, and of the
 * contact form's topics. Contact details come from settings via site.ts, as on the English page.
 */
import type {
  contactPage as englishContactPage,
  inquiryProblemPage as englishInquiryProblemPage,
  inquirySentPage as englishInquirySentPage,
} from "../contact";
import type { InquiryTopic } from "../inquiry-topics";
import type { PageInfo } from "../page-entry";
import { site } from "../site";
import { heroVisuals } from "../visuals";
import type { Translation } from "./translation";

const hours = "திங்கள் முதல் வெள்ளி, காலை 9 முதல் மாலை 6 மணி வரை (IST)";

export const head = {
  title: "தொடர்பு: 30 நிமிட இலவச ஆலோசனை",
  heading: "தொடர்பு கொள்ளுங்கள்",
  description: `உங்கள் ப்ராஜெக்ட் பற்றிச் சொல்லுங்கள். 24 மணி நேரத்துக்குள் பதில், 30 நிமிட இலவச ஆலோசனை. ${hours}.`,
  keywords: ["Cleverobotics தொடர்பு", "AI ஆட்டோமேஷன் ஆலோசனை", "WhatsApp சாட்பாட் சென்னை", "இலவச ஆலோசனை"],
} as const satisfies PageInfo;

export const sentHead = {
  title: "நன்றி: உங்கள் மெசேஜ் வந்துவிட்டது",
  heading: "நன்றி! உங்கள் மெசேஜ் அனுப்பப்பட்டது.",
  description: "உங்கள் மெசேஜ் எங்களுக்குக் கிடைத்தது. திங்கள் முதல் வெள்ளி வரை, 24 மணி நேரத்துக்குள் பதில் சொல்வோம்.",
  noindex: true,
} as const satisfies PageInfo;

export const problemHead = {
  title: "உங்கள் மெசேஜ் அனுப்பப்படவில்லை",
  heading: "உங்கள் மெசேஜ் அனுப்பப்படவில்லை",
  description: "படிவத்தில் சில விவரங்களைச் சரிசெய்ய வேண்டும்; அதன் பிறகுதான் உங்கள் மெசேஜ் எங்களுக்கு வந்து சேரும்.",
  noindex: true,
} as const satisfies PageInfo;

export const contactPage = {
  hero: {
    eyebrow: "தொடர்பு கொள்ளுங்கள்",
    visual: {
      ...heroVisuals.contact,
      alt: "வரைபடத்தில் சென்னையைக் குறிக்கும் ஒரு லொகேஷன் பின்; அதைச் சுற்றி எங்களைத் தொடர்பு கொள்ளும் வழிகள்: ஒரு WhatsApp சாட், இமெயில், ஒரு போன் கால், இலவச ஆலோசனைக்கான ஒரு காலண்டர் அட்டை.",
    },
    heading: "உங்கள் வியாபாரத்தில் எங்கே வேலை தேங்குகிறது என்று சொல்லுங்கள்",
    intro:
      "WhatsApp சாட்களில் தொலைந்துபோகும் ஆர்டர்கள், தாமதமாகப் போகும் பதில்கள், யாரும் நம்பாத ஸ்ப்ரெட்ஷீட்கள்: எதுவானாலும் சில வரிகளில் எழுதுங்கள். அதைத் தானாக நடக்க வைக்க என்ன செய்யலாம் என்று காட்டுகிறோம்.",
  },
  formTitle: "உங்கள் ப்ராஜெக்ட் பற்றிச் சொல்லுங்கள்",
  formIntro: "* குறியிட்ட இடங்களை நிரப்புவது கட்டாயம். உங்கள் விவரங்களை உங்களுக்குப் பதில் சொல்ல மட்டுமே பயன்படுத்துவோம்.",
  details: {
    title: "தொடர்பு விவரங்கள்",
    email: site.email,
    phone: site.phone,
    whatsapp: site.whatsapp,
    address: site.address,
    hours,
    /** On the phone, on WhatsApp and in meetings. */
    languages: "ஆங்கிலம், தமிழ்",
  },
  expectations: {
    title: "அடுத்து என்ன நடக்கும்",
    items: [
      {
        title: "24 மணி நேரத்துக்குள் பதில்",
        text: "தானாகப் போகும் பதில் அல்ல; எங்கள் குழுவில் ஒருவர் நேரடியாகப் பதில் சொல்வார்.",
      },
      {
        title: "30 நிமிட இலவச ஆலோசனை",
        text: "நீங்கள் இன்று எப்படி விற்கிறீர்கள், வாடிக்கையாளர்களை எப்படிக் கவனிக்கிறீர்கள், ஆட்டோமேஷன் முதலில் எங்கே பலன் தரும் என்று பார்ப்போம்.",
      },
      {
        title: "விரிவான கொட்டேஷன்",
        text: "வேலை அளவு, கால அட்டவணை, உறுதியான விலை. முழுக் கணக்கையும் பார்த்துவிட்டு நீங்கள் முடிவு செய்யலாம்.",
      },
    ],
  },
  freeNote: {
    title: "100% இலவச ஆலோசனை",
    text: "எந்தக் கட்டாயமும் இல்லை; வாங்கச் சொல்லி வற்புறுத்தவும் மாட்டோம். உங்கள் தேவைக்கு நாங்கள் பொருத்தமில்லை என்றால், அதையும் நேரடியாகச் சொல்லிவிடுவோம்.",
  },
  faq: [
    {
      question: "எவ்வளவு சீக்கிரம் பதில் சொல்வீர்கள்?",
      answer:
        "வேலை நாட்களில் (திங்கள் முதல் வெள்ளி, காலை 9 முதல் மாலை 6 மணி வரை, IST) 24 மணி நேரத்துக்குள். சனி, ஞாயிறு அனுப்பிய மெசேஜ்களுக்குத் திங்கள்கிழமை பதில் சொல்வோம்.",
    },
    {
      question: "ஆலோசனை உண்மையிலேயே இலவசமா?",
      answer:
        "ஆம். முதல் 30 நிமிட அழைப்புக்குக் கட்டணம் இல்லை, எந்தக் கட்டாயமும் இல்லை. முதலில் எதை ஆட்டோமேஷன் செய்யலாம் என்று எங்கள் நேர்மையான கருத்தைச் சொல்வோம்; அதை நீங்கள் வேறு ஒருவரை வைத்துச் செய்தாலும் சரி.",
    },
    {
      question: "அழைப்புக்கு நான் என்ன தயார் செய்ய வேண்டும்?",
      answer:
        "தினமும் எத்தனை ஆர்டர்கள் அல்லது விசாரணைகள் வருகின்றன என்று ஒரு தோராயமான கணக்கு, இன்று நீங்கள் பயன்படுத்துபவை (WhatsApp, Instagram, ஒரு ஸ்ப்ரெட்ஷீட், ஒரு CRM), கையால் செய்வதை முதலில் நிறுத்த வேண்டும் என்று நீங்கள் நினைக்கும் ஒரு வேலை.",
    },
    {
      question: "இந்தியாவுக்கு வெளியே உள்ள வியாபாரங்களுடன் வேலை செய்வீர்களா?",
      answer:
        "ஆம். நாங்கள் சென்னையில் இருக்கிறோம். 5+ நாடுகளில் உள்ள வாடிக்கையாளர்களுடன் வீடியோ கால் மூலம் வேலை செய்கிறோம். ஐரோப்பிய, மத்திய கிழக்கு, ஆசிய நாடுகளின் வேலை நேரத்தோடு எங்கள் நேரம் ஓரளவு ஒத்துப்போகிறது.",
    },
  ],
} as const satisfies Translation<typeof englishContactPage>;

export const inquirySentPage = {
  text: "திங்கள் முதல் வெள்ளி வரை, 24 மணி நேரத்துக்குள் பதில் சொல்வோம். நீங்கள் எழுதியதன் நகல் எங்களிடம் இருக்கும்; அவசரம் என்றால், எங்களுக்குப் போன் செய்யுங்கள்.",
  next: "காத்திருக்கும் நேரத்தில், உங்களைப் போன்ற வியாபாரங்களுக்கு நாங்கள் எப்படி உதவியிருக்கிறோம் என்று எங்கள் வெற்றிக் கதைகளில் (ஆங்கிலத்தில்) படிக்கலாம்.",
} as const satisfies Translation<typeof englishInquirySentPage>;

export const inquiryProblemPage = {
  intro: "உங்கள் மெசேஜ் எங்களுக்கு வந்து சேரவில்லை. காரணம்:",
  back: "உங்கள் பிரவுசரின் Back (←) பட்டனை அழுத்துங்கள்; நீங்கள் எழுதியது அப்படியே இருக்கும் படிவத்துக்குத் திரும்புவீர்கள். மேலே சொன்னவற்றைச் சரிசெய்து மீண்டும் அனுப்புங்கள்.",
  formLink: "தொடர்புப் படிவத்தைத் திறங்கள்",
  direct: "அல்லது இந்த இமெயில் முகவரிக்கு நேரடியாக எழுதுங்கள்:",
} as const satisfies Translation<typeof englishInquiryProblemPage>;

/** The Tamil label of each topic of the contact form (app/content/inquiry-topics.ts), by its value. */
export const inquiryTopicLabels: Record<string, string> = {
  "ai-automation": "AI ஆட்டோமேஷன்",
  whatsapp: "WhatsApp CRM மற்றும் ஆட்டோமேஷன்",
  "ai-agents": "AI ஏஜென்ட் உருவாக்கம்",
  bots: "உங்கள் தேவைக்கேற்ற சாட்பாட் உருவாக்கம்",
  "web-applications": "இணைய ஆப்",
  "mobile-applications": "மொபைல் ஆப்",
  "custom-software": "உங்கள் தேவைக்கேற்ற மென்பொருள் உருவாக்கம்",
  rpa: "மென்பொருள் ரோபோக்கள் (RPA)",
  "agile-coaching": "Agile பயிற்சி",
  "sales-management": "WhatsApp Sales Management (தயாரிப்பு)",
  "smart-ai-whatsapp": "Smart AI WhatsApp Chatbot (தயாரிப்பு)",
  pricing: "திட்டங்களும் விலைகளும்",
  demo: "டெமோ பதிவு செய்யுங்கள்",
  other: "வேறு ஏதாவது",
} satisfies Record<InquiryTopic, string>;
