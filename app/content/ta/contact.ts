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
  keywords: ["Cleverobotics தொடர்பு", "AI ஆட்டோமேஷன் ஆலோசனை", "WhatsApp bot சென்னை", "இலவச ஆலோசனை"],
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
  description: "உங்கள் மெசேஜ் எங்களுக்கு வந்து சேர, படிவத்தில் சிலவற்றை நீங்கள் சரிசெய்ய வேண்டும்.",
  noindex: true,
} as const satisfies PageInfo;

export const contactPage = {
  hero: {
    eyebrow: "தொடர்பு கொள்ளுங்கள்",
    visual: {
      ...heroVisuals.contact,
      alt: "சென்னையின் மீது ஒரு வரைபடக் குறி; அதைச் சுற்றி எங்களைத் தொடர்பு கொள்ளும் வழிகள்: ஒரு WhatsApp உரையாடல், இமெயில், ஒரு தொலைபேசி அழைப்பு, இலவச ஆலோசனைக்கான ஒரு நாள்காட்டி அட்டை.",
    },
    heading: "உங்கள் வியாபாரத்தை எது மெதுவாக்குகிறது என்று சொல்லுங்கள்",
    intro:
      "WhatsApp உரையாடல்களில் தொலைந்துபோகும் order-கள், தாமதமாக வரும் பதில்கள், யாரும் நம்பாத ஸ்ப்ரெட்ஷீட்கள்: சில வரிகளில் எழுதுங்கள். அதை நாங்கள் எப்படி ஆட்டோமேட் செய்வோம் என்று காட்டுகிறோம்.",
  },
  formTitle: "உங்கள் ப்ராஜெக்ட் பற்றிச் சொல்லுங்கள்",
  formIntro: "* குறியிட்ட விவரங்கள் கட்டாயம். உங்கள் விவரங்களை உங்களுக்குப் பதில் சொல்ல மட்டுமே பயன்படுத்துவோம்.",
  details: {
    title: "தொடர்பு விவரங்கள்",
    email: site.email,
    phone: site.phone,
    whatsapp: site.whatsapp,
    address: site.address,
    hours,
    /** On the phone, on WhatsApp and in meetings. */
    languages: "ஆங்கிலம் மற்றும் தமிழ்",
  },
  expectations: {
    title: "என்ன எதிர்பார்க்கலாம்",
    items: [
      {
        title: "24 மணி நேரத்துக்குள் பதில்",
        text: "தானியங்கி பதில் அல்ல; எங்கள் குழுவைச் சேர்ந்த ஒருவரே பதில் சொல்வார்.",
      },
      {
        title: "30 நிமிட இலவச ஆலோசனை",
        text: "நீங்கள் இன்று எப்படி விற்கிறீர்கள், வாடிக்கையாளர்களுக்கு எப்படிச் சேவை செய்கிறீர்கள், ஆட்டோமேஷன் முதலில் எங்கே பலன் தரும் என்று பார்ப்போம்.",
      },
      {
        title: "விரிவான முன்மொழிவு",
        text: "வேலை அளவு, கால அட்டவணை, நிலையான விலை. எண்களைக் கண்முன் வைத்து நீங்கள் முடிவு செய்யலாம்.",
      },
    ],
  },
  freeNote: {
    title: "100% இலவச ஆலோசனை",
    text: "எந்தக் கட்டாயமும் இல்லை, விற்பனை அழுத்தமும் இல்லை. நாங்கள் உங்களுக்குப் பொருத்தமில்லை என்றால், அதை நேரடியாகச் சொல்வோம்.",
  },
  faq: [
    {
      question: "எவ்வளவு சீக்கிரம் பதில் சொல்வீர்கள்?",
      answer:
        "வேலை நாட்களில் (திங்கள் முதல் வெள்ளி, காலை 9 முதல் மாலை 6 மணி வரை, IST) 24 மணி நேரத்துக்குள். வார இறுதியில் அனுப்பிய மெசேஜ்களுக்குத் திங்கள்கிழமை பதில் சொல்வோம்.",
    },
    {
      question: "ஆலோசனை உண்மையிலேயே இலவசமா?",
      answer:
        "ஆம். முதல் 30 நிமிட அழைப்புக்குக் கட்டணம் இல்லை, எந்தக் கட்டாயமும் இல்லை. முதலில் எதை ஆட்டோமேட் செய்யலாம் என்று எங்கள் நேர்மையான கருத்தைச் சொல்வோம், நீங்கள் அதை வேறு ஒருவருடன் சேர்ந்து உருவாக்கினாலும் சரி.",
    },
    {
      question: "அழைப்புக்கு நான் என்ன தயார் செய்ய வேண்டும்?",
      answer:
        "தினமும் எத்தனை order-கள் அல்லது விசாரணைகள் வருகின்றன என்ற தோராயமான யோசனை, இன்று நீங்கள் பயன்படுத்தும் கருவிகள் (WhatsApp, Instagram, ஒரு ஸ்ப்ரெட்ஷீட், ஒரு CRM), கையால் செய்வதை நிறுத்த நீங்கள் மிகவும் விரும்பும் ஒரு வேலை.",
    },
    {
      question: "இந்தியாவுக்கு வெளியே உள்ள வியாபாரங்களுடன் வேலை செய்வீர்களா?",
      answer:
        "ஆம். நாங்கள் சென்னையில் இருக்கிறோம். 5+ நாடுகளில் உள்ள வாடிக்கையாளர்களுடன் வீடியோ அழைப்புகள் மூலம் வேலை செய்கிறோம். ஐரோப்பா, மத்திய கிழக்கு, ஆசியா ஆகியவற்றின் வேலை நேரங்களுடன் எங்கள் நேரம் ஓரளவு ஒத்துப்போகிறது.",
    },
  ],
} as const satisfies Translation<typeof englishContactPage>;

