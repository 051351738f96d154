/**
 * Tamil summaries of the case studies in app/content/case-studies/, for the cards on the Tamil
 * pages (the full stories stay in English), with Tamil labels for the results' metric names.
 */

import type { CaseStudySummary, ClientWordmark } from "../case-study-types";

/** The Tamil text of one case study's card, keyed by the study's slug below. */
export interface TamilCaseStudyCard {
  title: string;
  description: string;
  tags: readonly string[];
  duration: string;
  client: string;
  category: string;
  /** The card image's text alternative. */
  imageAlt: string;
  /** Results whose figure carries an English unit ("3x", "1.2s"), as a Tamil reader writes them. */
  results?: Readonly<Record<string, string>>;
}

export const caseStudyCards: Record<string, TamilCaseStudyCard> = {
  "ai-powered-healthcare-platform": {
    title: "AI உதவியுடன் இயங்கும் மருத்துவத் தளம்",
    description:
      "சென்னையில் ஆறு கிளினிக்குகள் உள்ள ஒரு குழுமத்துக்கான நோயாளி ஆப். அறிகுறிகளைக் கேட்டு வழிகாட்டுகிறது, சரியான சிறப்பு மருத்துவரிடம் முன்பதிவு செய்கிறது, நோயாளிகளின் மருத்துவ ஆவணங்களை ஒரே இடத்தில் வைக்கிறது. ரிசப்ஷனுக்கு வரும் போன் கால்கள் 45% குறைந்தன.",
    tags: ["AI அறிகுறி வழிகாட்டல்", "நோயாளி ஆப்", "மருத்துவர் முன்பதிவு", "தமிழ் & ஆங்கிலம்"],
    duration: "16 வாரங்கள்",
    client: "ஒரு பல்துறை கிளினிக் குழுமம்",
    category: "மருத்துவத் தொழில்நுட்பம்",
    imageAlt: "நோயாளி ஆப்பின் முகப்புத் திரையைக் காட்டும் போன்: அறிகுறி பார்க்கும் அட்டையும், அடுத்த சந்திப்பு நேரமும்",
  },
  "whatsapp-bot-ai-dashboard": {
    title: "AI விற்பனை டாஷ்போர்டுடன் WhatsApp சாட்பாட்",
    description:
      "தமிழ்நாட்டில் சுமார் 1,400 மளிகைக் கடைகள் ஆர்டர் போடும் WhatsApp சாட்பாட். கடைகளுக்கு மதிப்பெண் தந்து, எது எவ்வளவு விற்கும் என்று கணிக்கும் விற்பனை டாஷ்போர்டும் உண்டு. ஆர்டர்கள் இப்போது 80% வேகமாக முடிகின்றன.",
    tags: ["WhatsApp ஆர்டர்", "தேவைக் கணிப்பு", "வாங்க வாய்ப்புள்ள கடைகள்", "மொத்த விநியோகம்"],
    duration: "10 வாரங்கள்",
    client: "ஒரு FMCG மொத்த விநியோகஸ்தர்",
    category: "AI ஆட்டோமேஷன்",
    imageAlt: "WhatsApp போன்ற சாட்டில் ஒரு கடைக்காரர் சாட்பாட்டிடம் சரக்கு ஆர்டர் செய்கிறார்: பொருள் பட்டியல், அளவுகள், உறுதிசெய்தல்",
  },
  "hey-valet-smart-parking-app": {
    title: "Hey Valet: ஸ்மார்ட் பார்க்கிங் ஆப்",
    description:
      "விருந்தினர்கள் டேபிளில் இருந்தபடியே தங்கள் காரைக் கொண்டுவரச் சொல்லும் வேலட் பார்க்கிங் ஆப். பணியாளர்களுக்கு லைவ் வரிசை, வேலட் சேவை நடக்கும் இடங்களின் மேலாளர்களுக்கு டாஷ்போர்டு. கார் திரும்பக் கிடைக்கும் நேரம் 40% குறைந்தது.",
    tags: ["வேலட் பார்க்கிங்", "லைவ் டிராக்கிங்", "React Native", "ஹோட்டல் துறை"],
    duration: "14 வாரங்கள்",
    client: "Hey Valet",
    category: "மொபைல் ஆப் உருவாக்கம்",
    imageAlt: "“என் காரைக் கொண்டு வாருங்கள்” என்ற பெரிய பட்டனும், அதன் கீழ் டிஜிட்டல் பார்க்கிங் டிக்கெட்டும் உள்ள போன்",
  },
  "justpadel-mobile-app": {
    title: "JustPadel: கோர்ட் முன்பதிவு ஆப்",
    description:
      "பல இடங்களில் கோர்ட்டுகள் உள்ள ஒரு பேடல் கிளப்புக்கான ஆப்: கோர்ட் முன்பதிவு, ஆட்டத்துக்கு ஆள் சேர்ப்பது. ஒவ்வொருவரும் தன் பங்கைக் கட்டும் வசதி, மெம்பர்ஷிப், நினைவூட்டல்கள் உண்டு. 85% முன்பதிவுகள் ஆப் வழியே வருகின்றன; முன்பதிவு செய்துவிட்டு வராமல் போவது 60% குறைந்தது.",
    tags: ["கோர்ட் முன்பதிவு", "ஆட்டத்துக்கு ஆள் சேர்ப்பு", "ஆப்பிலேயே பேமெண்ட்", "React Native"],
    duration: "12 வாரங்கள்",
    client: "JustPadel",
    category: "மொபைல் ஆப் உருவாக்கம்",
    imageAlt: "கோர்ட்டுகளும் நேரங்களும் கொண்ட முன்பதிவு அட்டவணை உள்ள போன்; சில நேரங்கள் ஏற்கெனவே முன்பதிவானவை",
  },
  "ethnichealthcare-web-application": {
    title: "EthnicHealthcare இணைய ஆப்",
    description:
      "ஒரு மூலிகை மருத்துவப் பிராண்டுக்கான வேகமான இணைய ஆப். ஆன்லைன் ஆலோசனை, மருந்துச் சீட்டு, பொருள் ஆர்டர் மூன்றையும் இணைக்கிறது. ஆலோசனைகள் மூன்று மடங்கு ஆயின; மீண்டும் வரும் ஆர்டர்கள் 38% உயர்ந்தன.",
    tags: ["ஆன்லைன் ஆலோசனைகள்", "மூலிகை மருத்துவம்", "ஆன்லைன் விற்பனை", "Razorpay"],
    duration: "18 வாரங்கள்",
    client: "EthnicHealthcare",
    category: "மருத்துவத் தொழில்நுட்பம்",
    imageAlt: "ஆன்லைன் ஆலோசனைக்கு முன்பதிவு செய்யும் பக்கம் திறந்த கணினி: மருத்துவர்களின் அட்டைகளும், காலியான நேரங்களும்",
    results: { onlineConsultations: "3 மடங்கு", pageLoadTime: "1.2 விநாடி" },
  },
  "instagram-ai-bot-ecommerce": {
    title: "ஆன்லைன் விற்பனைப் பிராண்டுக்கான Instagram AI சாட்பாட்",
    description:
      "சைஸ், ஸ்டாக், டெலிவரி பற்றிய கேள்விகளுக்கு ஒரு நிமிடத்துக்குள் பதில் சொல்லி, பொருட்களின் லிங்க்குகளை அனுப்பி, பாதியில் நின்ற சாட்களைத் தொடரும் Instagram DM உதவியாளர். DM-லிருந்து ஆர்டர் ஆகும் விகிதம் 27% உயர்ந்தது.",
    tags: ["Instagram DM-கள்", "சாட் செய்யும் AI", "D2C ஃபேஷன்", "நின்ற சாட்களைத் தொடர்வது"],
    duration: "6 வாரங்கள்",
    client: "வாடிக்கையாளர்களுக்கு நேரடியாக விற்கும் ஒரு ஃபேஷன் பிராண்ட்",
    category: "AI ஆட்டோமேஷன்",
    imageAlt: "Instagram போன்ற DM-ல் ஒரு அளவுக் கேள்விக்கு AI ஒரு பொருள் அட்டையுடன் பதில் சொல்கிறது",
    results: { responseTime: "<1 நிமிடம்" },
  },
};

