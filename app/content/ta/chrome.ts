/**
 * The Tamil of the words around every page: header, footer, forms, chat, the 404
 * page. Each export mirrors the English export of the same name; only the texts differ.
 * Type-only imports: the English copy is not pulled into the Tamil pages' scripts.
 */
import type {
  chatCopy as englishChatCopy,
  chatErrors as englishChatErrors,
  chatHandoff as englishChatHandoff,
  chatPrivacy as englishChatPrivacy,
  chatSuggestions as englishChatSuggestions,
} from "~/content/chat";
import type { consentCopy as englishConsentCopy } from "~/content/consent";
import type {
  notFoundPage as englishNotFoundPage,
  onwardLinks as englishOnwardLinks,
  whatsappCopy as englishWhatsappCopy,
} from "~/content/messages";
import type {
  footerColumns as englishFooterColumns,
  headerCallToAction as englishHeaderCallToAction,
  legalLinks as englishLegalLinks,
} from "~/content/navigation";
import type { site } from "~/content/site";
import type { chatHandoffMessages as englishChatHandoffMessages } from "~/lib/inquiry/chat-handoff";
import type { emailMessages as englishEmailMessages } from "~/lib/inquiry/email";
import type { inquiryMessages as englishInquiryMessages } from "~/lib/inquiry/validation";
import type { Translation } from "./translation";

/**
 * A copy whose function-valued texts are templates: these words reach the browser as loader
 * data, which carries no functions (they arrive as undefined). A template names the English
 * function's arguments in braces ("{days}"); the components fill them in (useText's text()).
 */
type Templates<T> = {
  readonly [K in keyof T]: T[K] extends (...args: never[]) => unknown ? string : Translation<T[K]>;
};

// ---------------------------------------------------------------------------------------------
// Chat (app/content/chat.ts)
// ---------------------------------------------------------------------------------------------

export const chatCopy = {
  title: "Cleverobotics உதவியாளர்",
  subtitle: "சேவைகள், திட்டங்கள், விலை, வேலை நேரம் பற்றிக் கேளுங்கள்",
  greeting: "Hi! வணக்கம்.",
  inputLabel: "உங்கள் மெசேஜ்",
  inputPlaceholder: "உங்கள் கேள்வியை இங்கே எழுதுங்கள்…",
  send: "மெசேஜ் அனுப்புங்கள்",
  close: "சாட்டை மூடுங்கள்",
  logLabel: "சாட் மெசேஜ்கள்",
  waiting: "யோசிக்கிறேன்…",
  visitorPrefix: "நீங்கள்: ",
  assistantPrefix: "உதவியாளர்: ",
  retry: "மீண்டும் முயற்சி செய்யுங்கள்",
  clearConversation: "உரையாடலை நீக்குங்கள்",
  talkToPerson: "எங்கள் குழுவிடம் பேசுங்கள்",
  suggestionsLabel: "நீங்கள் கேட்கக்கூடிய கேள்விகள்",
} as const satisfies Translation<typeof englishChatCopy>;

/** What a shop owner would tap first; the same actions, in the same order, as the English. */
export const chatSuggestions = [
  { label: "உங்கள் திட்டங்களும் விலையும் என்ன?", action: "send" },
  { label: "என் கடைக்கு WhatsApp சாட்பாட் வேண்டும்", action: "send" },
  { label: "டெமோ பதிவு செய்ய வேண்டும்", action: "send" },
  { label: chatCopy.talkToPerson, action: "handoff" },
] as const satisfies Translation<typeof englishChatSuggestions>;