export const inquirySentPage = {
  text: "திங்கள் முதல் வெள்ளி வரை, 24 மணி நேரத்துக்குள் பதில் சொல்வோம். நீங்கள் எழுதியதன் நகல் எங்களிடம் இருக்கும்; அவசரம் என்றால், எங்களை அழையுங்கள்.",
  next: "காத்திருக்கும் நேரத்தில், உங்களைப் போன்ற வியாபாரங்களுக்கு நாங்கள் எப்படி உதவியிருக்கிறோம் என்று படிக்கலாம்.",
} as const satisfies Translation<typeof englishInquirySentPage>;

export const inquiryProblemPage = {
  intro: "உங்கள் மெசேஜ் எங்களுக்கு வந்து சேரவில்லை. காரணம்:",
  back: "உங்கள் பிரவுசரின் பின்செல் (Back) பொத்தானை அழுத்துங்கள்; நீங்கள் எழுதியதுடன் படிவத்துக்குத் திரும்புவீர்கள். மேலே உள்ளவற்றைச் சரிசெய்து மீண்டும் அனுப்புங்கள்.",
  formLink: "தொடர்பு படிவத்தைத் திறங்கள்",
  direct: "அல்லது இந்த இமெயில் முகவரிக்கு நேரடியாக எழுதுங்கள்:",
} as const satisfies Translation<typeof englishInquiryProblemPage>;

/** The Tamil label of each topic of the contact form (app/content/inquiry-topics.ts), by its value. */
export const inquiryTopicLabels: Record<string, string> = {
  "ai-automation": "AI ஆட்டோமேஷன்",
  whatsapp: "WhatsApp CRM மற்றும் ஆட்டோமேஷன்",
  "ai-agents": "AI ஏஜென்ட் உருவாக்கம்",
  bots: "உங்களுக்கேற்ற bot உருவாக்கம்",
  "web-applications": "இணைய app",
  "mobile-applications": "மொபைல் app",
  "custom-software": "தனிப்பயன் மென்பொருள் உருவாக்கம்",
  rpa: "மென்பொருள் ரோபோ ஆட்டோமேஷன் (RPA)",
  "agile-coaching": "Agile பயிற்சி",
  "sales-management": "WhatsApp Sales Management (தயாரிப்பு)",
  "smart-ai-whatsapp": "Smart AI WhatsApp Chatbot (தயாரிப்பு)",
  pricing: "திட்டங்கள் மற்றும் விலைகள்",
  demo: "டெமோ பதிவு செய்யுங்கள்",
  other: "வேறு ஏதாவது",
} satisfies Record<InquiryTopic, string>;