/** Tamil labels for every metric name used in a case study's results (English: app/lib/metric-label.ts). */
export const metricLabels: Record<string, string> = {
  frontDeskCalls: "ரிசப்ஷனுக்கு வரும் போன் கால்கள்",
  appointmentNoShows: "முன்பதிவு செய்தும் வராதவர்கள்",
  patientsOnboarded: "ஆப்பில் சேர்ந்த நோயாளிகள்",
  ordersViaWhatsapp: "WhatsApp வழியே வந்த ஆர்டர்கள்",
  orderProcessingTime: "ஆர்டர் முடிக்க ஆகும் நேரம்",
  forecastAccuracy: "கணிப்பின் துல்லியம்",
  carRetrievalTime: "கார் திரும்பக் கிடைக்கும் நேரம்",
  dailyRequests: "தினசரி கோரிக்கைகள்",
  appStoreRating: "ஆப் ஸ்டோர் ரேட்டிங்",
  bookingsInApp: "ஆப் வழியே வந்த முன்பதிவுகள்",
  noShowRate: "வராமல் போகும் விகிதம்",
  activePlayers: "தொடர்ந்து விளையாடும் வீரர்கள்",
  onlineConsultations: "ஆன்லைன் ஆலோசனைகள்",
  repeatOrders: "மீண்டும் வரும் ஆர்டர்கள்",
  pageLoadTime: "பக்கம் திறக்கும் நேரம்",
  dmsAnsweredByAi: "AI பதில் சொன்ன DM-கள்",
  responseTime: "பதில் சொல்லும் நேரம்",
  dmConversionRate: "DM-லிருந்து ஆர்டர் ஆகும் விகிதம்",
};