export const chatErrors = {
  connection: "மன்னிக்கவும், இப்போது இணைப்பில் சிக்கல் உள்ளது. சிறிது நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.",
  unexpected: "மன்னிக்கவும், ஏதோ பிழை ஏற்பட்டது. மீண்டும் முயற்சி செய்யுங்கள்.",
  unanswered: "உங்கள் கடைசிக் கேள்விக்குப் பதில் வந்து சேரவில்லை; பக்கம் மாறியதால் இருக்கலாம். மீண்டும் அனுப்பவா?",
  tooLong:
    "இந்த மெசேஜில் {length} எழுத்துகள் உள்ளன; சாட்டில் ஒரு மெசேஜுக்கு {max} எழுத்துகள் வரைதான் அனுப்ப முடியும். சுருக்கி எழுதுங்கள், அல்லது மீதியை அடுத்த மெசேஜாக அனுப்புங்கள்.",
  /** {wait}: "a minute", "1 second" or "{seconds} seconds" of componentText, in Tamil. */
  rateLimited: "நான் பதில் சொல்வதைவிட வேகமாக மெசேஜ்களை அனுப்புகிறீர்கள். {wait} கழித்து மீண்டும் முயற்சி செய்யுங்கள்.",
} as const satisfies Templates<typeof englishChatErrors>;

export const chatPrivacy = {
  notice: "சாட் உரையாடல்கள் இந்தச் சாதனத்திலேயே {days} நாட்கள் சேமிக்கப்படும்.",
  linkLabel: "தனியுரிமைக் கொள்கை (ஆங்கிலத்தில்)",
  href: "/legal/privacy",
} as const satisfies Templates<typeof englishChatPrivacy>;

export const chatHandoff = {
  heading: "எங்கள் குழுவிடம் பேசுங்கள்",
  whatsappLabel: "WhatsApp-ல் பேசுங்கள்",
  /** The first WhatsApp message: where the visitor was and what they asked. */
  whatsappSummary: "வணக்கம் {brand}, உங்கள் இணையதளத்தில் ({path}) உதவியாளரிடம் பேசிக்கொண்டிருந்தேன். என் கேள்விகள்: {questions}",
  formIntro: "அல்லது உங்கள் விவரங்களைக் கொடுங்கள், நாங்கள் உங்களைத் தொடர்பு கொள்கிறோம்",
  nameLabel: "பெயர்",
  phoneLabel: "போன் நம்பர்",
  emailLabel: "இமெயில்",
  submit: "விவரங்களை அனுப்புங்கள்",
  sending: "அனுப்புகிறோம்…",
  dismiss: "இந்தப் பகுதியை மூடுங்கள்",
  failed: "உங்கள் விவரங்களை அனுப்ப முடியவில்லை. மீண்டும் முயற்சி செய்யுங்கள், அல்லது WhatsApp-ல் எங்களுடன் பேசுங்கள்.",
  thanks:
    "நன்றி, {name}. உங்கள் விவரங்கள் எங்களுக்குக் கிடைத்துவிட்டன. வேலை நாட்களில் 24 மணி நேரத்துக்குள் உங்களைத் தொடர்பு கொள்வோம் (திங்கள் முதல் வெள்ளி, காலை 9 முதல் மாலை 6 மணி வரை, IST).",
  transcriptHeading: "{path} பக்கத்தில் நடந்த சாட் ({isoDate})",
  visitorLine: "பார்வையாளர்",
  assistantLine: "உதவியாளர்",
} as const satisfies Templates<typeof englishChatHandoff>;

// ---------------------------------------------------------------------------------------------
// Cookie notice (app/content/consent.ts)
// ---------------------------------------------------------------------------------------------

export const consentCopy = {
  label: "குக்கீ விருப்பங்கள்",
  text: "எந்தப் பக்கங்கள் பார்வையாளர்களுக்குப் பயன்படுகின்றன என்று தெரிந்துகொண்டு அவற்றை மேம்படுத்த, அனலிட்டிக்ஸ் குக்கீகளைப் பயன்படுத்த விரும்புகிறோம். நீங்கள் ஏற்றுக்கொண்டால் மட்டுமே அவை இயங்கும். ஏற்றாலும் ஏற்காவிட்டாலும் இணையதளம் ஒரே மாதிரிதான் வேலை செய்யும்.",
  accept: "அனலிட்டிக்ஸ் குக்கீகளை ஏற்கிறேன்",
  decline: "வேண்டாம்",
  privacy: { label: "உங்கள் தகவல்களை எப்படிப் பயன்படுத்துகிறோம் (ஆங்கிலத்தில்)", to: "/legal/privacy" },
  change: "குக்கீ விருப்பங்கள்",
} as const satisfies Translation<typeof englishConsentCopy>;

// ---------------------------------------------------------------------------------------------
// 404, error page, onward links, WhatsApp links (app/content/messages.ts)
// ---------------------------------------------------------------------------------------------

export const notFoundPage = {
  title: "பக்கம் கிடைக்கவில்லை",
  heading: "பக்கம் கிடைக்கவில்லை",
  description: "நீங்கள் தேடும் பக்கம் இங்கே இல்லை, அல்லது வேறு முகவரிக்கு மாற்றப்பட்டுள்ளது.",
} as const satisfies Translation<typeof englishNotFoundPage>;

/**
 * From the Tamil case-study cards: the link from a case study's card or mention to the study
 * (caseStudyLinkLabel), and the results' metric names on a card (ResultsGrid).
 */
export { caseStudyLinkLabel, metricLabels } from "./case-studies";

export const onwardLinks = [
  { label: "தொடர்பு கொள்ளுங்கள்", to: "/ta/contact" },
  { label: "எங்கள் சேவைகள் (ஆங்கிலத்தில்)", to: "/services" },
  { label: "AI தீர்வுகள் (ஆங்கிலத்தில்)", to: "/ai-solutions" },
  { label: "வெற்றிக் கதைகள் (ஆங்கிலத்தில்)", to: "/case-studies" },
] as const satisfies Translation<typeof englishOnwardLinks>;

export const whatsappCopy = {
  label: "WhatsApp-ல் பேசுங்கள்",
  iconLabel: "WhatsApp-ல் எங்களுடன் பேசுங்கள் (WhatsApp திறக்கும்)",
} as const satisfies Translation<typeof englishWhatsappCopy>;

// ---------------------------------------------------------------------------------------------
// Form messages (app/lib/inquiry/*.ts)
// ---------------------------------------------------------------------------------------------

export const emailMessages = {
  required: "இமெயில் முகவரியை எழுதுங்கள்",
  invalid: "சரியான இமெயில் முகவரியை எழுதுங்கள்",
} as const satisfies Translation<typeof englishEmailMessages>;

export const inquiryMessages = {
  nameRequired: "உங்கள் பெயரை எழுதுங்கள்",
  nameTooShort: "பெயரில் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்",
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  messageRequired: "உங்கள் மெசேஜை எழுதுங்கள்",
  messageTooShort: "மெசேஜில் குறைந்தது 10 எழுத்துகள் இருக்க வேண்டும்",
  serviceUnknown: "பட்டியலிலிருந்து ஒரு சேவையைத் தேர்ந்தெடுங்கள்",
  /** {limit} is the field's limit, filled in by tooLongMessage (app/lib/inquiry/validation.ts). */
  tooLong: "{limit} எழுத்துகளுக்குள் எழுதுங்கள்",
} as const satisfies Translation<typeof englishInquiryMessages>;

export const chatHandoffMessages = {
  contactRequired: "போன் நம்பர் அல்லது இமெயில் முகவரி, இரண்டில் ஒன்றைக் கொடுங்கள்",
  phoneInvalid: "சரியான போன் நம்பரை எழுதுங்கள்",
} as const satisfies Translation<typeof englishChatHandoffMessages>;

// ---------------------------------------------------------------------------------------------
// Navigation (app/content/navigation.ts)
// ---------------------------------------------------------------------------------------------

export const headerCallToAction = {
  label: "தொடர்பு கொள்ளுங்கள்",
  to: "/ta/contact",
} as const satisfies Translation<typeof englishHeaderCallToAction>;