/** Tamil of caseStudyLinkLabel (app/content/messages.ts). */
export const caseStudyLinkLabel = "வெற்றிக் கதையைப் படியுங்கள் (ஆங்கிலத்தில்)";

/** Tamil of caseStudiesPage.clientsLabel (app/content/case-studies-page.ts). */
export const clientsLabel = "இவர்களின் வெற்றிக் கதைகளை எண்களுடன் சொல்கிறோம்";

/** A case study's card as a Tamil page shows it: its text in Tamil, its figures and link unchanged. */
export function tamilCaseStudyCard<Summary extends CaseStudySummary>(summary: Summary): Summary {
  const card = caseStudyCards[summary.slug];
  if (!card) throw new Error(`No Tamil card for the case study "${summary.slug}" in app/content/ta/case-studies.ts`);
  const { imageAlt, results, ...text } = card;
  return {
    ...summary,
    ...text,
    image: { ...summary.image, alt: imageAlt },
    results: { ...summary.results, ...results },
  };
}

/**
 * The Tamil of each client's wordmark in the trust strip (`wordmark` in app/content/case-studies.ts),
 * keyed by the study's slug: the client's name in Tamil script and the note under it.
 */
export const clientWordmarksInTamil: Record<string, { name: string; note: string }> = {
  "ai-powered-healthcare-platform": { name: "கிளினிக் குழுமம்", note: "சென்னையில் ஆறு கிளினிக்குகள்" },
  "whatsapp-bot-ai-dashboard": { name: "FMCG விநியோகஸ்தர்", note: "தமிழ்நாட்டில் 1,400 கடைகள்" },
  "hey-valet-smart-parking-app": { name: "ஹே வேலட்", note: "வேலட் பார்க்கிங்" },
  "justpadel-mobile-app": { name: "ஜஸ்ட்பேடல்", note: "பேடல் கிளப்புகள்" },
  "ethnichealthcare-web-application": { name: "எத்னிக் ஹெல்த்கேர்", note: "மூலிகை மருத்துவம்" },
  "instagram-ai-bot-ecommerce": { name: "ஃபேஷன் பிராண்ட்", note: "Instagram-ல் நேரடி விற்பனை" },
};

/** A client's wordmark as the Tamil home page's trust strip shows it: name, note and story title in Tamil, lettering and link unchanged. */
export function tamilClientWordmark<Wordmark extends ClientWordmark>(wordmark: Wordmark): Wordmark {
  const tamil = clientWordmarksInTamil[wordmark.slug];
  const card = caseStudyCards[wordmark.slug];
  if (!tamil || !card)
    throw new Error(`No Tamil wordmark for the case study "${wordmark.slug}" in app/content/ta/case-studies.ts`);
  return { ...wordmark, ...tamil, title: card.title };
}