export const footerColumns = [
  {
    title: "சேவைகள்",
    links: [
      { label: "AI ஏஜென்ட் ஆட்டோமேஷன் (ஆங்கிலத்தில்)", to: "/services/ai-automation" },
      { label: "இணைய ஆப்கள் (ஆங்கிலத்தில்)", to: "/services/web-applications" },
      { label: "மொபைல் ஆப்கள் (ஆங்கிலத்தில்)", to: "/services/mobile-applications" },
      { label: "உங்கள் தேவைக்கேற்ற மென்பொருள் (ஆங்கிலத்தில்)", to: "/services/custom-software-development" },
      { label: "RPA (ஆங்கிலத்தில்)", to: "/services/rpa" },
      { label: "Agile பயிற்சி (ஆங்கிலத்தில்)", to: "/services/agile-coaching" },
      { label: "WhatsApp Sales Management", to: "/ta/products/sales-management" },
      { label: "Smart AI WhatsApp Chatbot", to: "/ta/products/smart-ai-whatsapp" },
    ],
  },
  {
    title: "நிறுவனம்",
    links: [
      { label: "எங்களைப் பற்றி", to: "/ta/about" },
      { label: "தொழில்கள் (ஆங்கிலத்தில்)", to: "/industries" },
      { label: "வெற்றிக் கதைகள் (ஆங்கிலத்தில்)", to: "/case-studies" },
      { label: "விலை விவரம்", to: "/ta/pricing" },
      { label: "பாதுகாப்பு (ஆங்கிலத்தில்)", to: "/security" },
      { label: "தொடர்பு", to: "/ta/contact" },
    ],
  },
  {
    title: "தகவல் மையம்",
    links: [
      { label: "வலைப்பதிவு (ஆங்கிலத்தில்)", to: "/blog" },
      { label: "AI தீர்வுகள் (ஆங்கிலத்தில்)", to: "/ai-solutions" },
      { label: "AI ஏஜென்ட்கள் (ஆங்கிலத்தில்)", to: "/ai-agents" },
      { label: "ஒருங்கிணைப்புகள் (ஆங்கிலத்தில்)", to: "/integrations" },
      { label: "கேள்வி-பதில்கள்", to: "/ta/faq" },
      { label: "ஆய்வுக் கட்டுரைகள் (ஆங்கிலத்தில்)", to: "/whitepapers" },
      { label: "தகவல் மையம் (ஆங்கிலத்தில்)", to: "/resources" },
    ],
  },
] as const satisfies Translation<typeof englishFooterColumns>;

export const legalLinks = [
  { label: "தனியுரிமைக் கொள்கை (ஆங்கிலத்தில்)", to: "/legal/privacy" },
  { label: "சேவை விதிமுறைகள் (ஆங்கிலத்தில்)", to: "/legal/terms" },
] as const satisfies Translation<typeof englishLegalLinks>;

/**
 * The header menus in Tamil, keyed by the English label: every menu, group and link label of
 * `menuOutline`, the hints shown under some links (keyed by the English hint), the labels the
 * pages give themselves in the menus (`nav.label` in their modules), and the footer's labels.
 */
export const navLabels: Record<string, string> = {
  // Menus
  Services: "சேவைகள்",
  Products: "தயாரிப்புகள்",
  "AI Solutions": "AI தீர்வுகள்",
  Industries: "தொழில்கள்",
  Resources: "தகவல் மையம்",
  Company: "நிறுவனம்",
  // Services
  "All services": "எல்லாச் சேவைகளும்",
  "Everything we build and run for you": "நாங்கள் உங்களுக்காக உருவாக்கி நடத்தித் தருபவை அனைத்தும்",
  "AI & Automation": "AI & ஆட்டோமேஷன்",
  "Agentic AI Automation": "AI ஏஜென்ட் ஆட்டோமேஷன்",
  "Robotic Process Automation": "மென்பொருள் ரோபோக்கள் (RPA)",
  "Agile Coaching": "Agile பயிற்சி",
  Development: "மென்பொருள் உருவாக்கம்",
  "Web Applications": "இணைய ஆப்கள்",
  "Mobile Applications": "மொபைல் ஆப்கள்",
  "Front-End Development": "முன்பக்க உருவாக்கம் (Front-End)",
  "Back-End Development": "சர்வர் பக்க உருவாக்கம் (Back-End)",
  "Custom Software": "உங்கள் தேவைக்கேற்ற மென்பொருள்",
  "Our process": "எங்கள் வேலை முறை",
  "How we work": "நாங்கள் எப்படி வேலை செய்கிறோம்",
  // Products
  "All products": "எல்லாத் தயாரிப்புகளும்",
  "WhatsApp Sales Management": "WhatsApp Sales Management",
  "Orders, customers and forecasts in one dashboard": "ஆர்டர்கள், வாடிக்கையாளர்கள், விற்பனைக் கணிப்புகள்: எல்லாம் ஒரே டாஷ்போர்டில்",
  "Smart AI WhatsApp Chatbot": "Smart AI WhatsApp Chatbot",
  "Learns from your website in minutes": "உங்கள் இணையதளத்திலிருந்து சில நிமிடங்களில் கற்றுக்கொள்ளும்",
  // AI Solutions
  "All AI solutions": "எல்லா AI தீர்வுகளும்",
  "AI agents": "AI ஏஜென்ட்கள்",
  "Channel bots": "தள வாரியான சாட்பாட்கள்",
  "AI agents by task": "வேலை வாரியான AI ஏஜென்ட்கள்",
  "WhatsApp AI Bot": "WhatsApp AI சாட்பாட்",
  "Instagram AI Bot": "Instagram AI சாட்பாட்",
  "Messenger AI Bot": "Messenger AI சாட்பாட்",
  "Web AI Chatbot": "இணையதள AI சாட்பாட்",
  "Voice AI Assistant": "குரல் AI உதவியாளர்",
  "Support Agent": "வாடிக்கையாளர் உதவி ஏஜென்ட்",
  "Sales Agent": "விற்பனை ஏஜென்ட்",
  "Booking Agent": "முன்பதிவு ஏஜென்ட்",
  "Lead Generation Agent": "வாங்க வாய்ப்புள்ளவர்களைக் கண்டறியும் ஏஜென்ட்",
  "Solution bundles": "தீர்வுத் தொகுப்புகள்",
  // Industries
  "All industries": "எல்லாத் தொழில்களும்",
  Healthcare: "மருத்துவத் துறை",
  Retail: "சில்லறை வியாபாரம்",
  "Wholesale & Retail": "மொத்த & சில்லறை வியாபாரம்",
  Ecommerce: "ஆன்லைன் விற்பனை",
  "Production & logistics": "உற்பத்தி & சரக்குப் போக்குவரத்து",
  Manufacturing: "உற்பத்தி",
  "Manufacturing & Supply Chain": "உற்பத்தி & சப்ளை செயின்",
  Logistics: "சரக்குப் போக்குவரத்து",
  "More industries": "மற்ற தொழில்கள்",
  "Real Estate": "ரியல் எஸ்டேட்",
  Education: "கல்வி",
  // Resources
  "Case studies": "வெற்றிக் கதைகள்",
  Blog: "வலைப்பதிவு",
  Integrations: "ஒருங்கிணைப்புகள்",
  FAQ: "கேள்வி-பதில்கள்",
  "Resource library": "தகவல் நூலகம்",
  Whitepapers: "ஆய்வுக் கட்டுரைகள்",
  // Company
  "About us": "எங்களைப் பற்றி",
  Pricing: "விலை விவரம்",
  Contact: "தொடர்பு",
  Security: "பாதுகாப்பு",
  Legal: "சட்ட ஆவணங்கள்",
  "Legal overview": "சட்ட ஆவணங்கள்: ஒரு பார்வை",
  "Privacy Policy": "தனியுரிமைக் கொள்கை",
  "Terms of Service": "சேவை விதிமுறைகள்",
  // Spelled differently in the footer and the header's button
  "About Us": "எங்களைப் பற்றி",
  "Case Studies": "வெற்றிக் கதைகள்",
  "AI Agents": "AI ஏஜென்ட்கள்",
  RPA: "RPA",
  "Contact Us": "தொடர்பு கொள்ளுங்கள்",
};

// ---------------------------------------------------------------------------------------------
// Site facts, footer note, language switch
// ---------------------------------------------------------------------------------------------

export const siteCopy = {
  tagline: "வளரும் வியாபாரங்களுக்கு AI ஏஜென்ட்கள், WhatsApp ஆட்டோமேஷன், மென்பொருள்",
  blurb:
    "நாங்கள் சென்னையைச் சேர்ந்த குழு. வியாபாரத்தில் திரும்பத் திரும்பச் செய்யும் வேலைகளை மென்பொருளாக மாற்றுகிறோம்: வாடிக்கையாளர்களுக்குப் பதில் சொல்லும் AI ஏஜென்ட்கள், ஆர்டர் எடுக்கும் WhatsApp சாட்பாட்கள், நீங்கள் தூங்கும்போதும் விற்பனையை நடத்திக்கொண்டிருக்கும் ஆப்கள்.",
  hours: "திங்கள் முதல் வெள்ளி, காலை 9 முதல் மாலை 6 மணி வரை (IST)",
} as const satisfies Translation<Pick<typeof site, "tagline" | "blurb" | "hours">>;

/** Beside the links to the legal pages in the Tamil footer. */
export const legalNote = "இந்தச் சட்ட ஆவணங்கள் ஆங்கிலத்தில் மட்டுமே உள்ளன; அவற்றின் ஆங்கில உரையே செல்லுபடியாகும்.";

/**
 * What the header's language switch says to a screen reader after the language's name, in Tamil
 * on both sides: on an English page that has a Tamil version, and on a Tamil page.
 */
export const languageSwitch = {
  toTamil: "இந்தப் பக்கம் தமிழில்",
  toEnglish: "இந்தப் பக்கத்தை ஆங்கிலத்தில் படிக்க",
} as const;

// ---------------------------------------------------------------------------------------------
// Text written directly in the components' TSX
// ---------------------------------------------------------------------------------------------

/**
 * Tamil for the English written directly in components (layout, contact, chat, ui, sections),
 * keyed by the English string. Where the English is built from values, the key and the Tamil
 * name them in braces ({name}, {network}, {price}, ...): replace them the same way on both sides.
 */
export const componentText: Record<string, string> = {
  // layout/Footer.tsx, contact/ContactSidebar.tsx, sections/CtaBand.tsx
  "(opens WhatsApp)": "(WhatsApp திறக்கும்)",
  // layout/Footer.tsx
  "Social media": "சமூக ஊடகங்கள்",
  "{name} on {network} (opens in a new tab)": "{network}-ல் {name} (புதிய பக்கத்தில் திறக்கும்)",
  "All rights reserved.": "அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",
  // layout/header/Header.tsx
  "Open menu": "மெனுவைத் திறங்கள்",
  "Close menu": "மெனுவை மூடுங்கள்",
  // layout/header/MobileNav.tsx, layout/header/DesktopNav.tsx
  "Main menu": "முதன்மை மெனு",
  Main: "முதன்மை மெனு",
  // layout/header/ThemeToggle.tsx
  "Switch to light theme": "லைட் மோடுக்கு மாற்றுங்கள்",
  "Switch to dark theme": "டார்க் மோடுக்கு மாற்றுங்கள்",
  // layout/Logo.tsx
  ", home": ", முகப்புப் பக்கம்",
  // layout/SkipLink.tsx
  "Skip to content": "முக்கியப் பகுதிக்குச் செல்லுங்கள்",

  // contact/ContactSidebar.tsx
  "Contact details and what to expect": "தொடர்பு விவரங்களும் அடுத்து நடப்பவையும்",
  Email: "இமெயில்",
  Phone: "போன்",
  WhatsApp: "WhatsApp",
  Office: "அலுவலகம்",
  Hours: "வேலை நேரம்",
  Languages: "மொழிகள்",
  India: "இந்தியா",
  // contact/ContactForm.tsx
  "Thank you! Your message has been sent.": "நன்றி! உங்கள் மெசேஜ் அனுப்பப்பட்டது.",
  "We'll get back to you within 24 hours.": "24 மணி நேரத்துக்குள் உங்களைத் தொடர்பு கொள்வோம்.",
  "Something went wrong": "ஏதோ தவறு நடந்துவிட்டது",
  "There was an error sending your message. Please try again or contact us directly.":
    "உங்கள் மெசேஜை அனுப்பும்போது பிழை ஏற்பட்டது. மீண்டும் முயற்சி செய்யுங்கள், அல்லது எங்களை நேரடியாகத் தொடர்பு கொள்ளுங்கள்.",
  Name: "பெயர்",
  "Company (optional)": "நிறுவனம் / கடையின் பெயர் (கட்டாயமில்லை)",
  "Phone (optional)": "போன் நம்பர் (கட்டாயமில்லை)",
  "Service of interest (optional)": "உங்களுக்கு வேண்டிய சேவை (கட்டாயமில்லை)",
  "Choose a service": "ஒரு சேவையைத் தேர்ந்தெடுங்கள்",
  Message: "மெசேஜ்",
  "What would you like to automate or build?":
    "உங்கள் வியாபாரத்தில் எந்த வேலையை ஆட்டோமேஷன் செய்ய வேண்டும்? அல்லது எதை உருவாக்கித் தர வேண்டும்?",
  "Leave this field empty": "இந்தப் பகுதியை நிரப்ப வேண்டாம்",
  "Sending Message...": "அனுப்புகிறோம்...",
  "Send Message": "மெசேஜ் அனுப்புங்கள்",

  // chat/ChatLauncher.tsx
  "Close chat": "சாட்டை மூடுங்கள்",
  "Opening the chat…": "சாட் திறக்கிறது…",
  "Chat with our assistant": "எங்கள் உதவியாளருடன் பேசுங்கள்",
  // chat/useConversation.ts: the {wait} of chatErrors.rateLimited
  "a minute": "ஒரு நிமிடம்",
  "1 second": "1 விநாடி",
  "{seconds} seconds": "{seconds} விநாடிகள்",

  // case-studies/CaseStudyCard.tsx
  Tags: "குறிச்சொற்கள்",

  // ui/NotFound.tsx, contact-sent
  "Go to Homepage": "முகப்புப் பக்கத்துக்குச் செல்லுங்கள்",
  "Contact Us": "தொடர்பு கொள்ளுங்கள்",
  // ui/MessagePage.tsx
  "Explore the site": "இணையதளத்தில் மேலும் பாருங்கள்",
  // ui/Breadcrumbs.tsx
  Breadcrumb: "நீங்கள் இருக்கும் இடம்",

  // sections/CaseStudySection.tsx
  "View All Case Studies": "எல்லா வெற்றிக் கதைகளையும் பாருங்கள் (ஆங்கிலத்தில்)",
  // sections/DayComparison.tsx
  Before: "முன்பு",
  After: "பின்பு",
  // sections/GoalTiles.tsx
  "{progress}% of goal": "இலக்கில் {progress}%",
  "{current} of {target}": "இலக்கு {target}, இப்போது {current}",
  // sections/StepList.tsx, sections/InfoBlockView.tsx
  "Step {step}: ": "படி {step}: ",
  // sections/InfoBlockView.tsx
  "What you get": "உங்களுக்குக் கிடைப்பவை",
  Guide: "வழிகாட்டி",
  "For: {audience}": "யாருக்கு: {audience}",
  // sections/IntegrationTiles.tsx
  "See all integrations": "எல்லா ஒருங்கிணைப்புகளையும் பாருங்கள் (ஆங்கிலத்தில்)",
  "the full directory": "முழுப் பட்டியல்",
  // sections/IntegrationsDirectory.tsx
  "No integrations found": "எந்த ஒருங்கிணைப்பும் கிடைக்கவில்லை",
  "Try adjusting your search terms or filters.": "தேடும் சொற்களையோ, தேர்ந்தெடுத்த வகையையோ மாற்றிப் பாருங்கள்.",
  "Search integrations": "ஒருங்கிணைப்புகளைத் தேடுங்கள்",
  "Search integrations...": "ஒருங்கிணைப்புகளைத் தேடுங்கள்...",
  "Clear search": "தேடலை நீக்குங்கள்",
  "Filter by category": "வகை வாரியாகப் பாருங்கள்",
  All: "எல்லாம்",
  "Show All Integrations": "எல்லா ஒருங்கிணைப்புகளையும் காட்டுங்கள்",
  "{name} features": "{name} வசதிகள்",
  // sections/LegalDocumentView.tsx
  "Effective {effectiveDate} · Last updated {today}":
    "நடைமுறைக்கு வந்த நாள்: {effectiveDate} · கடைசியாகப் புதுப்பித்தது: {today}",
  Contents: "பொருளடக்கம்",
  // sections/PlanFitList.tsx
  Included: "இதில் அடங்கும்",
  "Not in this plan": "இந்தத் திட்டத்தில் இல்லை",
  "Compare plans": "திட்டங்களை ஒப்பிடுங்கள்",
  "prices and features": "விலைகளும் வசதிகளும்",
  "Ask for a quote": "கொட்டேஷன் கேளுங்கள்",
  // sections/PricingPlans.tsx
  Website: "இணையதளம்",
  "Billing period": "கட்டணக் காலம்",
  Monthly: "மாதக் கட்டணம்",
  Yearly: "வருடக் கட்டணம்",
  "Most Popular": "பலரின் தேர்வு",
  "Bot integrations": "சாட்பாட் இயங்கும் தளங்கள்",
  "/month": "/ மாதம்",
  "/year": "/ வருடம்",
  "or {price} billed yearly": "அல்லது வருடத்துக்கு ஒருமுறை {price} செலுத்தலாம்",
  "or {price} billed monthly": "அல்லது மாதத்துக்கு {price} செலுத்தலாம்",
  "Contact Sales": "விற்பனைக் குழுவிடம் பேசுங்கள்",
  "Contact Sales about the {plan} plan": "{plan} திட்டம் பற்றி விற்பனைக் குழுவிடம் பேசுங்கள்",
  // the hidden end of the "Contact Sales" link's name
  " about the {plan} plan": " ({plan} திட்டம் பற்றி)",
  // illustrations/ContentIllustration.tsx: the words of a drawn chat app
  online: "ஆன்லைன்",
  "Active now": "இப்போது ஆன்லைனில்",
  "Typically replies instantly": "உடனே பதில் சொல்வார்கள்",
  "Ask us anything": "எதையும் கேளுங்கள்",
  "Call in progress": "அழைப்பு நடக்கிறது",
  "Caller on the line": "அழைப்பவர் லைனில்",
  // sections/UseCaseGrid.tsx: the trade a use case comes from
  Retail: "சில்லறை வியாபாரம்",
  Wholesale: "மொத்த வியாபாரம்",
  Ecommerce: "ஆன்லைன் விற்பனை",
  // sections/PrintButton.tsx
  "Print or save as PDF": "பிரிண்ட் எடுங்கள் அல்லது PDF-ஆகச் சேமியுங்கள்",
  // sections/ProblemList.tsx
  "What we do": "நாங்கள் செய்வது",
  // sections/TestimonialCarousel.tsx
  carousel: "சுழலும் கருத்துகள்",
  slide: "கருத்து",
  "{index} of {total}": "{total}-ல் {index}",
  "Show testimonial {index} of {total}: {name}": "கருத்து {index} / {total} காட்டுங்கள்: {name}",

  // routes/contact.tsx, contact-sent.tsx
  "Questions before you write": "எழுதுவதற்கு முன் பலர் கேட்கும் கேள்விகள்",
  "See our case studies": "எங்கள் வெற்றிக் கதைகளைப் பாருங்கள் (ஆங்கிலத்தில்)",
  // routes/faq.tsx
  "Question categories": "கேள்விகளின் வகைகள்",
  "Call us at {phone}": "{phone} என்ற நம்பரில் அழையுங்கள்",
  // routes/home.tsx: the badge of the trades we serve first
  Priority: "முதன்மை",
  // routes/pricing.tsx
  "Pricing questions": "விலை பற்றிய கேள்விகள்",
  // routes/smart-ai-whatsapp.tsx
  "Frequently asked questions": "பலர் கேட்கும் கேள்விகள்",
  "An example WhatsApp conversation": "ஒரு மாதிரி WhatsApp உரையாடல்",
  "Customer: ": "வாடிக்கையாளர்: ",
  "Bot: ": "சாட்பாட்: ",
  "What changes": "எது மாறுகிறது",

  // app/lib/whatsapp.ts (not a component: the first message of every WhatsApp link)
  'Hi {brand}, I\'m looking at your "{page}" page and have a question.':
    'வணக்கம் {brand}, உங்கள் இணையதளத்தில் "{page}" பக்கத்தைப் பார்த்துக்கொண்டிருக்கிறேன். ஒரு கேள்வி கேட்க வேண்டும்.',
  "Hi {brand}, I'm looking at your website and have a question.":
    "வணக்கம் {brand}, உங்கள் இணையதளத்தைப் பார்த்துக்கொண்டிருக்கிறேன். ஒரு கேள்வி கேட்க வேண்டும்.",
};
